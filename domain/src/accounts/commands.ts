import type { Command } from '../core/commands';
import type { AccountBalanceDraft, AccountDraft, AccountUpdateDraft } from './drafts';

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

export type DeleteAccount = Command<'DeleteAccount', { accountId: string }>;

/** Set the current balance to `draft.balanceCents`; `draft.date` defaults to metadata.today. */
export type AdjustAccountBalance = Command<
  'AdjustAccountBalance',
  { accountId: string; adjustmentId: string; draft: AccountBalanceDraft; context: AccountBalanceContext }
>;

export type AccountCommand = OpenAccount | UpdateAccount | MakeAccountPrimary | DeleteAccount | AdjustAccountBalance;
