import type { BALANCE_ADJUSTMENT_TITLE } from './constants';
import type { AccountFields } from './state';

/**
 * JSON shapes of /api/accounts, written once: command-api's mapping returns them and web reads
 * them, so the compiler checks the server against what the client expects. Type-only.
 * Money is a decimal string with two decimals ("1234.50").
 */

/** Stored fields the API renames or converts (cents to money strings; SPEC spells the day `startingBalanceAsof`). */
export type AccountConvertedField = 'startingBalanceCents' | 'startingBalanceAsOf' | 'creditLimitCents';

/**
 * Stored fields the API returns as they are, under the same names: accountName, accountType,
 * description, color, isActive. A field added to the events (accountFieldsSchema) joins them by itself.
 */
export type AccountPlainFields = Omit<AccountFields, AccountConvertedField>;

/** GET /api/accounts item (also the body POST and PUT answer with): the plain fields and these. */
export interface AccountJson extends AccountPlainFields {
  id: string;
  /** Current balance: starting balance + posted transactions and adjustments dated from startingBalanceAsof to today. */
  balance: string;
  /** The same with pending transactions included. */
  balanceAll: string;
  startingBalance: string;
  startingBalanceAsof: string;
  creditLimit: string | null;
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

/**
 * GET /api/accounts/:id/usage: what still names the account, for the delete dialog (issue 13 #4).
 * DELETE answers 409 `{ error, count }` while `transactions` > 0 unless `?withTransactions=true`,
 * and 409 `{ error, recurringTransactions }` while `recurringTransactions` > 0.
 */
export interface AccountUsageJson {
  /** Live transactions from or to the account (generated occurrences included). */
  transactions: number;
  /** Of those, payments between this and another account (deleting them changes that one's balance). */
  transfers: number;
  recurringTransactions: number;
}

/** Issue 24: one transaction the reconcile dialog may tick (posted, not locked, dated up to the statement day). */
export interface ReconcileTransactionJson {
  id: string;
  date: string;
  title: string;
  type: string;
  /** Its effect on this account, signed: money in positive, money out negative ("-12.30"). */
  amount: string;
  cleared: boolean;
}

/** Issue 24: the account's latest finished reconciliation (the register's "Reconciled to" line). */
export interface ReconciliationSummaryJson {
  reconciliationId: string;
  statementDate: string;
  statementBalance: string;
  transactionCount: number;
}

/** GET /api/accounts/{id}/reconciliation?statementDate= (domain/src/accounts/reconciliation.ts defines the cleared balance). */
export interface ReconciliationJson {
  accountId: string;
  statementDate: string;
  clearedBalance: string;
  lastReconciliation: ReconciliationSummaryJson | null;
  transactions: ReconcileTransactionJson[];
  /** Every transaction of the account a reconciliation locked, with the statement day that locked it. */
  locked: Record<string, string>;
  /** Every cleared transaction of the account (any day). */
  clearedIds: string[];
}
