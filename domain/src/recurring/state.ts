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
  /** Beyond SPEC: the daily job marks due pending occurrences posted (default false). */
  autoPost: boolean;
}

export interface RecurringTransactionRecord extends RecurringTransactionFields {
  recurringTransactionId: string;
  userId: string;
}

/** One stream per recurring transaction; null before it is created. */
export interface RecurringTransactionState {
  record: RecurringTransactionRecord | null;
  deleted: boolean;
  /** Events folded so far: the stream revision of the next event. */
  eventCount: number;
  /** Stream revision of the last event that changed what to generate (GENERATION_TRIGGER_EVENT_TYPES); -1 before any. */
  ruleRevision: number;
  /** forRevision of the last RecurringOccurrencesGenerated; -1 before any. */
  generatedRevision: number;
  /** The last day any generation run wrote through (null before any). */
  generatedThrough: IsoDate | null;
  /** Every rule the record has had, oldest first: an occurrence of any of them may exist (generation.ts). */
  rules: RecurringTransactionFields[];
}

export const RECURRING_TRANSACTION_STREAM_PREFIX = 'recurring-transaction-';

export function recurringTransactionStreamId(recurringTransactionId: string): string {
  return `${RECURRING_TRANSACTION_STREAM_PREFIX}${recurringTransactionId}`;
}
