import type { TransactionType } from '../transactions/constants';
import type { RecurringFrequency } from './occurrences';

/**
 * JSON shapes of /api/recurring-transactions, written once for command-api and web. Type-only.
 * Money is a decimal string with two decimals.
 */

/** A recurring transaction as GET /api/recurring-transactions lists it. */
export interface RecurringTransactionJson {
  id: string;
  title: string;
  /** Signed like a transaction's: expenses negative ("-1200.50"), income and payments positive (sent absolute). */
  amount: string;
  type: TransactionType;
  /** Name of the first chosen category ('' when none). */
  category: string;
  transactionCategoryIds: string[];
  fromAccountId: string | null;
  toAccountId: string | null;
  frequency: RecurringFrequency;
  /** yyyy-mm-dd */
  startDate: string;
  /** yyyy-mm-dd, or null: open-ended. */
  endDate: string | null;
  /** The two days for bi-monthly, [] otherwise. */
  biMonthlyDates: number[];
  /** The first occurrence on or after the caller's today (X-Time-Zone), null when none is left or inactive. */
  nextOccurrence: string | null;
  isActive: boolean;
  /** Beyond SPEC: occurrences are marked posted on their day by the daily job. */
  autoPost: boolean;
  createdAt: string;
  updatedAt: string;
}

/**
 * What POST, PUT and POST .../generate answer: the recurring transaction, and whether the worker had
 * written its occurrences before the answer ('complete'; X-Position then covers them), or was still
 * at it after the wait ('pending': they appear in the lists as the worker finishes; nothing is lost,
 * the event log drives the work). DELETE answers 204 after the same wait.
 */
export interface RecurringTransactionWriteJson extends RecurringTransactionJson {
  generation: 'complete' | 'pending';
}
