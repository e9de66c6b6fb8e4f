import { z } from 'zod';
import { defineEvent, type EventOf } from '../core/events';
import { MAX_AMOUNT_CENTS } from '../shared/money';
import { accountFieldsSchema } from './fields';
import { AccountReconciled } from './reconciliation';

/*
 * All events live in the per-user account-book stream `accounts-<userId>` (see decider.ts).
 * Amounts are integer cents. The current balance is never stored: it is derived as
 * startingBalanceCents + balance effects of transactions and BalanceAdjusted events dated
 * from startingBalanceAsOf to today. The stored fields of an account are in fields.ts.
 */

const cents = z.number().int().min(-MAX_AMOUNT_CENTS).max(MAX_AMOUNT_CENTS);
// New events hold 1901-2099 days (the schemas' rules) and decimal(10,2) adjustments (the decider's); the
// schema stays as loose as what is stored, so older events always load (see defineEvent).
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const AccountOpened = defineEvent({
  type: 'AccountOpened',
  version: 1,
  schema: z.object({ accountId: z.string(), ...accountFieldsSchema.shape, userId: z.string() }),
});

/** Full snapshot after the change; only emitted when something changed. */
export const AccountUpdated = defineEvent({
  type: 'AccountUpdated',
  version: 1,
  schema: z.object({ accountId: z.string(), ...accountFieldsSchema.shape }),
});

/**
 * `accountId` becomes the user's one primary account and `previousPrimaryId` (if any) stops being
 * primary — in this single event, so a read model can never show two primaries.
 */
export const AccountMadePrimary = defineEvent({
  type: 'AccountMadePrimary',
  version: 1,
  schema: z.object({ accountId: z.string(), previousPrimaryId: z.string().nullable() }),
});

/** The user now has no primary account. */
export const AccountPrimaryUnset = defineEvent({ type: 'AccountPrimaryUnset', version: 1, schema: z.object({ accountId: z.string() }) });

/**
 * The user set the current balance to `newBalanceCents`; `amountCents` (= new - previous, never 0)
 * is added to the account on `date`, like a posted transaction. Never an overwrite.
 * Listed as BALANCE_ADJUSTMENT_TITLE ('Balance adjustment').
 */
export const BalanceAdjusted = defineEvent({
  type: 'BalanceAdjusted',
  version: 1,
  schema: z.object({
    accountId: z.string(),
    adjustmentId: z.string(),
    amountCents: z.number().int(),
    date: isoDate,
    previousBalanceCents: z.number().int(),
    newBalanceCents: cents,
  }),
});

/**
 * Soft delete: the account leaves lists and pickers. The API deletes it only once no transaction
 * names it (its transactions are deleted in the same append, issue 13 #4); a transaction that still
 * does (older data, the operator's void-account) keeps its id and shows 'Unknown Account'. If it was
 * the primary, the user has no primary afterwards (`wasPrimary`).
 */
export const AccountDeleted = defineEvent({
  type: 'AccountDeleted',
  version: 1,
  schema: z.object({ accountId: z.string(), wasPrimary: z.boolean() }),
});

export const accountEvents = [
  AccountOpened,
  AccountUpdated,
  AccountMadePrimary,
  AccountPrimaryUnset,
  BalanceAdjusted,
  AccountDeleted,
  AccountReconciled,
];

export type AccountOpenedEvent = EventOf<typeof AccountOpened>;
export type BalanceAdjustedEvent = EventOf<typeof BalanceAdjusted>;
/** Any account event (the union of accountEvents). */
export type AccountEvent = EventOf<(typeof accountEvents)[number]>;
