/**
 * What the account schemas parse a body into (schemas.ts), and what account commands carry:
 * cents as integers, calendar days as checked yyyy-mm-dd strings, trimmed texts. Types only.
 */
import type { AccountFields } from './state';

/** POST /api/accounts (accountCreateSchema): every stored field, defaults applied. */
export interface AccountDraft extends AccountFields {
  /** The entered current balance, when given: its difference from the starting balance becomes a BalanceAdjusted. */
  balanceCents?: number;
  /** Only set when the body says true or false. */
  isPrimary?: boolean;
}

/**
 * PUT /api/accounts/{id} (accountUpdateSchema): an absent field keeps its stored value.
 * `creditLimitCents: null` is an emptied limit (a credit type refuses it once merged);
 * `color: null` is an emptied colour, which becomes the merged type's colour.
 */
export interface AccountUpdateDraft extends Partial<Omit<AccountFields, 'color'>> {
  color?: string | null;
  balanceCents?: number;
  isPrimary?: boolean;
}

/** A balance edit (accountBalanceSchema); `date` absent means the user's today. */
export interface AccountBalanceDraft {
  balanceCents: number;
  date?: string;
}
