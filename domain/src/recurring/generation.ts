/**
 * What the worker writes for a recurring transaction, decided day by day (pure; the worker reads the
 * streams and appends). Each occurrence is its own transaction stream whose id the worker derives
 * from (recurring id, day, incarnation): incarnation 0 first; when the generator itself removed an
 * occurrence (an edit dropped the day) and the day is wanted again, the next incarnation is used, so
 * every write is an append to a stream that must not exist yet or has a known revision, and a
 * retried, doubled or killed run can never write a day twice.
 *
 * Rules: the current rule's days within its window (window.ts: from occurrencesFrom, through endDate
 * or the rolling horizon, whichever comes first) are wanted while the record is active. A wanted day without an occurrence gets one,
 * pending (posted when autoPost and the day has come). Future (today or later) pending occurrences
 * the user has not touched follow edits: updated to the rule's fields, or removed when the day is no
 * longer wanted. Posted ones and ones the user switched stay. Deleting the recurring transaction
 * removes every pending occurrence (SPEC section 7); posted ones stay. A day the user deleted stays deleted.
 * Days before the window are left alone, except by a deletion.
 */
import type { IsoDate } from '../shared/dates';
import type { TransactionFields } from '../transactions/state';
import type { TransactionEvent } from '../transactions/events';
import { occurrences } from './occurrences';
import type { RecurringTransactionFields, RecurringTransactionState } from './state';
import { windowStart } from './window';

/** The transaction an occurrence of `rule` on `date` is. */
export function occurrenceFields(rule: RecurringTransactionFields, date: IsoDate, today: IsoDate): TransactionFields {
  return {
    title: rule.title,
    type: rule.type,
    amountCents: rule.amountCents,
    category: rule.category,
    transactionCategoryIds: [...rule.transactionCategoryIds],
    fromAccountId: rule.fromAccountId,
    toAccountId: rule.toAccountId,
    posted: rule.autoPost && date <= today ? 'posted' : 'pending',
    date,
    // Occurrences are never split and start without notes (issue 24): the rule has neither.
    notes: '',
    splits: [],
  };
}

/** The days the current rule wants in its window as of `today`, through `horizon` (none once deleted or while inactive). */
export function wantedDates(state: RecurringTransactionState, horizon: IsoDate, today: IsoDate): IsoDate[] {
  const { record } = state;
  if (!record || state.deleted || !record.isActive) return [];
  return [...occurrences(record, windowStart(record, today), horizon)];
}

/**
 * Every day a run must look at to update or remove occurrences, through `horizon`, sorted: the wanted
 * days, and the days of every rule the record ever had from `today` on (an edit changes only future
 * occurrences). Once deleted, every rule's days from its own window start (a rule written before the
 * window: its start date), so every pending occurrence goes. (The horizon only moves forward, so no
 * earlier run wrote past it.)
 */
export function candidateDates(state: RecurringTransactionState, horizon: IsoDate, today: IsoDate): IsoDate[] {
  const days = new Set<IsoDate>(wantedDates(state, horizon, today));
  for (const rule of state.rules) {
    const from = state.deleted ? (rule.occurrencesFrom ?? rule.startDate) : today;
    for (const day of occurrences(rule, from, horizon)) days.add(day);
  }
  return [...days].sort();
}

/** One occurrence stream as the generator sees it. */
export type OccurrenceStream =
  { status: 'absent' } | { status: 'deleted'; byGenerator: boolean } | { status: 'live'; fields: TransactionFields; touched: boolean };

/**
 * Folds an occurrence stream's events. `touched`: the user switched its status (generated
 * transactions cannot be edited, so that is the only change a user can make short of deleting it).
 */
export function foldOccurrenceStream(events: readonly TransactionEvent[]): OccurrenceStream {
  let stream = { status: 'absent' } as OccurrenceStream;
  for (const event of events) {
    switch (event.type) {
      case 'TransactionRecorded': {
        const { transactionId: _id, userId: _user, recurringTransactionId: _r, isRecurring: _i, ...fields } = event.data;
        stream = { status: 'live', fields, touched: false };
        break;
      }
      case 'TransactionUpdated': {
        const { transactionId: _id, ...fields } = event.data;
        if (stream.status === 'live') stream = { ...stream, fields };
        break;
      }
      case 'TransactionStatusChanged':
        if (stream.status === 'live') stream = { status: 'live', fields: { ...stream.fields, posted: event.data.posted }, touched: true };
        break;
      case 'TransactionDeleted':
        stream = { status: 'deleted', byGenerator: event.data.reason === 'regenerated' };
        break;
    }
  }
  return stream;
}

/** Of a day's incarnations read in order, the one that counts: the first not removed by the generator. */
export function isSupersededIncarnation(stream: OccurrenceStream): boolean {
  return stream.status === 'deleted' && stream.byGenerator;
}

export type OccurrenceAction =
  | { kind: 'none' }
  | { kind: 'create'; fields: TransactionFields }
  | { kind: 'update'; fields: TransactionFields }
  | { kind: 'post' }
  | { kind: 'delete'; reason: 'regenerated' | 'recurring-deleted' };

function sameFields(a: TransactionFields, b: TransactionFields): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * What to do about one day. `stream` is the day's counting incarnation; `wanted` whether the current
 * rule wants the day (wantedDates).
 */
export function planOccurrence(
  state: RecurringTransactionState,
  input: { date: IsoDate; today: IsoDate; wanted: boolean; stream: OccurrenceStream },
): OccurrenceAction {
  const { date, today, wanted, stream } = input;
  const { record } = state;
  if (!record) return { kind: 'none' };
  if (stream.status === 'deleted') return { kind: 'none' };
  if (stream.status === 'absent') {
    return wanted && !state.deleted ? { kind: 'create', fields: occurrenceFields(record, date, today) } : { kind: 'none' };
  }
  const pending = stream.fields.posted === 'pending';
  if (state.deleted) return pending ? { kind: 'delete', reason: 'recurring-deleted' } : { kind: 'none' };
  if (!pending || stream.touched) return { kind: 'none' };
  if (date >= today) {
    if (!wanted) return { kind: 'delete', reason: 'regenerated' };
    const fields = occurrenceFields(record, date, today);
    if (!sameFields(fields, stream.fields)) return { kind: 'update', fields };
  }
  return wanted && record.autoPost && date <= today ? { kind: 'post' } : { kind: 'none' };
}

/** The next occurrence on or after `today` (SPEC section 3's nextOccurrence), or null when none is left. */
export function nextOccurrence(rule: RecurringTransactionFields, today: IsoDate): IsoDate | null {
  if (!rule.isActive) return null;
  const next = occurrences(rule, today).next();
  return next.done ? null : next.value;
}
