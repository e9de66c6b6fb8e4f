import type { Command } from '../core/commands';
import type { AccountInput } from './schemas';

export type { AccountInput };

/** What the API looks up in the balance read model before sending a balance-changing command. */
export interface AccountBalanceContext {
  /** The account's derived current balance (as the form showed it), before this command. */
  currentBalanceCents: number;
}

/** `adjustmentId`: a fresh uuid, used only if `input.balance` differs from the starting balance. */
export type OpenAccount = Command<'OpenAccount', { accountId: string; adjustmentId: string; input: AccountInput }>;

/**
 * Fields left undefined keep their stored value. `context` is required when `input.balance` is given.
 * `adjustmentId`: a fresh uuid, used only if a BalanceAdjusted is emitted.
 */
export type UpdateAccount = Command<
  'UpdateAccount',
  { accountId: string; adjustmentId: string; input: AccountInput; context?: AccountBalanceContext }
>;

export type MakeAccountPrimary = Command<'MakeAccountPrimary', { accountId: string }>;

export type DeleteAccount = Command<'DeleteAccount', { accountId: string }>;

/** Set the current balance to `balance`; `date` defaults to metadata.today. */
export type AdjustAccountBalance = Command<
  'AdjustAccountBalance',
  { accountId: string; adjustmentId: string; balance: string | number; date?: string; context: AccountBalanceContext }
>;

export type AccountCommand = OpenAccount | UpdateAccount | MakeAccountPrimary | DeleteAccount | AdjustAccountBalance;
