/**
 * Account rules that run both on a body (validation.ts, for the schemas) and on an update merged
 * with the stored account (the decider): one definition, no import circle.
 */
import type { FieldMessages } from '../shared/fields';
import type { AccountUpdateDraft } from './drafts';
import { ACCOUNT_TYPE_COLORS, type AccountType, accountMessages, accountTypeHasCreditLimit, DEFAULT_ACCOUNT_COLOR } from './constants';
import type { AccountFields } from './state';

/** The colour an account gets when none is given: its type's (SPEC section 9), or the default when the type is unknown. */
export function defaultAccountColor(type: AccountType | undefined): string {
  return type ? ACCOUNT_TYPE_COLORS[type] : DEFAULT_ACCOUNT_COLOR;
}

/** Credit types require a limit; every other type stores none. */
export function creditLimitRule(
  type: AccountType,
  limitCents: number | null,
): { ok: true; creditLimitCents: number | null } | { ok: false; message: string } {
  if (!accountTypeHasCreditLimit(type)) return { ok: true, creditLimitCents: null };
  return limitCents === null ? { ok: false, message: accountMessages.creditLimitRequired } : { ok: true, creditLimitCents: limitCents };
}

/** An update draft laid over the stored account, the credit-limit rule checked on the merged type. */
export function mergeAccountUpdate(
  stored: AccountFields,
  draft: AccountUpdateDraft,
): { ok: true; fields: AccountFields } | { ok: false; messages: FieldMessages } {
  // Fields the draft gives replace the stored ones (the draft holds no undefined values); type, limit
  // and colour are settled together below, so a new plain field needs no line here.
  const { balanceCents: _balance, isPrimary: _primary, creditLimitCents, color, ...given } = draft;
  const accountType = draft.accountType ?? stored.accountType;
  const limit = creditLimitRule(accountType, creditLimitCents !== undefined ? creditLimitCents : stored.creditLimitCents);
  if (!limit.ok) return { ok: false, messages: { creditLimit: limit.message } };
  return {
    ok: true,
    fields: {
      ...stored,
      ...given,
      accountType,
      creditLimitCents: limit.creditLimitCents,
      color: color === undefined ? stored.color : (color ?? defaultAccountColor(accountType)),
    },
  };
}

/**
 * Credit cards and loans / lines of credit (issue 24): their forms ask what is owed, as a positive
 * number. Stored balances keep the one sign convention the ledger, summaries and credit usage read:
 * money owed is a negative balance. So owed 350.00 is stored as -350.00, and a card in credit
 * (overpaid) is a negative amount owed. The conversion is the form's, on the way in and out; no
 * event changes meaning.
 */
export function asksAmountOwed(type: AccountType): boolean {
  return accountTypeHasCreditLimit(type);
}

/** Owed cents to the stored balance's cents, and back (the same negation; 0 stays 0, never -0). */
export function owedToBalanceCents(owedCents: number): number {
  return owedCents === 0 ? 0 : -owedCents;
}
export const balanceToOwedCents = owedToBalanceCents;

/** The line under an "Amount Owed" field: the sign rule, so what is typed and what is stored agree. */
export const AMOUNT_OWED_HINT =
  'Enter what you owe as a positive number (a card in credit: negative). It is kept as a negative balance, a liability.';
