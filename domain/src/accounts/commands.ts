import type { Command } from '../core/commands';
import type { AccountBalanceDraft, AccountDraft, AccountUpdateDraft } from './drafts';
import type { ReconcileAccount } from './reconciliation';

/** What the API looks up in the balance read model before sending a balance-changing command. */
export interface AccountBalanceContext {
  /** The account's derived current balance (as the form showed it), before this command. */
  currentBalanceCents: number;
}

/** `adjustmentId`: a fresh uuid, used only if `draft.balanceCents` differs from the starting balance. */
export type OpenAccount = Command<'OpenAccount', { accountId: string; adjustmentId: string; draft: AccountDraft }>;

/**
 * Fields absent from the draft keep their stored value. `context` is required when `draft.balanceCents` is given.
 * `adjustmentId`: a fresh uuid, used only if a BalanceAdjusted is emitted.
 */
export type UpdateAccount = Command<
  'UpdateAccount',
  { accountId: string; adjustmentId: string; draft: AccountUpdateDraft; context?: AccountBalanceContext }
>;

export type MakeAccountPrimary = Command<'MakeAccountPrimary', { accountId: string }>;

/** What the API counts in the read models before deleting an account: what still names it. */
export interface AccountUsage {
  /** Live transactions with the account as from- or to-account (generated occurrences included). */
  transactions: number;
  /** Live recurring transactions with the account as from- or to-account. */
  recurringTransactions: number;
}

/**
 * `usage` absent: no check (the operator's repair, `void-account`). With it, an account still named by
 * recurring transactions is refused, and one with transactions unless `withTransactions` (the caller
 * deletes them in the same append: see command-api accounts/delete.ts).
 */
export type DeleteAccount = Command<'DeleteAccount', { accountId: string; usage?: AccountUsage; withTransactions?: boolean }>;

/** Set the current balance to `draft.balanceCents`; `draft.date` defaults to metadata.today. */
export type AdjustAccountBalance = Command<
  'AdjustAccountBalance',
  { accountId: string; adjustmentId: string; draft: AccountBalanceDraft; context: AccountBalanceContext }
>;

/** Undelete (issue 10): the deleted account opened again with its last values (not primary). */
export type RestoreAccount = Command<'RestoreAccount', { accountId: string }>;

export type AccountCommand =
  OpenAccount | UpdateAccount | MakeAccountPrimary | DeleteAccount | AdjustAccountBalance | RestoreAccount | ReconcileAccount;
