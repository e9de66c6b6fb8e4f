import { describe, expect, it } from 'vitest';
import { fold } from '../core/decider';
import type { TransactionEvent } from '../transactions/events';
import type { TransactionFields } from '../transactions/state';
import { recurringTransactionDecider } from './decider';
import type { RecurringTransactionEvent } from './events';
import {
  candidateDates,
  foldOccurrenceStream,
  isSupersededIncarnation,
  nextOccurrence,
  occurrenceFields,
  planOccurrence,
  wantedDates,
} from './generation';
import type { RecurringTransactionFields } from './state';
import { generationHorizon } from './window';

const id = 'r0000000-0000-4000-8000-000000000001';
const userId = 'a0000000-0000-4000-8000-000000000001';
const checking = 'c0000000-0000-4000-8000-000000000001';

const rent: RecurringTransactionFields = {
  title: 'Rent',
  amountCents: 120000,
  type: 'expense',
  category: '',
  transactionCategoryIds: [],
  fromAccountId: checking,
  toAccountId: null,
  frequency: 'monthly',
  startDate: '2026-01-31',
  endDate: '2026-06-30',
  biMonthlyDates: [],
  isActive: true,
  autoPost: false,
};
/** occurrencesFrom: the start date unless given (null: a rule written before the window existed). */
const created = (
  fields: RecurringTransactionFields = rent,
  occurrencesFrom: string | null = fields.startDate,
): RecurringTransactionEvent => ({
  type: 'RecurringTransactionCreated',
  data: { recurringTransactionId: id, userId, ...fields, occurrencesFrom },
});
const updated = (fields: Partial<RecurringTransactionFields>, occurrencesFrom?: string | null): RecurringTransactionEvent => ({
  type: 'RecurringTransactionUpdated',
  data: {
    recurringTransactionId: id,
    ...rent,
    ...fields,
    occurrencesFrom: occurrencesFrom === undefined ? (fields.startDate ?? rent.startDate) : occurrencesFrom,
  },
});
/** Runs in these tests act as of this day unless they say otherwise. */
const runDay = '2026-01-15';
const deleted: RecurringTransactionEvent = { type: 'RecurringTransactionDeleted', data: { recurringTransactionId: id } };
const stateOf = (...events: RecurringTransactionEvent[]) => fold(recurringTransactionDecider, events);

const pendingOn = (date: string, overrides: Partial<TransactionFields> = {}): TransactionFields => ({
  title: 'Rent',
  type: 'expense',
  amountCents: 120000,
  category: '',
  transactionCategoryIds: [],
  fromAccountId: checking,
  toAccountId: null,
  posted: 'pending',
  date,
  notes: '',
  splits: [],
  ...overrides,
});
const live = (date: string, overrides: Partial<TransactionFields> = {}, touched = false) =>
  ({ status: 'live', fields: pendingOn(date, overrides), touched }) as const;

describe('which days a recurring transaction wants', () => {
  it('from its start through its end, months clamped (Jan 31 -> Feb 28 -> Mar 31)', () => {
    expect(wantedDates(stateOf(created()), '2099-12-31', runDay)).toEqual([
      '2026-01-31',
      '2026-02-28',
      '2026-03-31',
      '2026-04-30',
      '2026-05-31',
      '2026-06-30',
    ]);
  });

  it('open-ended: through the rolling horizon of the run, 31 December of next year', () => {
    const open = stateOf(created({ ...rent, endDate: null }));
    expect(generationHorizon('2026-01-15')).toBe('2027-12-31');
    const days = wantedDates(open, generationHorizon('2026-01-15'), runDay);
    expect(days.at(-1)).toBe('2027-12-31');
    expect(days).toHaveLength(24);
    expect(generationHorizon('2099-06-01')).toBe('2099-12-31');
  });

  it('from the first day of its window (occurrencesFrom), not from its start date', () => {
    const since2020 = { ...rent, startDate: '2020-01-31', endDate: null };
    expect(wantedDates(stateOf(created(since2020, '2025-01-15')), '2026-01-15', runDay)[0]).toBe('2025-01-31');
    expect(wantedDates(stateOf(created(since2020)), '2026-01-15', runDay)[0]).toBe('2020-01-31');
    // A rule written before the window existed: new work looks one year back from the run's day.
    expect(wantedDates(stateOf(created(since2020, null)), '2026-06-15', '2026-06-15')[0]).toBe('2025-06-30');
  });

  it('none while inactive or once deleted', () => {
    expect(wantedDates(stateOf(created(), updated({ isActive: false })), '2099-12-31', runDay)).toEqual([]);
    expect(wantedDates(stateOf(created(), deleted), '2099-12-31', runDay)).toEqual([]);
  });

  it('candidates: the wanted days, and the future days of every rule it ever had, so an edit can remove the old ones', () => {
    const state = stateOf(created(), updated({ frequency: 'quarterly', startDate: '2026-02-15' }));
    expect(candidateDates(state, '2099-12-31', '2026-03-01')).toEqual([
      '2026-02-15',
      '2026-03-31',
      '2026-04-30',
      '2026-05-15',
      '2026-05-31',
      '2026-06-30',
    ]);
  });

  it('candidates after an edit leave the days before the window alone (a rule from before the window included)', () => {
    const old = { ...rent, startDate: '2001-01-31', endDate: null };
    const state = stateOf(created(old, null), updated({ ...old, amountCents: 1 }, '2025-03-01'));
    const days = candidateDates(state, '2027-12-31', '2026-03-01');
    expect(days[0]).toBe('2025-03-31');
    expect(days.at(-1)).toBe('2027-12-31');
  });

  it('candidates once deleted: every rule from its own window start (a rule from before the window: its start date)', () => {
    const old = { ...rent, startDate: '2001-01-31', endDate: '2001-04-30' };
    expect(candidateDates(stateOf(created(old, null), deleted), '2027-12-31', '2026-03-01')).toEqual([
      '2001-01-31',
      '2001-02-28',
      '2001-03-31',
      '2001-04-30',
    ]);
    const windowed = stateOf(created({ ...old, endDate: null }, '2025-12-01'), updated({ startDate: '2026-02-15' }), deleted);
    expect(candidateDates(windowed, '2026-04-30', '2026-03-01')).toEqual([
      '2025-12-31',
      '2026-01-31',
      '2026-02-15',
      '2026-02-28',
      '2026-03-15',
      '2026-03-31',
      '2026-04-15',
      '2026-04-30',
    ]);
  });
});

describe('reading an occurrence stream', () => {
  const recorded: TransactionEvent = {
    type: 'TransactionRecorded',
    data: { transactionId: 't', userId, ...pendingOn('2026-03-31'), recurringTransactionId: id, isRecurring: true },
  };
  it('absent, live, touched by a status switch, deleted by the user or by the generator', () => {
    expect(foldOccurrenceStream([])).toEqual({ status: 'absent' });
    expect(foldOccurrenceStream([recorded])).toEqual(live('2026-03-31'));
    const switched: TransactionEvent = { type: 'TransactionStatusChanged', data: { transactionId: 't', posted: 'posted' } };
    expect(foldOccurrenceStream([recorded, switched])).toEqual(live('2026-03-31', { posted: 'posted' }, true));
    const byUser = foldOccurrenceStream([recorded, { type: 'TransactionDeleted', data: { transactionId: 't' } }]);
    expect(byUser).toEqual({ status: 'deleted', byGenerator: false });
    expect(isSupersededIncarnation(byUser)).toBe(false);
    const byGenerator = foldOccurrenceStream([
      recorded,
      { type: 'TransactionDeleted', data: { transactionId: 't', reason: 'regenerated' } },
    ]);
    expect(isSupersededIncarnation(byGenerator)).toBe(true);
  });
});

describe('what to do about one day', () => {
  const today = '2026-03-15';
  const plan = (state: ReturnType<typeof stateOf>, date: string, stream: Parameters<typeof planOccurrence>[1]['stream']) =>
    planOccurrence(state, { date, today, wanted: wantedDates(state, '2099-12-31', today).includes(date), stream });

  it('creates a wanted day that has no occurrence, past days included, pending', () => {
    const state = stateOf(created());
    expect(plan(state, '2026-01-31', { status: 'absent' })).toEqual({ kind: 'create', fields: pendingOn('2026-01-31') });
    expect(plan(state, '2026-04-30', { status: 'absent' })).toEqual({ kind: 'create', fields: pendingOn('2026-04-30') });
  });

  it('leaves alone a day the user deleted, and creates nothing once deleted', () => {
    expect(plan(stateOf(created()), '2026-04-30', { status: 'deleted', byGenerator: false })).toEqual({ kind: 'none' });
    expect(plan(stateOf(created(), deleted), '2026-04-30', { status: 'absent' })).toEqual({ kind: 'none' });
  });

  it('an edit updates future untouched pending occurrences; past, posted and switched ones stay', () => {
    const state = stateOf(created(), updated({ amountCents: 130000 }));
    expect(plan(state, '2026-04-30', live('2026-04-30'))).toEqual({
      kind: 'update',
      fields: pendingOn('2026-04-30', { amountCents: 130000 }),
    });
    expect(plan(state, '2026-02-28', live('2026-02-28'))).toEqual({ kind: 'none' });
    expect(plan(state, '2026-04-30', live('2026-04-30', { posted: 'posted' }))).toEqual({ kind: 'none' });
    expect(plan(state, '2026-04-30', live('2026-04-30', {}, true))).toEqual({ kind: 'none' });
  });

  it('an edit removes future untouched pending occurrences of days no longer wanted', () => {
    const state = stateOf(created(), updated({ endDate: '2026-03-31' }));
    expect(plan(state, '2026-04-30', live('2026-04-30'))).toEqual({ kind: 'delete', reason: 'regenerated' });
    expect(plan(state, '2026-04-30', live('2026-04-30', { posted: 'posted' }))).toEqual({ kind: 'none' });
    expect(plan(state, '2026-03-31', live('2026-03-31'))).toEqual({ kind: 'none' });
  });

  it('deleting the recurring transaction removes every pending occurrence (SPEC section 7), touched or past; posted stay', () => {
    const state = stateOf(created(), deleted);
    expect(plan(state, '2026-02-28', live('2026-02-28'))).toEqual({ kind: 'delete', reason: 'recurring-deleted' });
    expect(plan(state, '2026-04-30', live('2026-04-30', {}, true))).toEqual({ kind: 'delete', reason: 'recurring-deleted' });
    expect(plan(state, '2026-04-30', live('2026-04-30', { posted: 'posted' }, true))).toEqual({ kind: 'none' });
  });

  it('autoPost: due days are created posted and due pending ones are posted; future ones stay pending', () => {
    const state = stateOf(created({ ...rent, autoPost: true }));
    expect(plan(state, '2026-02-28', { status: 'absent' })).toEqual({
      kind: 'create',
      fields: pendingOn('2026-02-28', { posted: 'posted' }),
    });
    expect(plan(state, '2026-02-28', live('2026-02-28'))).toEqual({ kind: 'post' });
    expect(plan(state, '2026-04-30', { status: 'absent' })).toEqual({ kind: 'create', fields: pendingOn('2026-04-30') });
    expect(plan(state, '2026-02-28', live('2026-02-28', {}, true))).toEqual({ kind: 'none' });
  });

  it('an occurrence is the rule on that day', () => {
    const payment = { ...rent, type: 'payment' as const, toAccountId: 'x', transactionCategoryIds: ['k'], category: 'Home' };
    expect(occurrenceFields(payment, '2026-05-31', today)).toEqual(
      pendingOn('2026-05-31', { type: 'payment', toAccountId: 'x', transactionCategoryIds: ['k'], category: 'Home' }),
    );
  });
});

describe('nextOccurrence', () => {
  it('is the first day on or after today, null when none is left or inactive', () => {
    expect(nextOccurrence(rent, '2026-03-01')).toBe('2026-03-31');
    expect(nextOccurrence(rent, '2026-03-31')).toBe('2026-03-31');
    expect(nextOccurrence(rent, '2026-07-01')).toBeNull();
    expect(nextOccurrence({ ...rent, isActive: false }, '2026-03-01')).toBeNull();
  });
});
