import type { IsoDate } from '../shared/dates';
import type { RecurringTransactionFields } from './fields';

export type { RecurringTransactionFields } from './fields';

/** A rule as a generation run reads it: the stored fields and the first day it has occurrences for (events.ts). */
export interface RecurringTransactionRule extends RecurringTransactionFields {
  /** null: a rule written before the window existed (its occurrences may reach back to startDate). */
  occurrencesFrom: IsoDate | null;
}

export interface RecurringTransactionRecord extends RecurringTransactionRule {
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
  rules: RecurringTransactionRule[];
}

export const RECURRING_TRANSACTION_STREAM_PREFIX = 'recurring-transaction-';

export function recurringTransactionStreamId(recurringTransactionId: string): string {
  return `${RECURRING_TRANSACTION_STREAM_PREFIX}${recurringTransactionId}`;
}
