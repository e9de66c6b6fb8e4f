import { describe, expect, it } from 'vitest';
import { ValidationError } from '../core/errors';
import { deciderSpec } from '../testing/decider-spec';
import { draftOrThrow } from '../shared/zod';
import { decideBulkEdit, decideBulkEditUndo } from './bulk-edit';
import { validateBulk } from './bulk';
import type { RecordTransaction, RestoreTransaction, UpdateTransaction } from './commands';
import { transactionDecider } from './decider';
import { TransactionRecorded, type TransactionRecordedEvent } from './events';
import { transactionBodyOf, transactionCreateSchema, transactionUpdateSchema, type TransactionInput } from './schemas';
import { categoryShares, splitCategoryIds } from './splits';
import { checkTransactionCreate, checkTransactionUpdate, validateTransactionInput } from './validation';
import { fold } from '../core/decider';
import { transactionRestoreBody } from '../history/restore';
import {
  checkingId,
  context,
  expenseInput,
  expenseRecorded,
  foodId,
  funId,
  metadata,
  oldId,
  salaryId,
  savingsId,
  txId,
  userId,
} from './testing/fixtures';

const spec = deciderSpec(transactionDecider);

/** 12.30 spread over Food (10.00 "Bread") and Fun (2.30). */
const splitInput: TransactionInput = {
  ...expenseInput,
  splits: [
    { categoryId: foodId, amount: '10.00', memo: ' Bread ' },
    { categoryId: funId, amount: 2.3 },
  ],
};
const splitLines = [
  { categoryId: foodId, amountCents: 1000, memo: 'Bread' },
  { categoryId: funId, amountCents: 230, memo: '' },
];

const record =
  (input: TransactionInput, ctx = context) =>
  (): RecordTransaction => {
    const [problem] = validateBulk([input], ctx);
    if (problem) throw new ValidationError(problem.fields);
    return {
      type: 'RecordTransaction',
      data: { transactionId: txId, draft: draftOrThrow(checkTransactionCreate(input)), context: ctx },
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

const splitRecorded: TransactionRecordedEvent = {
  type: 'TransactionRecorded',
  data: { ...expenseRecorded.data, transactionCategoryIds: [foodId, funId], splits: splitLines, notes: 'Weekly shop\nwith Sam' },
};

describe('split transactions: the body', () => {
  it('parses the lines (cents, trimmed memos) and derives the categories from them, ignoring the body ones', () => {
    expect(
      transactionCreateSchema.parse({ ...splitInput, transactionCategoryIds: [salaryId], notes: ' Weekly shop\nwith Sam ' }),
    ).toMatchObject({
      amountCents: 1230,
      transactionCategoryIds: [foodId, funId],
      splits: splitLines,
      notes: 'Weekly shop\nwith Sam',
    });
  });

  it('null or [] is not split; absent on update leaves the lines alone', () => {
    expect(transactionCreateSchema.parse({ ...expenseInput, splits: null })).toMatchObject({
      splits: [],
      transactionCategoryIds: [foodId],
    });
    expect(transactionCreateSchema.parse({ ...expenseInput, splits: [] })).toMatchObject({ splits: [] });
    expect(transactionUpdateSchema.parse({ title: 'x' })).toEqual({ title: 'x' });
    expect(transactionUpdateSchema.parse({ splits: [] })).toEqual({ splits: [] });
  });

  it.each([
    [{ splits: [{ categoryId: foodId, amount: '12.30' }] }, { splits: 'A split needs at least two lines' }],
    [
      {
        splits: [
          { categoryId: foodId, amount: '10' },
          { categoryId: funId, amount: '2.31' },
        ],
      },
      { splits: "The split amounts must add up to the transaction's amount" },
    ],
    [
      {
        type: 'payment',
        toAccountId: savingsId,
        splits: [
          { categoryId: foodId, amount: '10' },
          { categoryId: funId, amount: '2.30' },
        ],
      },
      { splits: 'Transfers cannot be split' },
    ],
    [
      { splits: [{ categoryId: ' ', amount: '10' }, { amount: '2.30' }] },
      { 'splits.0.categoryId': 'Choose a category for each split line', 'splits.1.categoryId': 'Choose a category for each split line' },
    ],
    [
      { splits: [{ categoryId: foodId, amount: '0' }, { categoryId: funId, amount: '-1' }, { categoryId: funId }] },
      {
        'splits.0.amount': 'Each split amount must be more than 0',
        'splits.1.amount': 'Each split amount must be more than 0',
        'splits.2.amount': 'Each split amount must be more than 0',
      },
    ],
    [
      {
        splits: [
          { categoryId: foodId, amount: '10.001' },
          { categoryId: funId, amount: '2.30', memo: 'x'.repeat(101) },
        ],
      },
      { 'splits.0.amount': 'Each split amount can have at most 2 decimal places', 'splits.1.memo': 'Memo must be 100 characters or fewer' },
    ],
    [{ splits: Array.from({ length: 51 }, () => ({ categoryId: foodId, amount: '1' })) }, { splits: 'A split has at most 50 lines' }],
    [{ notes: 'x'.repeat(1001) }, { notes: 'Notes must be 1000 characters or fewer' }],
    [{ notes: 'a\u0007b' }, { notes: 'Notes must not contain control characters' }],
  ])('refuses %j with %j', (change, expected) => {
    const body = { ...expenseInput, ...change };
    expect(validateTransactionInput(body)).toEqual(expected);
    const parsed = transactionCreateSchema.safeParse(body);
    expect(parsed.success).toBe(false);
  });

  it('checks the sum on an update that gives both, and leaves a partial one to the decider', () => {
    expect(validateTransactionInput({ amount: '5', splits: splitInput.splits }, { partial: true })).toEqual({
      splits: "The split amounts must add up to the transaction's amount",
    });
    expect(validateTransactionInput({ splits: splitInput.splits }, { partial: true })).toEqual({});
  });

  it('restore bodies state the lines as decimal strings', () => {
    const body = transactionBodyOf({ ...expenseRecorded.data, transactionCategoryIds: [foodId, funId], splits: splitLines, notes: 'n' });
    expect(body.splits).toEqual([
      { categoryId: foodId, amount: '10.00', memo: 'Bread' },
      { categoryId: funId, amount: '2.30', memo: '' },
    ]);
    expect(transactionCreateSchema.parse(body)).toMatchObject({ splits: splitLines, notes: 'n' });
  });
});

describe('split transactions: the decider', () => {
  it('records the lines, the categories in line order and the first line category name', () => {
    spec
      .given([])
      .when(record({ ...splitInput, notes: 'Weekly shop\nwith Sam' }))
      .then([splitRecorded]);
  });

  it('refuses a line whose category is unknown, inactive or of the wrong type, under that line', () => {
    const lines = (categoryId: string) => ({
      ...splitInput,
      splits: [
        { categoryId: foodId, amount: '10' },
        { categoryId, amount: '2.30' },
      ],
    });
    spec
      .given([])
      .when(record(lines(salaryId)))
      .thenThrows(ValidationError, {
        fields: { 'splits.1.categoryId': 'Category "Salary" is an Income category and cannot be used on an expense' },
      });
    spec
      .given([])
      .when(record(lines(oldId)))
      .thenThrows(ValidationError, { fields: { 'splits.1.categoryId': 'Selected category is inactive' } });
    const unknown = 'e0000000-0000-4000-8000-0000000000ff';
    spec
      .given([])
      .when(record(lines(unknown)))
      .thenThrows(ValidationError, { fields: { 'splits.1.categoryId': 'Selected category does not exist' } });
  });

  it('refuses an update that breaks the stored split (new amount, or a transfer) unless it replaces or removes the lines', () => {
    spec
      .given([splitRecorded])
      .when(update({ amount: '20' }))
      .thenThrows(ValidationError, {
        fields: { splits: "The split amounts must add up to the transaction's amount" },
      });
    spec
      .given([splitRecorded])
      .when(update({ type: 'payment', toAccountId: savingsId }))
      .thenThrows(ValidationError, { fields: { splits: 'Transfers cannot be split' } });
    const removed = fold(transactionDecider, [splitRecorded]);
    const [event] = transactionDecider.decide(update({ amount: '20', splits: [] })(), removed);
    expect(event).toMatchObject({
      type: 'TransactionUpdated',
      data: { amountCents: 2000, splits: [], transactionCategoryIds: [foodId, funId] },
    });
  });

  it('changes a line, re-deriving the categories, and keeps a split whose category was since deactivated', () => {
    const changed = fold(transactionDecider, [splitRecorded]);
    const [event] = transactionDecider.decide(
      update({
        splits: [
          { categoryId: funId, amount: '12.00' },
          { categoryId: foodId, amount: '0.30', memo: 'Bag' },
        ],
      })(),
      changed,
    );
    expect(event).toMatchObject({
      data: {
        category: 'Fun',
        transactionCategoryIds: [funId, foodId],
        splits: [
          { categoryId: funId, amountCents: 1200, memo: '' },
          { categoryId: foodId, amountCents: 30, memo: 'Bag' },
        ],
      },
    });
    // Food deactivated since: its kept line is still accepted (as kept category ids are).
    const foodInactive = {
      ...context,
      categories: { ...context.categories, [foodId]: { ...context.categories[foodId]!, isActive: false } },
    };
    spec
      .given([splitRecorded])
      .when(update({ title: 'Shop' }, foodInactive))
      .then([
        {
          type: 'TransactionUpdated',
          data: { ...(({ userId: _u, recurringTransactionId: _r, isRecurring: _i, ...rest }) => rest)(splitRecorded.data), title: 'Shop' },
        },
      ]);
  });

  it('restores a deleted split transaction with its lines and notes', () => {
    const restore: RestoreTransaction = { type: 'RestoreTransaction', data: { transactionId: txId, context }, metadata };
    spec
      .given([splitRecorded, { type: 'TransactionDeleted', data: { transactionId: txId } }])
      .when(restore)
      .then([splitRecorded]);
  });

  it('bulk set-category replaces the lines (a one-category transaction); its undo brings them back', () => {
    const state = fold(transactionDecider, [splitRecorded]);
    const applied = decideBulkEdit(
      {
        type: 'ApplyBulkEdit',
        data: {
          batchId: 'b1',
          change: { action: 'set-category', categoryId: funId },
          targets: [{ transactionId: txId, state, revision: 0 }],
          context,
        },
        metadata,
      },
      { status: 'none' },
    );
    expect(applied.writes[0]!.events[0]).toMatchObject({ data: { splits: [], transactionCategoryIds: [funId], category: 'Fun' } });
    const after = fold(transactionDecider, [splitRecorded, ...applied.writes[0]!.events]);
    const undone = decideBulkEditUndo(
      { type: 'UndoBulkEdit', data: { batchId: 'b1', targets: [{ transactionId: txId, state: after, revision: 1 }] }, metadata },
      { status: 'applied', batchId: 'b1', userId, items: applied.batchEvent.data.items },
    );
    expect(undone.writes[0]!.events[0]).toMatchObject({ type: 'TransactionUpdated', data: { splits: splitLines } });
  });

  it('older events without notes or splits fold as not split', () => {
    const { notes: _n, splits: _s, ...older } = expenseRecorded.data;
    const data = TransactionRecorded.schema.parse(older);
    expect(data).toMatchObject({ notes: '', splits: [] });
    const state = fold(transactionDecider, [{ type: 'TransactionRecorded', data }]);
    const [event] = transactionDecider.decide(update({ notes: 'later' })(), state);
    expect(event).toMatchObject({ data: { notes: 'later', splits: [], fromAccountId: checkingId } });
  });
});

describe('split transactions: what each category receives', () => {
  it('a split: its lines summed per category in line order; otherwise the whole amount to the first category', () => {
    const splits = [
      { categoryId: funId, amountCents: 100 },
      { categoryId: foodId, amountCents: 200 },
      { categoryId: funId, amountCents: 5 },
    ];
    expect(categoryShares({ amountCents: 305, transactionCategoryIds: [funId, foodId], splits })).toEqual([
      { categoryId: funId, amountCents: 105 },
      { categoryId: foodId, amountCents: 200 },
    ]);
    expect(splitCategoryIds(splits)).toEqual([funId, foodId]);
    expect(categoryShares({ amountCents: 305, transactionCategoryIds: [foodId, funId], splits: [] })).toEqual([
      { categoryId: foodId, amountCents: 305 },
    ]);
    expect(categoryShares({ amountCents: 305, transactionCategoryIds: [] })).toEqual([{ categoryId: null, amountCents: 305 }]);
  });
});

describe('split transactions: restoring a version (issue 10)', () => {
  it('the PUT body states the lines and notes, and parses back to them', () => {
    const state = fold(transactionDecider, [splitRecorded]);
    if (state.status !== 'recorded') throw new Error('recorded expected');
    const body = transactionRestoreBody(state);
    expect(body).toMatchObject({
      notes: 'Weekly shop\nwith Sam',
      splits: [{ categoryId: foodId, amount: '10.00', memo: 'Bread' }, { amount: '2.30' }],
    });
    expect(transactionUpdateSchema.parse(body)).toMatchObject({ splits: splitLines, transactionCategoryIds: [foodId, funId] });
  });
});
