import type { TransactionFields } from './fields';

/**
 * JSON shapes of /api/transactions and /api/money/summary, written once for command-api and web.
 * Type-only. Money is a decimal string with two decimals.
 */

/** Stored fields the API converts: the absolute cents become the signed `amount`; split lines' cents become `amount` too. */
export type TransactionConvertedField = 'amountCents' | 'splits';

/**
 * One line of a split transaction (issue 24). `amount` is ABSOLUTE, two decimals ("12.30"): the
 * transaction's type gives the sign, as in a body. The category's name comes from the categories list.
 */
export interface TransactionSplitJson {
  categoryId: string;
  amount: string;
  memo: string;
}

/**
 * A transaction as every /api/transactions route returns it: its stored fields (fields.ts) under
 * their names (a field added there must be mapped, or the mapping does not compile), and these.
 */
export interface TransactionJson extends Omit<TransactionFields, TransactionConvertedField> {
  id: string;
  /** Signed decimal string: expenses negative ("-12.30"), income and payments positive. */
  amount: string;
  /** The split's lines, adding up to the absolute amount; [] when not split (issue 24). */
  splits: TransactionSplitJson[];
  recurringTransactionId: string | null;
  isRecurring: boolean;
  createdAt: string;
  updatedAt: string;
  /**
   * GET /api/transactions?accountId= only (issue 24, the account's register): that account's
   * balance after this row in ledger order, posted only and with pending (null before the
   * starting balance's as-of day). Absent elsewhere (and when viewing the past).
   */
  balanceAfter?: string | null;
  balanceAfterWithPending?: string | null;
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
  /** `month`'s expenses by first category (a split: each line's, issue 24), largest first; categoryId null = no category, category null = none or deleted. */
  categories: Array<{ categoryId: string | null; category: string | null; spent: string; count: number }>;
  /**
   * Posted balance of every live account at the end of `date`, the last day of the month before
   * `month` (balance adjustments included; an account's starting balance before its as-of day):
   * the base of "vs last month".
   */
  previousMonthEnd: { date: string; balances: Array<{ accountId: string; balance: string }> };
}

/**
 * GET /api/money/upcoming?limit=&accountId= (issue 24): the next transactions dated after the caller's
 * `today` (X-Time-Zone), soonest first; the money overview's 'Upcoming' list, kept out of its recent ones.
 */
export interface MoneyUpcomingJson {
  today: string;
  /** Every transaction dated after `today` (of the account, when asked), however many are listed. */
  total: number;
  transactions: TransactionJson[];
}
