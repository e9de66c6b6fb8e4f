/*
 * GET /api/history/{kind}/{id}: every event of one record, oldest first (types only; web imports them).
 */
import type { EventActor } from '../core/events';
import type { HistoryKind } from './kinds';

/** How the event's user acted; 'unknown' for events written before it was recorded. */
export type HistoryActorJson = EventActor | { via: 'unknown' };

/** What a field's value names, so the web can show a name instead of an id ('categories': ids joined by ','). */
export type HistoryReference = 'account' | 'categories' | 'recurring-transaction';

/** How the web shows a value beyond its text. */
export type HistoryValueFormat = 'money';

/** One field that moved: display values (money '12.00', days yyyy-mm-dd, 'Yes'/'No'); null = none. */
export interface HistoryChangeJson {
  field: string;
  label: string;
  before: string | null;
  after: string | null;
  ref?: HistoryReference;
  /** 'money': the values are decimal strings of dollars, which the web shows with their sign (issue 26). */
  format?: HistoryValueFormat;
}

export interface HistoryEntryJson {
  /** An opaque token of the event's place in the log, for this user (unique per answer; entries come in order). */
  position: string;
  /** ISO instant: the server's clock when it was written. */
  at: string;
  actor: HistoryActorJson;
  /** Written by the caller themself (false: the worker on their behalf, an operator, or nobody known). */
  you: boolean;
  requestId: string | null;
  /** The event type as stored, e.g. 'TransactionUpdated'. */
  type: string;
  /** In plain words: 'Created', 'Amount changed', 'Edited', 'Status changed', 'Deleted'... */
  label: string;
  changes: HistoryChangeJson[];
  /** An operator's repair: the reason they gave. */
  repairReason?: string;
  /** Transactions: POST /api/history/transaction/{id}/restore with this position brings it back to this state. */
  restorable?: boolean;
}

/** POST /api/history/transaction/{id}/restore: the entry whose state to go back to (its `position` token). */
export interface RestoreVersionBody {
  position: string;
}

export interface RecordHistoryJson {
  kind: HistoryKind;
  id: string;
  entries: HistoryEntryJson[];
}

/** The kinds a deleted record of can be restored (POST /api/history/{kind}/{id}/restore without a position). */
export const RESTORABLE_KINDS = [
  'transaction',
  'account',
  'category',
  'goal',
  'workout',
  'meal',
  'rule',
  'recipe',
  'body-weight',
  'recurring-transaction', // issue 26: with the occurrences its deletion removed
] as const;
export type RestorableKind = (typeof RESTORABLE_KINDS)[number];

export function isRestorableKind(value: unknown): value is RestorableKind {
  return typeof value === 'string' && (RESTORABLE_KINDS as readonly string[]).includes(value);
}

/** GET /api/history/deleted?kind=: one of the caller's deleted records, latest deletion first. */
export interface DeletedRecordJson {
  kind: RestorableKind;
  id: string;
  /** Its title or name when deleted. */
  name: string;
  /** ISO instant of the deletion. */
  deletedAt: string;
  /** Its last values in plain words, e.g. 'Expense · 12.30 · 2026-11-21'. */
  details: string;
  /**
   * What its deletion removed with it and its restore brings back (issue 26: an account's
   * transactions, a recurring transaction's occurrences): how many, and the latest of them (at most 20), which are not listed on their own.
   */
  deletedWith?: { kind: 'transaction'; count: number; records: DeletedRecordJson[] };
}

/** POST /api/history/{kind}/{id}/restore: the record live again (undelete) or back to a version (any kind with versions, issue 26). */
export interface RestoredRecordJson {
  kind: RestorableKind | 'schedule' | 'budget';
  id: string;
}
