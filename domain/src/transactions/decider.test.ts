import { describe, expect, it } from 'vitest';
import { fold } from '../core/decider';
import { ConflictError, NotFoundError, ValidationError } from '../core/errors';
import { deciderSpec } from '../testing/decider-spec';
import { validationFields } from '../testing/errors';
import { draftOrThrow } from '../shared/zod';
import { validateBulk } from './bulk';
import type { ChangeTransactionStatus, RecordTransaction, UpdateTransaction } from './commands';
import { transactionDecider } from './decider';
import type { TransactionInput } from './schemas';
import type { TransactionEvent, TransactionRecordedEvent } from './events';
import { transactionStreamId } from './state';
import { checkTransactionCreate, checkTransactionStatus, checkTransactionUpdate } from './validation';
import {
  checkingId,
  closedId,
  context,
  expenseInput,
  expenseRecorded,
  foodId,
  funId,
  metadata,
  oldId,
  otherUserId,
  salaryId,
  savingsId,
  transferId,
  txId,
  userId,
} from './testing/fixtures';

const spec = deciderSpec(transactionDecider);

// Commands carry drafts: the helpers parse the body as the API does, when the spec runs. A refused
// create body reports its reference problems too (validateBulk: the rules a bulk item gets).
const record =
  (input: TransactionInput, extra: Partial<Omit<RecordTransaction['data'], 'draft'>> = {}) =>
  (): RecordTransaction => {
    const [problem] = validateBulk([input], extra.context ?? context);
    if (problem) throw new ValidationError(problem.fields);
    return {
      type: 'RecordTransaction',
      data: { transactionId: txId, draft: draftOrThrow(checkTransactionCreate(input)), context, ...extra },
      metadata,
    };
  };
const update =
  (input: TransactionInput, ctx = context) =>
  (): UpdateTransaction => ({
    type: 'UpdateTransaction',
    data: { transactionId: txId, draft: draftOrThrow(checkTransactionUpdate(input)), context: ctx },
    metadata,
  });
const status =
  (posted: string, asUser = userId) =>
  (): ChangeTransactionStatus => ({
    type: 'ChangeTransactionStatus',
    data: { transactionId: txId, ...draftOrThrow(checkTransactionStatus({ posted })) },
    metadata: { ...metadata, userId: asUser },
  });
const remove = (asUser = userId) => ({
  type: 'DeleteTransaction' as const,
  data: { transactionId: txId },
  metadata: { ...metadata, userId: asUser },
});
const recorded = (overrides: Partial<TransactionRecordedEvent['data']>): TransactionRecordedEvent => ({
  type: 'TransactionRecorded',
  data: { ...expenseRecorded.data, ...overrides },
});
const { userId: _u, recurringTransactionId: _r, isRecurring: _i, ...expenseSnapshot } = expenseRecorded.data;
const deleted: TransactionEvent = { type: 'TransactionDeleted', data: { transactionId: txId } };

describe('transactions: record', () => {
  it('uses one stream per transaction', () => {
    expect(transactionStreamId(txId)).toBe(`transaction-${txId}`);
  });

  it('records an expense in absolute cents, from-account only, category name from the first category', () => {
    spec.given([]).when(record(expenseInput)).then([expenseRecorded]);
  });

  it('defaults status to posted, date to today and categories to none', () => {
    spec
      .given([])
      .when(record({ title: 'Coffee', amount: 4.5, type: 'expense', fromAccountId: checkingId }))
      .then([recorded({ title: 'Coffee', amountCents: 450, category: '', transactionCategoryIds: [], date: '2025-11-05' })]);
  });

  it('keeps free-text category only when no category is chosen', () => {
    spec
      .given([])
      .when(record({ ...expenseInput, transactionCategoryIds: [], category: ' Misc ' }))
      .then([recorded({ category: 'Misc', transactionCategoryIds: [] })]);
    spec
      .given([])
      .when(record({ ...expenseInput, transactionCategoryIds: [funId, foodId], category: 'Whatever' }))
      .then([recorded({ category: 'Fun', transactionCategoryIds: [funId, foodId] })]);
  });

  it('drops duplicate category ids', () => {
    spec
      .given([])
      .when(record({ ...expenseInput, transactionCategoryIds: [foodId, foodId, funId] }))
      .then([recorded({ transactionCategoryIds: [foodId, funId] })]);
  });

  it('records income into the to-account, dropping a from-account', () => {
    spec
      .given([])
      .when(
        record({
          ...expenseInput,
          type: 'income',
          fromAccountId: savingsId,
          toAccountId: checkingId,
          posted: 'pending',
          transactionCategoryIds: [salaryId],
        }),
      )
      .then([
        recorded({
          type: 'income',
          fromAccountId: null,
          toAccountId: checkingId,
          posted: 'pending',
          category: 'Salary',
          transactionCategoryIds: [salaryId],
        }),
      ]);
  });

  it('records a payment between two accounts', () => {
    spec
      .given([])
      .when(
        record({
          ...expenseInput,
          type: 'payment',
          title: 'To Rainy day from Everyday',
          toAccountId: savingsId,
          transactionCategoryIds: [transferId],
        }),
      )
      .then([
        recorded({
          type: 'payment',
          title: 'To Rainy day from Everyday',
          toAccountId: savingsId,
          category: 'Transfer',
          transactionCategoryIds: [transferId],
        }),
      ]);
  });

  it.each([
    [
      'an expense tagged Income',
      { transactionCategoryIds: [foodId, salaryId] },
      'Category "Salary" is an Income category and cannot be used on an expense',
    ],
    [
      'income tagged Expense',
      { type: 'income', toAccountId: savingsId, transactionCategoryIds: [foodId] },
      'Category "Food" is an Expense - Variable category and cannot be used on income',
    ],
    [
      'a payment tagged Income',
      { type: 'payment', toAccountId: savingsId, transactionCategoryIds: [transferId, salaryId] },
      'Category "Salary" is an Income category and cannot be used on a payment',
    ],
  ] as const)('refuses categories whose type does not fit the transaction: %s', (_name, body, message) => {
    spec
      .given([])
      .when(record({ ...expenseInput, ...body, transactionCategoryIds: [...body.transactionCategoryIds] }))
      .thenThrows(ValidationError, { fields: { transactionCategoryIds: message } });
  });

  it('marks transactions generated from a recurring one', () => {
    spec
      .given([])
      .when(record(expenseInput, { recurringTransactionId: 'r-1' }))
      .then([recorded({ recurringTransactionId: 'r-1', isRecurring: true })]);
  });

  it.each([
    ['title missing', { title: undefined }, { title: 'Description is required' }],
    ['title blank', { title: '   ' }, { title: 'Description is required' }],
    ['title too long', { title: 'x'.repeat(256) }, { title: 'Description must be 255 characters or fewer' }],
    ['amount missing', { amount: undefined }, { amount: 'Amount is required' }],
    ['amount empty', { amount: '' }, { amount: 'Amount is required' }],
    ['amount text', { amount: 'ten' }, { amount: 'Amount must be a valid number greater than 0' }],
    ['amount zero', { amount: '0' }, { amount: 'Amount must be a valid number greater than 0' }],
    ['amount negative', { amount: -12.3 }, { amount: 'Amount must be a valid number greater than 0' }],
    ['amount 3 decimals', { amount: '12.345' }, { amount: 'Amount can have at most 2 decimal places' }],
    ['amount too large', { amount: '100000000' }, { amount: 'Amount must be less than 100,000,000' }],
    ['type missing', { type: undefined }, { type: 'Type must be income, expense or payment' }],
    ['type unknown', { type: 'transfer' }, { type: 'Type must be income, expense or payment' }],
    ['expense without from', { fromAccountId: '' }, { fromAccountId: "Expense transactions require a 'From Account' to be selected" }],
    [
      'income without to',
      { type: 'income', toAccountId: null },
      { toAccountId: "Income transactions require a 'To Account' to be selected" },
    ],
    [
      'payment without from',
      { type: 'payment', fromAccountId: undefined, toAccountId: savingsId },
      { fromAccountId: "Payment transactions require a 'From Account' to be selected" },
    ],
    ['payment without to', { type: 'payment' }, { toAccountId: "Payment transactions require a 'To Account' to be selected" }],
    ['payment to itself', { type: 'payment', toAccountId: checkingId }, { toAccountId: 'Cannot transfer money to the same account' }],
    ['status unknown', { posted: 'cleared' }, { posted: 'Status must be posted or pending' }],
    ['date not a date', { date: '2025-02-30' }, { date: 'Date must be a valid date (yyyy-mm-dd)' }],
    ['date as datetime', { date: '2025-11-04T00:00:00Z' }, { date: 'Date must be a valid date (yyyy-mm-dd)' }],
    [
      'category ids not a list',
      { transactionCategoryIds: 'food' as unknown as string[] },
      { transactionCategoryIds: 'Transaction categories must be a list of category ids' },
    ],
    ['unknown from account', { fromAccountId: 'nope' }, { fromAccountId: 'Selected account does not exist' }],
    ['inactive from account', { fromAccountId: closedId }, { fromAccountId: 'Selected account is inactive' }],
    ['unknown to account', { type: 'income', toAccountId: 'nope' }, { toAccountId: 'Selected account does not exist' }],
    ['inactive to account', { type: 'payment', toAccountId: closedId }, { toAccountId: 'Selected account is inactive' }],
    ['unknown category', { transactionCategoryIds: [foodId, 'nope'] }, { transactionCategoryIds: 'Selected category does not exist' }],
    ['inactive category', { transactionCategoryIds: [oldId] }, { transactionCategoryIds: 'Selected category is inactive' }],
  ] as [string, TransactionInput, Record<string, string>][])('refuses %s', (_name, override, fields) => {
    spec
      .given([])
      .when(record({ ...expenseInput, ...override }))
      .thenThrows(ValidationError, { fields });
  });

  it('reports the SPEC order: title, amount, type, accounts, status, then date', () => {
    const fields = validationFields(() =>
      transactionDecider.decide(record({ type: 'payment', posted: 'maybe', date: 'soon' })(), transactionDecider.initialState()),
    );
    expect(fields).toEqual({
      title: 'Description is required',
      amount: 'Amount is required',
      fromAccountId: "Payment transactions require a 'From Account' to be selected",
      toAccountId: "Payment transactions require a 'To Account' to be selected",
      posted: 'Status must be posted or pending',
      date: 'Date must be a valid date (yyyy-mm-dd)',
    });
  });

  it('gives the first problem as the error message and adds reference problems after body problems', () => {
    const error = spec
      .given([])
      .when(record({ ...expenseInput, title: '', fromAccountId: closedId }))
      .thenThrows(ValidationError);
    expect(error.message).toBe('Description is required');
    expect(error.fields).toEqual({ title: 'Description is required', fromAccountId: 'Selected account is inactive' });
  });

  it('checks no accounts while the type is unknown', () => {
    expect(validationFields(() => transactionDecider.decide(record({})(), transactionDecider.initialState()))).toEqual({
      title: 'Description is required',
      amount: 'Amount is required',
      type: 'Type must be income, expense or payment',
    });
  });

  it('refuses to record twice on one stream, even after delete', () => {
    spec.given([expenseRecorded]).when(record(expenseInput)).thenThrows(ConflictError, { message: 'Transaction already exists' });
    spec.given([expenseRecorded, deleted]).when(record(expenseInput)).thenThrows(ConflictError);
  });
});

describe('transactions: update', () => {
  it('emits a full snapshot; absent fields keep their values', () => {
    spec
      .given([expenseRecorded])
      .when(update({ amount: '15' }))
      .then([{ type: 'TransactionUpdated', data: { ...expenseSnapshot, amountCents: 1500 } }]);
  });

  it('emits nothing when the same body is sent again', () => {
    spec.given([expenseRecorded]).when(update(expenseInput)).then([]);
  });

  it('switches type, normalising the accounts', () => {
    spec
      .given([expenseRecorded])
      .when(update({ type: 'income', toAccountId: savingsId, transactionCategoryIds: [salaryId] }))
      .then([
        {
          type: 'TransactionUpdated',
          data: {
            ...expenseSnapshot,
            type: 'income',
            fromAccountId: null,
            toAccountId: savingsId,
            category: 'Salary',
            transactionCategoryIds: [salaryId],
          },
        },
      ]);
  });

  it('refuses a type switch that keeps a category of the old type', () => {
    spec
      .given([expenseRecorded])
      .when(update({ type: 'income', toAccountId: savingsId }))
      .thenThrows(ValidationError, {
        fields: { transactionCategoryIds: 'Category "Food" is an Expense - Variable category and cannot be used on income' },
      });
  });

  it('validates the merged transaction', () => {
    spec
      .given([expenseRecorded])
      .when(update({ type: 'payment' }))
      .thenThrows(ValidationError, { fields: { toAccountId: "Payment transactions require a 'To Account' to be selected" } });
    spec
      .given([expenseRecorded])
      .when(update({ title: '' }))
      .thenThrows(ValidationError, { fields: { title: 'Description is required' } });
  });

  it('accepts references the transaction already had, even if inactive or gone now', () => {
    const onClosed = recorded({ fromAccountId: closedId, transactionCategoryIds: [oldId, 'gone'], category: 'Old' });
    const { userId: _a, recurringTransactionId: _b, isRecurring: _c, ...closedSnapshot } = onClosed.data;
    spec
      .given([onClosed])
      .when(update({ title: 'Renamed' }, { accounts: {}, categories: {} }))
      .then([{ type: 'TransactionUpdated', data: { ...closedSnapshot, title: 'Renamed' } }]);
  });

  it('checks references that change', () => {
    spec
      .given([expenseRecorded])
      .when(update({ fromAccountId: closedId }))
      .thenThrows(ValidationError, { fields: { fromAccountId: 'Selected account is inactive' } });
    spec
      .given([expenseRecorded])
      .when(update({ transactionCategoryIds: [foodId, 'nope'] }))
      .thenThrows(ValidationError, { fields: { transactionCategoryIds: 'Selected category does not exist' } });
  });

  it('renames the category text from the first chosen category; clears it when none are left', () => {
    spec
      .given([expenseRecorded])
      .when(update({ transactionCategoryIds: [funId, foodId] }))
      .then([{ type: 'TransactionUpdated', data: { ...expenseSnapshot, transactionCategoryIds: [funId, foodId], category: 'Fun' } }]);
    spec
      .given([expenseRecorded])
      .when(update({ transactionCategoryIds: [] }))
      .then([{ type: 'TransactionUpdated', data: { ...expenseSnapshot, transactionCategoryIds: [], category: '' } }]);
  });

  it('keeps the date when the body clears it', () => {
    spec
      .given([expenseRecorded])
      .when(update({ date: '' }))
      .then([]);
  });

  it("is not found when missing, deleted or another user's", () => {
    spec
      .given([])
      .when(update({ title: 'x' }))
      .thenThrows(NotFoundError, { message: 'Transaction not found' });
    spec
      .given([expenseRecorded, deleted])
      .when(update({ title: 'x' }))
      .thenThrows(NotFoundError);
    spec
      .given([recorded({ userId: otherUserId })])
      .when(update({ title: 'x' }))
      .thenThrows(NotFoundError);
  });
});

describe('transactions: status and delete', () => {
  it('flips posted and pending both ways', () => {
    spec
      .given([expenseRecorded])
      .when(status('pending'))
      .then([{ type: 'TransactionStatusChanged', data: { transactionId: txId, posted: 'pending' } }]);
    spec
      .given([expenseRecorded, { type: 'TransactionStatusChanged', data: { transactionId: txId, posted: 'pending' } }])
      .when(status('posted'))
      .then([{ type: 'TransactionStatusChanged', data: { transactionId: txId, posted: 'posted' } }]);
  });

  it('does nothing when the status is already set', () => {
    spec.given([expenseRecorded]).when(status('posted')).then([]);
  });

  it('refuses an unknown status', () => {
    spec
      .given([expenseRecorded])
      .when(status('cleared'))
      .thenThrows(ValidationError, { fields: { posted: 'Status must be posted or pending' } });
  });

  it("is not found for another user's or a deleted transaction", () => {
    spec.given([expenseRecorded]).when(status('pending', otherUserId)).thenThrows(NotFoundError);
    spec.given([expenseRecorded, deleted]).when(status('pending')).thenThrows(NotFoundError);
  });

  it('deletes once', () => {
    spec.given([expenseRecorded]).when(remove()).then([deleted]);
    spec.given([expenseRecorded, deleted]).when(remove()).thenThrows(NotFoundError);
    spec.given([]).when(remove()).thenThrows(NotFoundError);
    spec.given([expenseRecorded]).when(remove(otherUserId)).thenThrows(NotFoundError);
  });

  it('folds to the latest fields', () => {
    const state = fold(transactionDecider, [
      expenseRecorded,
      { type: 'TransactionUpdated', data: { ...expenseSnapshot, title: 'Food shop' } },
      { type: 'TransactionStatusChanged', data: { transactionId: txId, posted: 'pending' } },
    ]);
    expect(state).toMatchObject({ status: 'recorded', userId, fields: { title: 'Food shop', posted: 'pending', amountCents: 1230 } });
    expect(fold(transactionDecider, [expenseRecorded, deleted])).toMatchObject({ status: 'deleted', transactionId: txId, userId });
  });
});

describe('transactions: only what the read models can hold (issue 12)', () => {
  const outOfRange = 'Date must be between 1901-01-01 and 2099-12-31';

  it.each(['0000-01-01', '1900-12-31', '2100-01-01', '9999-12-31'])('refuses the day %s, outside the supported window', (date) => {
    spec
      .given([])
      .when(record({ ...expenseInput, date }))
      .thenThrows(ValidationError, { fields: { date: outOfRange } });
    spec
      .given([expenseRecorded])
      .when(update({ date }))
      .thenThrows(ValidationError, { fields: { date: outOfRange } });
  });

  it.each(['1901-01-01', '2099-12-31'])('accepts %s, the edge of the window', (date) => {
    spec
      .given([])
      .when(record({ ...expenseInput, date }))
      .then([recorded({ date })]);
  });

  it('keeps the format message for what is not a day at all', () => {
    spec
      .given([])
      .when(record({ ...expenseInput, date: '2025-02-30' }))
      .thenThrows(ValidationError, { fields: { date: 'Date must be a valid date (yyyy-mm-dd)' } });
  });

  it.each([
    ['NUL', 'Lunch\u0000'],
    ['escape', '\u001b[31mred'],
    ['tab', 'a\tb'],
    ['line break', 'two\nlines'],
    ['C1 control', 'x\u0085'],
    ['unpaired surrogate', 'broken \ud83d'],
  ])('refuses a description with a %s', (_name, title) => {
    spec
      .given([])
      .when(record({ ...expenseInput, title }))
      .thenThrows(ValidationError, {
        fields: { title: 'Description must not contain control characters' },
      });
  });

  it('accepts unicode a person types: accents, emoji, right-to-left marks', () => {
    const title = 'Café 😀 \u202eabc';
    spec
      .given([])
      .when(record({ ...expenseInput, title }))
      .then([recorded({ title })]);
  });

  it('bounds the free-text category like a category name', () => {
    const base = { ...expenseInput, transactionCategoryIds: [] };
    spec
      .given([])
      .when(record({ ...base, category: 'x'.repeat(100) }))
      .then([recorded({ category: 'x'.repeat(100), transactionCategoryIds: [] })]);
    spec
      .given([])
      .when(record({ ...base, category: 'x'.repeat(101) }))
      .thenThrows(ValidationError, {
        fields: { category: 'Category must be 100 characters or fewer' },
      });
    spec
      .given([])
      .when(record({ ...base, category: 'Fo\u0000od' }))
      .thenThrows(ValidationError, {
        fields: { category: 'Category must not contain control characters' },
      });
  });

  it('bounds the number of categories of one transaction', () => {
    const ids = Array.from({ length: 51 }, () => foodId);
    spec
      .given([])
      .when(record({ ...expenseInput, transactionCategoryIds: ids }))
      .thenThrows(ValidationError, {
        fields: { transactionCategoryIds: 'At most 50 transaction categories can be chosen' },
      });
  });
});

describe('transactions: occurrences of a recurring transaction (the generator)', () => {
  const generated = recorded({ recurringTransactionId: 'r-1', isRecurring: true, posted: 'pending' });
  const occurrence = (data: { fields?: typeof expenseSnapshot } = {}) => ({
    type: 'RecordRecurringOccurrence' as const,
    data: { transactionId: txId, recurringTransactionId: 'r-1', fields: data.fields ?? { ...expenseSnapshot, posted: 'pending' as const } },
    metadata,
  });

  it('records an occurrence with its recurring id, without a reference lookup', () => {
    spec.given([]).when(occurrence()).then([generated]);
  });

  it('never records an occurrence twice on one stream (the exactly-once guard)', () => {
    spec.given([generated]).when(occurrence()).thenThrows(ConflictError);
    spec.given([generated, deleted]).when(occurrence()).thenThrows(ConflictError);
  });

  it('refuses a user edit of a generated transaction (SPEC section 4) but switches its status', () => {
    spec
      .given([generated])
      .when(update({ title: 'Mine now' }))
      .thenThrows(ConflictError, {
        message: 'Transactions generated from a recurring transaction cannot be edited; edit the recurring transaction instead',
      });
    spec
      .given([generated])
      .when(status('posted'))
      .then([{ type: 'TransactionStatusChanged', data: { transactionId: txId, posted: 'posted' } }]);
  });

  it('refreshes an occurrence to the edited rule, and only when something changed', () => {
    const fields = { ...expenseSnapshot, posted: 'pending' as const, amountCents: 999 };
    const refresh = (next: typeof fields) => ({
      type: 'RefreshRecurringOccurrence' as const,
      data: { transactionId: txId, fields: next },
      metadata,
    });
    spec
      .given([generated])
      .when(refresh(fields))
      .then([{ type: 'TransactionUpdated', data: { ...fields, transactionId: txId } }]);
    spec
      .given([generated])
      .when(refresh({ ...expenseSnapshot, posted: 'pending' }))
      .then([]);
  });

  it('says why the generator deleted an occurrence; a user delete says nothing', () => {
    spec
      .given([generated])
      .when({ ...remove(), data: { transactionId: txId, reason: 'regenerated' as const } })
      .then([{ type: 'TransactionDeleted', data: { transactionId: txId, reason: 'regenerated' } }]);
    spec.given([generated]).when(remove()).then([deleted]);
  });
});
