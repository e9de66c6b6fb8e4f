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
  const accountType = draft.accountType ?? stored.accountType;
  const limit = creditLimitRule(accountType, draft.creditLimitCents !== undefined ? draft.creditLimitCents : stored.creditLimitCents);
  if (!limit.ok) return { ok: false, messages: { creditLimit: limit.message } };
  return {
    ok: true,
    fields: {
      accountName: draft.accountName ?? stored.accountName,
      accountType,
      startingBalanceCents: draft.startingBalanceCents ?? stored.startingBalanceCents,
      startingBalanceAsOf: draft.startingBalanceAsOf ?? stored.startingBalanceAsOf,
      creditLimitCents: limit.creditLimitCents,
      description: draft.description ?? stored.description,
      color: draft.color === undefined ? stored.color : (draft.color ?? defaultAccountColor(accountType)),
      isActive: draft.isActive ?? stored.isActive,
    },
  };
}
