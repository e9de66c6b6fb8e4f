import { describe, expect, it } from 'vitest';
import { ConflictError, NotFoundError, ValidationError } from '../core/errors';
import { draftOrThrow } from '../shared/zod';
import { deciderSpec } from '../testing/decider-spec';
import type {
  CreateRecurringTransaction,
  DeleteRecurringTransaction,
  RecordRecurringGeneration,
  RequestRecurringGeneration,
  RestoreRecurringTransaction,
  UpdateRecurringTransaction,
} from './commands';
import { fold } from '../core/decider';
import { addDays } from '../shared/dates';
import { MAX_OCCURRENCES_AT_ONCE, recurringMessages as m } from './constants';
import { recurringTransactionDecider } from './decider';
import type { RecurringTransactionCreatedEvent } from './events';
import { defaultEndDate, signedRecurringAmountCents } from './rules';
import type { RecurringTransactionInput } from './schemas';
import type { TransactionReferenceContext } from '../transactions/commands';
import { GENERATION_TRIGGER_EVENT_TYPES } from './events';
import { recurringTransactionStreamId } from './state';
import { checkRecurringCreate, checkRecurringUpdate } from './validation';

const userId = 'a0000000-0000-4000-8000-000000000001';
const otherUserId = 'a0000000-0000-4000-8000-000000000002';
const rentId = 'r0000000-0000-4000-8000-000000000001';
const checking = 'c0000000-0000-4000-8000-000000000001';
const savings = 'c0000000-0000-4000-8000-000000000002';
const metadata = { userId, now: '2025-11-05T10:00:00.000Z', today: '2025-11-05' };
const spec = deciderSpec(recurringTransactionDecider);
const groceriesId = 'd0000000-0000-4000-8000-000000000001';
/** What the API looks up in the user's read models: both accounts and one category exist and are active. */
const context: TransactionReferenceContext = {
  accounts: { [checking]: { name: 'Checking', isActive: true }, [savings]: { name: 'Savings', isActive: true } },
  categories: { [groceriesId]: { name: 'Groceries', isActive: true, type: 'Expense - Variable' } },
};

const rentBody: RecurringTransactionInput = {
  title: 'Rent',
  amount: '1200.50',
  type: 'expense',
  fromAccountId: checking,
  frequency: 'monthly',
  startDate: '2025-01-31',
};

// Commands carry drafts: the helpers parse the body as the API's schema does, when the spec runs.
const create =
  (input: RecurringTransactionInput, meta = metadata, known = context) =>
  (): CreateRecurringTransaction => ({
    type: 'CreateRecurringTransaction',
    data: { recurringTransactionId: rentId, draft: draftOrThrow(checkRecurringCreate(input)), context: known },
    metadata: meta,
  });
const update =
  (input: RecurringTransactionInput, meta = metadata, known = context) =>
  (): UpdateRecurringTransaction => ({
    type: 'UpdateRecurringTransaction',
    data: { recurringTransactionId: rentId, draft: draftOrThrow(checkRecurringUpdate(input)), context: known },
    metadata: meta,
  });
const remove = (meta = metadata): DeleteRecurringTransaction => ({
  type: 'DeleteRecurringTransaction',
  data: { recurringTransactionId: rentId },
  metadata: meta,
});

const rentCreated: RecurringTransactionCreatedEvent = {
  type: 'RecurringTransactionCreated',
  data: {
    recurringTransactionId: rentId,
    userId,
    title: 'Rent',
    amountCents: 120050,
    type: 'expense',
    category: '',
    transactionCategoryIds: [],
    fromAccountId: checking,
    toAccountId: null,
    frequency: 'monthly',
    startDate: '2025-01-31',
    endDate: null,
    biMonthlyDates: [],
    isActive: true,
    autoPost: false,
    occurrencesFrom: '2025-01-31',
  },
};
const { recurringTransactionId: _id, userId: _user, ...rentFields } = rentCreated.data;

describe('recurring transaction decider: create', () => {
  it('creates with the absolute amount in cents, defaults applied, the unused account null', () => {
    spec
      .given([])
      .when(create({ ...rentBody, toAccountId: savings }))
      .then([rentCreated]);
  });

  it('stores the amount absolute and signs it like a transaction (expense negative, income and payment positive)', () => {
    expect(signedRecurringAmountCents({ type: 'expense', amountCents: 120050 })).toBe(-120050);
    expect(signedRecurringAmountCents({ type: 'income', amountCents: 5000 })).toBe(5000);
    expect(signedRecurringAmountCents({ type: 'payment', amountCents: 5000 })).toBe(5000);
  });

  it('refuses a negative amount (it is sent absolute)', () => {
    spec
      .given([])
      .when(create({ ...rentBody, amount: '-5' }))
      .thenThrows(ValidationError, { fields: { amount: 'Amount must be a valid number greater than 0' } });
  });

  it('keeps a bi-monthly pair and the end date', () => {
    spec
      .given([])
      .when(create({ ...rentBody, frequency: 'bi-monthly', biMonthlyDates: [15, 1], endDate: '2026-12-31' }))
      .then([{ ...rentCreated, data: { ...rentCreated.data, frequency: 'bi-monthly', biMonthlyDates: [15, 1], endDate: '2026-12-31' } }]);
  });

  it('drops biMonthlyDates for other frequencies', () => {
    spec
      .given([])
      .when(create({ ...rentBody, biMonthlyDates: [3, 4] }))
      .then([rentCreated]);
  });

  it('names the payer account rule for an expense', () => {
    spec
      .given([])
      .when(create({ ...rentBody, fromAccountId: null }))
      .thenThrows(ValidationError, {
        fields: { fromAccountId: 'Expense recurring transactions require fromAccountId (account paying expense)' },
      });
  });

  it('names the receiving account rule for income', () => {
    spec
      .given([])
      .when(create({ ...rentBody, type: 'income', fromAccountId: checking }))
      .thenThrows(ValidationError, {
        fields: { toAccountId: 'Income recurring transactions require toAccountId (account receiving income)' },
      });
  });

  it('names both payment account rules', () => {
    spec
      .given([])
      .when(create({ ...rentBody, type: 'payment', fromAccountId: '', toAccountId: ' ' }))
      .thenThrows(ValidationError, {
        fields: {
          fromAccountId: 'Payment recurring transactions require fromAccountId (account sending payment)',
          toAccountId: 'Payment recurring transactions require toAccountId (account receiving payment)',
        },
      });
  });

  it('refuses a payment to the account it comes from', () => {
    spec
      .given([])
      .when(create({ ...rentBody, type: 'payment', toAccountId: checking }))
      .thenThrows(ValidationError, {
        fields: { toAccountId: 'Payment recurring transactions cannot have the same account as both sender and receiver' },
      });
  });

  it.each([
    [[15], 'Bi-monthly recurring transactions require exactly 2 dates in biMonthlyDates array'],
    [[1, 15, 28], 'Bi-monthly recurring transactions require exactly 2 dates in biMonthlyDates array'],
    [null, 'Bi-monthly recurring transactions require exactly 2 dates in biMonthlyDates array'],
    [[0, 15], 'Bi-monthly dates must be between 1 and 28 to work for all months'],
    [[15, 29], 'Bi-monthly dates must be between 1 and 28 to work for all months'],
    [[1.5, 15], 'Bi-monthly dates must be between 1 and 28 to work for all months'],
    [[15, 15], 'Bi-monthly dates must be unique (cannot have duplicate days)'],
  ])('bi-monthly dates %j: %s', (biMonthlyDates, message) => {
    spec
      .given([])
      .when(create({ ...rentBody, frequency: 'bi-monthly', biMonthlyDates }))
      .thenThrows(ValidationError, { fields: { biMonthlyDates: message } });
  });

  it.each(['2025-01-31', '2025-01-30'])('refuses end date %s, not after the start date', (endDate) => {
    spec
      .given([])
      .when(create({ ...rentBody, endDate }))
      .thenThrows(ValidationError, { fields: { endDate: 'End date must be after start date' } });
  });

  it('refuses a missing or unknown frequency and a missing start date', () => {
    spec
      .given([])
      .when(create({ ...rentBody, frequency: 'daily', startDate: '' }))
      .thenThrows(ValidationError, { fields: { frequency: m.frequencyInvalid, startDate: 'Start date is required' } });
  });

  it('refuses impossible and out-of-window dates', () => {
    spec
      .given([])
      .when(create({ ...rentBody, startDate: '2025-02-30', endDate: '2100-01-01' }))
      .thenThrows(ValidationError, { fields: { startDate: m.startDateInvalid, endDate: m.dateOutOfRange } });
  });

  it('reports the record rules together with the field problems', () => {
    spec
      .given([])
      .when(create({ ...rentBody, title: ' ', fromAccountId: null }))
      .thenThrows(ValidationError, { fields: { title: 'Description is required', fromAccountId: m.expenseFromAccountRequired } });
  });

  it('refuses a second create of the same id (409)', () => {
    spec.given([rentCreated]).when(create(rentBody)).thenThrows(ConflictError);
  });

  it('is stored on its own stream', () => {
    expect(recurringTransactionStreamId(rentId)).toBe(`recurring-transaction-${rentId}`);
  });
});

describe('recurring transaction decider: update and delete', () => {
  it('updates with the full merged record', () => {
    spec
      .given([rentCreated])
      .when(update({ amount: 1300, endDate: '2026-12-31' }))
      .then([
        {
          type: 'RecurringTransactionUpdated',
          data: { recurringTransactionId: rentId, ...rentFields, amountCents: 130000, endDate: '2026-12-31' },
        },
      ]);
  });

  it('switches isActive off', () => {
    spec
      .given([rentCreated])
      .when(update({ isActive: false }))
      .then([{ type: 'RecurringTransactionUpdated', data: { recurringTransactionId: rentId, ...rentFields, isActive: false } }]);
  });

  it('appends nothing when nothing changes', () => {
    spec
      .given([rentCreated])
      .when(update({ title: 'Rent', amount: '1200.5' }))
      .then([]);
  });

  it('runs the rules on the merged record: bi-monthly without dates', () => {
    spec
      .given([rentCreated])
      .when(update({ frequency: 'bi-monthly' }))
      .thenThrows(ValidationError, { fields: { biMonthlyDates: m.biMonthlyDatesCount } });
  });

  it('runs the rules on the merged record: an end date before the stored start', () => {
    spec
      .given([rentCreated])
      .when(update({ endDate: '2025-01-01' }))
      .thenThrows(ValidationError, { fields: { endDate: m.endBeforeStart } });
  });

  it('runs the rules on the merged record: a type change needs its accounts', () => {
    spec
      .given([rentCreated])
      .when(update({ type: 'payment' }))
      .thenThrows(ValidationError, { fields: { toAccountId: m.paymentToAccountRequired } });
  });

  it('clears the end date when it is emptied', () => {
    const ended: RecurringTransactionCreatedEvent = { ...rentCreated, data: { ...rentCreated.data, endDate: '2026-12-31' } };
    spec
      .given([ended])
      .when(update({ endDate: '' }))
      .then([{ type: 'RecurringTransactionUpdated', data: { recurringTransactionId: rentId, ...rentFields, endDate: null } }]);
  });

  it('deletes, and a deleted one is not found', () => {
    spec
      .given([rentCreated])
      .when(remove())
      .then([{ type: 'RecurringTransactionDeleted', data: { recurringTransactionId: rentId } }]);
    const deleted = { type: 'RecurringTransactionDeleted' as const, data: { recurringTransactionId: rentId } };
    spec.given([rentCreated, deleted]).when(remove()).thenThrows(NotFoundError, { message: m.notFound });
    spec
      .given([rentCreated, deleted])
      .when(update({ title: 'x' }))
      .thenThrows(NotFoundError);
    spec.given([rentCreated, deleted]).when(create(rentBody)).thenThrows(ConflictError);
  });

  it('hides another user’s recurring transaction (404), and a missing one is 404', () => {
    const other = { ...metadata, userId: otherUserId };
    spec
      .given([rentCreated])
      .when(update({ title: 'Mine' }, other))
      .thenThrows(NotFoundError);
    spec.given([rentCreated]).when(remove(other)).thenThrows(NotFoundError);
    spec.given([rentCreated]).when(create(rentBody, other)).thenThrows(NotFoundError);
    spec
      .given([])
      .when(update({ title: 'x' }))
      .thenThrows(NotFoundError);
    spec.given([]).when(remove()).thenThrows(NotFoundError);
  });
});

describe('recurring transaction decider: the generation window and its limit (issue 22)', () => {
  // metadata.today is 2025-11-05: one year back is 2024-11-05, the horizon 2026-12-31.
  const weekly = { ...rentBody, frequency: 'weekly', startDate: '1901-01-01' };
  const oldWeekly: RecurringTransactionCreatedEvent = {
    ...rentCreated,
    data: { ...rentCreated.data, frequency: 'weekly', startDate: '1901-01-01', occurrencesFrom: null },
  };
  const through2099 = {
    type: 'RecurringOccurrencesGenerated' as const,
    data: { recurringTransactionId: rentId, forRevision: 0, through: '2099-12-31', created: 10384, updated: 0, deleted: 0, posted: 0 },
  };
  const tooMany = { fields: { startDate: 'A recurring transaction can create at most 10,000 occurrences at once' } };
  const createdFrom = (body: RecurringTransactionInput, occurrencesFrom: string, meta = metadata) => {
    const [event] = recurringTransactionDecider.decide(create(body, meta)(), recurringTransactionDecider.initialState());
    expect(event).toMatchObject({ type: 'RecurringTransactionCreated', data: { occurrencesFrom } });
  };

  it('starts a rule at most one year before the user’s today, or at its start date when asked', () => {
    expect(m.tooManyOccurrences).toBe(`A recurring transaction can create at most 10,000 occurrences at once`);
    expect(MAX_OCCURRENCES_AT_ONCE).toBe(10_000);
    createdFrom({ ...rentBody, startDate: '2020-01-31' }, '2024-11-05');
    createdFrom({ ...rentBody, startDate: '2020-01-31', includeOlderOccurrences: true }, '2020-01-31');
    createdFrom({ ...rentBody, startDate: '2025-06-30' }, '2025-06-30');
    createdFrom({ ...rentBody, startDate: '2030-01-31' }, '2030-01-31');
  });

  it('refuses a rule whose window holds more than 10,000 occurrences, on startDate; accepts exactly 10,000', () => {
    // Late in the supported range the horizon is 2099-12-31: weekly since 1901 is 10,384 days.
    const late = { ...metadata, today: '2098-06-01' };
    spec
      .given([])
      .when(create({ ...weekly, includeOlderOccurrences: true }, late))
      .thenThrows(ValidationError, tooMany);
    createdFrom({ ...weekly, includeOlderOccurrences: false }, '2097-06-01', late);
    // 10,000 weekly days ending on the horizon, then one more.
    const endDate = '2099-12-31';
    const startDate = addDays(endDate, -7 * 9_999);
    createdFrom({ ...weekly, startDate, endDate, includeOlderOccurrences: true }, startDate, late);
    spec
      .given([])
      .when(create({ ...weekly, startDate: addDays(startDate, -7), endDate, includeOlderOccurrences: true }, late))
      .thenThrows(ValidationError, tooMany);
    // An inactive rule writes nothing.
    createdFrom({ ...weekly, isActive: false, includeOlderOccurrences: true }, '1901-01-01', late);
  });

  it('counts only through the horizon: weekly since 1901 asked in full is within the limit in 2025', () => {
    createdFrom({ ...weekly, endDate: '2099-12-31', includeOlderOccurrences: true }, '1901-01-01');
  });

  it('an edit gets the window of its own day; asking for older occurrences alone widens it', () => {
    const since2020: RecurringTransactionCreatedEvent = {
      ...rentCreated,
      data: { ...rentCreated.data, startDate: '2020-01-31', occurrencesFrom: '2024-03-01' },
    };
    const fields = { ...rentFields, startDate: '2020-01-31' };
    spec
      .given([since2020])
      .when(update({ title: 'Flat' }))
      .then([
        {
          type: 'RecurringTransactionUpdated',
          data: { recurringTransactionId: rentId, ...fields, title: 'Flat', occurrencesFrom: '2024-11-05' },
        },
      ]);
    spec
      .given([since2020])
      .when(update({ includeOlderOccurrences: true }))
      .then([{ type: 'RecurringTransactionUpdated', data: { recurringTransactionId: rentId, ...fields, occurrencesFrom: '2020-01-31' } }]);
    spec
      .given([since2020])
      .when(update({ includeOlderOccurrences: false }))
      .then([]);
    const widened = { ...since2020, data: { ...since2020.data, occurrencesFrom: '2020-01-31' } };
    spec
      .given([widened])
      .when(update({ includeOlderOccurrences: true }))
      .then([]);
  });

  it('a rule from before the window (its occurrences back to 1901) can still be edited; asking for them all again is refused', () => {
    spec
      .given([oldWeekly, through2099])
      .when(update({ title: 'Flat' }))
      .then([
        {
          type: 'RecurringTransactionUpdated',
          data: {
            recurringTransactionId: rentId,
            ...rentFields,
            frequency: 'weekly',
            startDate: '1901-01-01',
            title: 'Flat',
            occurrencesFrom: '2024-11-05',
          },
        },
      ]);
    spec
      .given([oldWeekly, through2099])
      .when(update({ title: 'Flat', includeOlderOccurrences: true }))
      .thenThrows(ValidationError, tooMany);
  });

  it('checks a generation request the same way (a rule from before the window: one year back from today)', () => {
    const request: RequestRecurringGeneration = { type: 'RequestRecurringGeneration', data: { recurringTransactionId: rentId }, metadata };
    const requested = { type: 'RecurringGenerationRequested' as const, data: { recurringTransactionId: rentId } };
    spec.given([oldWeekly, through2099]).when(request).then([requested]);
    const since1901 = { ...oldWeekly, data: { ...oldWeekly.data, occurrencesFrom: '1901-01-01' } };
    spec.given([since1901, through2099]).when(request).thenThrows(ValidationError, tooMany);
  });
});

describe('defaultEndDate', () => {
  it('is 31 December of the next year', () => {
    expect(defaultEndDate('2025-11-05')).toBe('2026-12-31');
    expect(defaultEndDate('2024-01-01')).toBe('2025-12-31');
  });
});

describe('recurring transaction decider: references (as for transactions)', () => {
  it('refuses accounts and categories the user does not have, or inactive ones', () => {
    const missing = 'c0000000-0000-4000-8000-00000000dead';
    spec
      .given([])
      .when(create({ ...rentBody, fromAccountId: missing }))
      .thenThrows(ValidationError, { fields: { fromAccountId: 'Selected account does not exist' } });
    const closed = { ...context, accounts: { [checking]: { name: 'Checking', isActive: false } } };
    spec
      .given([])
      .when(create(rentBody, metadata, closed))
      .thenThrows(ValidationError, { fields: { fromAccountId: 'Selected account is inactive' } });
    spec
      .given([])
      .when(create({ ...rentBody, transactionCategoryIds: [missing] }))
      .thenThrows(ValidationError);
  });

  it('refuses a category whose type does not fit (an Expense category on income)', () => {
    spec
      .given([])
      .when(create({ ...rentBody, type: 'income', fromAccountId: null, toAccountId: checking, transactionCategoryIds: [groceriesId] }))
      .thenThrows(ValidationError, {
        fields: { transactionCategoryIds: 'Category "Groceries" is an Expense - Variable category and cannot be used on income' },
      });
  });

  it('names the category after the first chosen category', () => {
    spec
      .given([])
      .when(create({ ...rentBody, transactionCategoryIds: [groceriesId] }))
      .then([{ ...rentCreated, data: { ...rentCreated.data, category: 'Groceries', transactionCategoryIds: [groceriesId] } }]);
  });

  it('keeps an account the record already had on update, even when it is inactive now', () => {
    const closed = { ...context, accounts: { [checking]: { name: 'Checking', isActive: false } } };
    spec
      .given([rentCreated])
      .when(update({ title: 'Rent (flat)' }, metadata, closed))
      .then([{ type: 'RecurringTransactionUpdated', data: { recurringTransactionId: rentId, ...rentFields, title: 'Rent (flat)' } }]);
  });
});

describe('recurring transaction decider: generation requests and reports', () => {
  const request = (meta = metadata): RequestRecurringGeneration => ({
    type: 'RequestRecurringGeneration',
    data: { recurringTransactionId: rentId },
    metadata: meta,
  });
  const report = (forRevision: number): RecordRecurringGeneration => ({
    type: 'RecordRecurringGeneration',
    data: { recurringTransactionId: rentId, forRevision, through: '2027-11-30', created: 24, updated: 0, deleted: 0, posted: 0 },
    metadata,
  });
  const generated = (forRevision: number) => ({ type: 'RecurringOccurrencesGenerated' as const, data: report(forRevision).data });
  const requested = { type: 'RecurringGenerationRequested' as const, data: { recurringTransactionId: rentId } };

  it('asks for a generation run (the worker picks it up from the log); not for a missing or foreign one', () => {
    spec.given([rentCreated]).when(request()).then([requested]);
    spec.given([]).when(request()).thenThrows(NotFoundError);
    spec
      .given([rentCreated])
      .when(request({ ...metadata, userId: otherUserId }))
      .thenThrows(NotFoundError);
  });

  it('records the worker report, also after a deletion; drops a report older than the last one', () => {
    spec
      .given([rentCreated])
      .when(report(0))
      .then([generated(0)]);
    spec
      .given([rentCreated, { type: 'RecurringTransactionDeleted', data: { recurringTransactionId: rentId } }])
      .when(report(1))
      .then([generated(1)]);
    spec
      .given([rentCreated, requested, generated(1)])
      .when(report(0))
      .then([]);
  });

  it('folds which revision last changed what to generate, and every rule it had', () => {
    const updated = {
      type: 'RecurringTransactionUpdated' as const,
      data: { recurringTransactionId: rentId, ...rentFields, title: 'Flat' },
    };
    const state = fold(recurringTransactionDecider, [rentCreated, generated(0), updated, requested]);
    expect(state.ruleRevision).toBe(3);
    expect(state.generatedRevision).toBe(0);
    expect(state.generatedThrough).toBe('2027-11-30');
    expect(state.rules.map((rule) => rule.title)).toEqual(['Rent', 'Flat']);
    expect(state.eventCount).toBe(4);
  });
});

describe('recurring transaction decider: restore (issue 26)', () => {
  const deleted = { type: 'RecurringTransactionDeleted' as const, data: { recurringTransactionId: rentId } };
  /** The worker's report on the deletion's run (it removed the pending occurrences). */
  const deletionReported = {
    type: 'RecurringOccurrencesGenerated' as const,
    data: { recurringTransactionId: rentId, forRevision: 1, through: null, created: 0, updated: 0, deleted: 12, posted: 0 },
  };
  const restore = (meta = metadata, known = context): RestoreRecurringTransaction => ({
    type: 'RestoreRecurringTransaction',
    data: { recurringTransactionId: rentId, context: known },
    metadata: meta,
  });
  const restored = { type: 'RecurringTransactionRestored' as const, data: rentCreated.data };

  it('brings a deleted one back with its last values once the deletion’s run reported', () => {
    spec.given([rentCreated, deleted, deletionReported]).when(restore()).then([restored]);
    const updated = {
      type: 'RecurringTransactionUpdated' as const,
      data: { recurringTransactionId: rentId, ...rentFields, title: 'Flat' },
    };
    const deletedLater = { type: 'RecurringTransactionDeleted' as const, data: { recurringTransactionId: rentId } };
    spec
      .given([rentCreated, updated, deletedLater, { ...deletionReported, data: { ...deletionReported.data, forRevision: 2 } }])
      .when(restore())
      .then([{ type: 'RecurringTransactionRestored', data: { ...rentCreated.data, title: 'Flat' } }]);
  });

  it('refuses while the deletion’s run has not reported (its occurrences are still being removed)', () => {
    spec.given([rentCreated, deleted]).when(restore()).thenThrows(ConflictError, { message: m.stillRemoving });
  });

  it('refuses a live one (409), a missing or foreign one (404), and one naming an account deleted since (409)', () => {
    spec.given([rentCreated]).when(restore()).thenThrows(ConflictError, { message: m.notDeleted });
    spec.given([rentCreated, deleted, deletionReported, restored]).when(restore()).thenThrows(ConflictError, { message: m.notDeleted });
    spec.given([]).when(restore()).thenThrows(NotFoundError);
    spec
      .given([rentCreated, deleted, deletionReported])
      .when(restore({ ...metadata, userId: otherUserId }))
      .thenThrows(NotFoundError);
    spec
      .given([rentCreated, deleted, deletionReported])
      .when(restore(metadata, { accounts: {}, categories: {} }))
      .thenThrows(ConflictError, { message: m.accountDeleted });
  });

  it('is live again: it can be edited and deleted, and starts a generation run keeping every rule it had', () => {
    spec.given([rentCreated, deleted, deletionReported, restored]).when(remove()).then([deleted]);
    const state = fold(recurringTransactionDecider, [rentCreated, deleted, deletionReported, restored]);
    expect(state.deleted).toBe(false);
    expect(state.ruleRevision).toBe(3);
    expect(state.rules.map((rule) => rule.title)).toEqual(['Rent']);
    expect(GENERATION_TRIGGER_EVENT_TYPES).toContain('RecurringTransactionRestored');
  });
});
