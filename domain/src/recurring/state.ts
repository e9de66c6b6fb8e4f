import type { IsoDate } from '../shared/dates';
import type { TransactionType } from '../transactions/constants';
import type { RecurringFrequency } from './occurrences';

/**
 * Every stored field of a recurring transaction (SPEC section 3). The amount is kept like a
 * transaction's: absolute cents plus the type, signed by `signedAmountCents` (expense negative).
 * `nextOccurrence` is not stored: it follows from the rule and the day (occurrences.ts).
 */
export interface RecurringTransactionFields {
  title: string;
  amountCents: number;
  type: TransactionType;
  /** The free text ('' when none); the projection names the first chosen category. */
  category: string;
  transactionCategoryIds: string[];
  /** Set for expense and payment, null for income. */
  fromAccountId: string | null;
  /** Set for income and payment, null for expense. */
  toAccountId: string | null;
  frequency: RecurringFrequency;
  startDate: IsoDate;
  /** null: open-ended (the worker generates through a rolling horizon). */
  endDate: IsoDate | null;
  /** The two chosen days for bi-monthly, in the order chosen; [] for every other frequency. */
  biMonthlyDates: number[];
  isActive: boolean;
}

export interface RecurringTransactionRecord extends RecurringTransactionFields {
  recurringTransactionId: string;
  userId: string;
}

/** One stream per recurring transaction; null before it is created. */
export interface RecurringTransactionState {
  record: RecurringTransactionRecord | null;
  deleted: boolean;
}

export const RECURRING_TRANSACTION_STREAM_PREFIX = 'recurring-transaction-';

export function recurringTransactionStreamId(recurringTransactionId: string): string {
  return `${RECURRING_TRANSACTION_STREAM_PREFIX}${recurringTransactionId}`;
}
