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
