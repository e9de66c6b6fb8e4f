import type { TransactionFields } from './fields';

/**
 * JSON shapes of /api/transactions and /api/money/summary, written once for command-api and web.
 * Type-only. Money is a decimal string with two decimals.
 */

/** Stored fields the API converts: the absolute cents become the signed `amount`. */
export type TransactionConvertedField = 'amountCents';

/**
 * A transaction as every /api/transactions route returns it: its stored fields (fields.ts) under
 * their names (a field added there must be mapped, or the mapping does not compile), and these.
 */
export interface TransactionJson extends Omit<TransactionFields, TransactionConvertedField> {
  id: string;
  /** Signed decimal string: expenses negative ("-12.30"), income and payments positive. */
  amount: string;
  recurringTransactionId: string | null;
  isRecurring: boolean;
  createdAt: string;
  updatedAt: string;
}

/**
 * GET /api/transactions?changedSince=<token> (beyond SPEC: the list's incremental polling).
 * The token is the X-Read-Position of an earlier answer to this user (opaque: the server seals
 * event-log positions per user, so none shows how much others write); the list's filters apply.
 */
export interface TransactionChangesJson {
  /** An opaque token: send it as the next changedSince (the X-Read-Position header holds another for the same point). */
  position: string;
  /** Created or changed since, matching the filters, oldest change first. */
  changed: TransactionJson[];
  /** Deleted since, or changed so that they no longer match the filters: drop them. */
  removedIds: string[];
  /** Too many changes to send: reload the list instead (changed and removedIds are empty then). */
  truncated: boolean;
}

/** Totals of a set of transactions. */
export interface MoneyTotalsJson {
  income: string;
  /** Absolute sum of expenses. */
  expenses: string;
  /** income - expenses */
  net: string;
  payments: string;
  incomeCount: number;
  expenseCount: number;
  paymentCount: number;
  transactionCount: number;
}

/** GET /api/money/summary?month=yyyy-mm (default: the caller's current month, X-Time-Zone). */
export interface MoneySummaryJson {
  month: string;
  /** Transactions dated in `month`, any status. */
  monthTotals: MoneyTotalsJson;
  /** Every transaction of the user, any date and status. */
  allTime: MoneyTotalsJson;
  /** `month`'s expenses by first category, largest first; categoryId null = no category, category null = none or deleted. */
  categories: Array<{ categoryId: string | null; category: string | null; spent: string; count: number }>;
  /**
   * Posted balance of every live account at the end of `date`, the last day of the month before
   * `month` (balance adjustments included; an account's starting balance before its as-of day):
   * the base of "vs last month".
   */
  previousMonthEnd: { date: string; balances: Array<{ accountId: string; balance: string }> };
}
