/**
 * Reconciliation (issue 24): the user matches an account to a bank statement. Definitions:
 *
 * - A transaction is cleared when the user ticked it as on a statement (TransactionCleared /
 *   TransactionUncleared in the transaction's own stream).
 * - The cleared balance of an account on a day D: its starting balance (when its as-of day is on or
 *   before D), plus every balance adjustment dated from that as-of day to D (a user's own statement of
 *   the balance, always counted), plus the effect on the account (income and payments in +, expenses
 *   and payments out -) of every posted, cleared transaction dated from that as-of day to D. Pending
 *   transactions never count, even ticked.
 * - Finishing a reconciliation records AccountReconciled in the account book: the statement's day and
 *   balance and the cleared transactions it locks (posted, cleared, dated up to the statement's day and
 *   not locked by an earlier reconciliation). It is accepted only at a difference of exactly 0 cents,
 *   and only dated on or after the account's latest reconciliation (400 on statementDate otherwise).
 */
import { z } from 'zod';
import type { Command } from '../core/commands';
import { defineEvent, type EventOf } from '../core/events';
import { isIsoDate, isSupportedDate } from '../shared/dates';
import type { FieldMessages } from '../shared/fields';
import { formatCents, MAX_AMOUNT_CENTS, parseMoney } from '../shared/money';
import { draftSchema, type DraftCheck } from '../shared/zod';

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const AccountReconciled = defineEvent({
  type: 'AccountReconciled',
  version: 1,
  schema: z.object({
    accountId: z.string(),
    reconciliationId: z.string(),
    statementDate: isoDate,
    statementBalanceCents: z.number().int().min(-MAX_AMOUNT_CENTS).max(MAX_AMOUNT_CENTS),
    /** The transactions this reconciliation locks (cleared, posted, dated up to statementDate). */
    transactionIds: z.array(z.string()),
  }),
});

export type AccountReconciledEvent = EventOf<typeof AccountReconciled>;

export const reconciliationMessages = {
  statementDateRequired: 'Statement date is required',
  statementDateInvalid: 'Statement date must be a date (yyyy-mm-dd)',
  statementDateOutOfRange: 'Statement date must be between 1901-01-01 and 2099-12-31',
  clearedInvalid: 'Cleared must be true or false',
  /** A statement day before the account's latest reconciliation (its yyyy-mm-dd). */
  beforeLatest: (latestStatementDate: string) =>
    `Statement date must be on or after ${latestStatementDate}, the day of this account's latest reconciliation`,
  notBalanced: (differenceCents: number) =>
    `The cleared balance differs from the statement balance by ${formatCents(differenceCents)}: tick or untick transactions until the difference is 0.00`,
} as const;

/** POST /api/accounts/{id}/reconciliations. */
export interface ReconciliationDraft {
  statementDate: string;
  statementBalanceCents: number;
}

function checkStatementDate(value: unknown, messages: FieldMessages): string | undefined {
  if (value === undefined || value === null || value === '') {
    messages.statementDate = reconciliationMessages.statementDateRequired;
    return undefined;
  }
  if (!isIsoDate(value)) messages.statementDate = reconciliationMessages.statementDateInvalid;
  else if (!isSupportedDate(value)) messages.statementDate = reconciliationMessages.statementDateOutOfRange;
  else return value;
  return undefined;
}

export function checkReconciliation(input: { statementDate?: unknown; statementBalance?: unknown }): DraftCheck<ReconciliationDraft> {
  const messages: FieldMessages = {};
  const statementDate = checkStatementDate(input.statementDate, messages);
  const balance = parseMoney(input.statementBalance, { sign: 'any', label: 'Statement balance' });
  if (!balance.ok) messages.statementBalance = balance.message;
  if (statementDate === undefined || !balance.ok) return { ok: false, messages };
  return { ok: true, draft: { statementDate, statementBalanceCents: balance.cents } };
}

export const reconciliationBodySchema = z.object({
  statementDate: z.string().nullish(),
  statementBalance: z.union([z.string(), z.number()]).nullish(),
});
export type ReconciliationInput = z.input<typeof reconciliationBodySchema>;
export const reconciliationSchema = draftSchema(reconciliationBodySchema, checkReconciliation);

/** GET /api/accounts/{id}/reconciliation?statementDate=: the day is optional (the user's today). */
export const reconciliationQuerySchema = z
  .object({ statementDate: z.string().optional() })
  .transform((input, ctx): { statementDate?: string } => {
    if (input.statementDate === undefined) return {};
    const messages: FieldMessages = {};
    const statementDate = checkStatementDate(input.statementDate, messages);
    if (statementDate !== undefined) return { statementDate };
    ctx.addIssue({
      code: 'custom',
      path: ['statementDate'],
      message: messages.statementDate ?? reconciliationMessages.statementDateInvalid,
    });
    return z.NEVER;
  });

/** PATCH /api/transactions/{id}/cleared. */
export const transactionClearedSchema = z.object({
  cleared: z.boolean({ error: reconciliationMessages.clearedInvalid }),
});

/**
 * `clearedBalanceCents` and `transactionIds`: what the API computed from the read models (see the
 * definitions above) just before sending the command; the decider refuses unless it equals the
 * statement's balance.
 */
export type ReconcileAccount = Command<
  'ReconcileAccount',
  { accountId: string; reconciliationId: string; draft: ReconciliationDraft; clearedBalanceCents: number; transactionIds: string[] }
>;
