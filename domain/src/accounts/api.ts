import type { AccountType, BALANCE_ADJUSTMENT_TITLE } from './constants';

/**
 * JSON shapes of /api/accounts, written once: command-api's mapping returns them and web reads
 * them, so the compiler checks the server against what the client expects. Type-only.
 * Money is a decimal string with two decimals ("1234.50").
 */

/** GET /api/accounts item (also the body POST and PUT answer with). */
export interface AccountJson {
  id: string;
  accountName: string;
  accountType: AccountType;
  /** Current balance: starting balance + posted transactions and adjustments dated from startingBalanceAsof to today. */
  balance: string;
  /** The same with pending transactions included. */
  balanceAll: string;
  startingBalance: string;
  startingBalanceAsof: string;
  creditLimit: string | null;
  description: string;
  color: string;
  isActive: boolean;
  isPrimary: boolean;
  createdAt: string;
  updatedAt: string;
}

/** GET /api/accounts/:id/adjustments item. */
export interface AdjustmentJson {
  id: string;
  accountId: string;
  title: typeof BALANCE_ADJUSTMENT_TITLE;
  /** Signed: what the adjustment added to the balance. */
  amount: string;
  date: string;
  previousBalance: string;
  newBalance: string;
  createdAt: string;
}
