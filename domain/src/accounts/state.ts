import type { AccountFields } from './fields';

export type { AccountFields } from './fields';

export interface AccountRecord extends AccountFields {
  accountId: string;
  /** Soft-deleted: kept so its id is never reused, but every command on it is NotFound. */
  deleted: boolean;
}

/** State of the per-user account book (stream `accounts-<userId>`). */
export interface AccountBookState {
  userId: string | null;
  accounts: Readonly<Record<string, AccountRecord>>;
  primaryAccountId: string | null;
  /** Issue 24: each reconciled account's latest statement day (a new reconciliation may not go back before it). */
  reconciledThrough: Readonly<Record<string, string>>;
}

/** Stream ids of account books start with this, then the user id. */
export const ACCOUNT_BOOK_STREAM_PREFIX = 'accounts-';

export function accountBookStreamId(userId: string): string {
  return `${ACCOUNT_BOOK_STREAM_PREFIX}${userId}`;
}

/** The account if it exists and is not deleted. */
export function findLiveAccount(state: AccountBookState, accountId: string): AccountRecord | undefined {
  const record = state.accounts[accountId];
  return record && !record.deleted ? record : undefined;
}
