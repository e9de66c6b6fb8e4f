import { describe, expect, it } from 'vitest';
import { fold } from '../core/decider';
import type { TransactionEvent } from '../transactions/events';
import type { TransactionFields } from '../transactions/state';
import { recurringTransactionDecider } from './decider';
import type { RecurringTransactionEvent } from './events';
import {
  candidateDates,
  foldOccurrenceStream,
  generationHorizon,
  isSupersededIncarnation,
  nextOccurrence,
  occurrenceFields,
  planOccurrence,
  wantedDates,
} from './generation';
import type { RecurringTransactionFields } from './state';

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
const created = (fields: RecurringTransactionFields = rent): RecurringTransactionEvent => ({
  type: 'RecurringTransactionCreated',
  data: { recurringTransactionId: id, userId, ...fields },
});
const updated = (fields: Partial<RecurringTransactionFields>): RecurringTransactionEvent => ({
  type: 'RecurringTransactionUpdated',
  data: { recurringTransactionId: id, ...rent, ...fields },
});
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
  ...overrides,
});
const live = (date: string, overrides: Partial<TransactionFields> = {}, touched = false) =>
  ({ status: 'live', fields: pendingOn(date, overrides), touched }) as const;

describe('which days a recurring transaction wants', () => {
  it('from its start through its end, months clamped (Jan 31 -> Feb 28 -> Mar 31)', () => {
    expect(wantedDates(stateOf(created()), '2099-12-31')).toEqual([
      '2026-01-31',
      '2026-02-28',
      '2026-03-31',
      '2026-04-30',
      '2026-05-31',
      '2026-06-30',
    ]);
  });

  it('open-ended: through the 24-month horizon of the run', () => {
    const open = stateOf(created({ ...rent, endDate: null }));
    expect(generationHorizon('2026-01-15')).toBe('2028-01-15');
    const days = wantedDates(open, generationHorizon('2026-01-15'));
    expect(days.at(-1)).toBe('2027-12-31');
    expect(days).toHaveLength(24);
    expect(generationHorizon('2099-06-01')).toBe('2099-12-31');
  });

  it('none while inactive or once deleted', () => {
    expect(wantedDates(stateOf(created(), updated({ isActive: false })), '2099-12-31')).toEqual([]);
    expect(wantedDates(stateOf(created(), deleted), '2099-12-31')).toEqual([]);
  });

  it('candidates: the days of every rule it ever had, so an edit can remove the old ones', () => {
    const state = stateOf(created(), updated({ frequency: 'quarterly', startDate: '2026-02-15' }));
    expect(candidateDates(state, '2099-12-31')).toEqual([
      '2026-01-31',
      '2026-02-15',
      '2026-02-28',
      '2026-03-31',
      '2026-04-30',
      '2026-05-15',
      '2026-05-31',
      '2026-06-30',
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
    planOccurrence(state, { date, today, wanted: wantedDates(state, '2099-12-31').includes(date), stream });

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
