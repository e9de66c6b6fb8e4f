import type { RecurringTransactionFields } from './fields';

/**
 * JSON shapes of /api/recurring-transactions, written once for command-api and web. Type-only.
 * Money is a decimal string with two decimals.
 */

/** Stored fields the API converts: the absolute cents become the signed `amount`. */
export type RecurringTransactionConvertedField = 'amountCents';

/**
 * A recurring transaction as GET /api/recurring-transactions lists it: its stored fields (fields.ts)
 * under their names (a field added there must be mapped, or the mapping does not compile), and these.
 */
export interface RecurringTransactionJson extends Omit<RecurringTransactionFields, RecurringTransactionConvertedField> {
  id: string;
  /** Signed like a transaction's: expenses negative ("-1200.50"), income and payments positive (sent absolute). */
  amount: string;
  /** The first occurrence on or after the caller's today (X-Time-Zone), null when none is left or inactive. */
  nextOccurrence: string | null;
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
