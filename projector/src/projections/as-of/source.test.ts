import { randomUUID } from 'node:crypto';
import {
  accountBookStreamId,
  categoryListStreamId,
  eventRegistry,
  type AccountOpenedEvent,
  type CategoryCreatedEvent,
  type LifeEvent,
  type TransactionRecordedEvent,
} from '@life/domain';
import { START, type Position, type Queryable } from '@life/infra';
import { openTestEventStore, testDbKinds } from '@life/infra/testing/test-db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyNextBatch } from '../../batch';
import { ensureCheckpoint, readCheckpoint } from '../../checkpoints';
import { transactionRecorded } from '../../testing/transactions';
import { moneyAccountsProjection } from '../accounts/accounts';
import { accountBalancesAt, listAccounts } from '../accounts/queries';
import { accountBalancesForRange } from '../balances/queries';
import { moneyCategoriesProjection } from '../categories/categories';
import { listCategories } from '../categories/queries';
import { moneyHistoryProjection } from '../history/projection';
import { moneyLedgerProjection } from '../ledger/ledger';
import { categorySpending, countTransactions, listTransactions, monthSummary } from '../ledger/queries';
import { routeAt } from './money-totals';
import { LIVE, versionsKnownAt, type RowSource } from './source';

type Written = LifeEvent & { streamId: string };

/**
 * Each money read is written once over a source of rows: over money-history's versions known at a
 * moment it answers exactly what it answered live at that moment, by either way of summing
 * (routeAt: the versions known then for an early moment, the current totals undoing later changes
 * for a recent one).
 */
describe.each(testDbKinds())('money reads as of a moment on %s', (kind) => {
  let env: Awaited<ReturnType<typeof openTestEventStore>>;
  const userId = randomUUID();
  const checking = randomUUID();
  const card = randomUUID();
  const food = randomUUID();
  const rent = randomUUID();
  const book = accountBookStreamId(userId);
  const list = categoryListStreamId(userId);
  const firstDay = '2025-11-15T12:00:00.000Z';
  const between = '2025-11-15T18:00:00.000Z';
  const secondDay = '2025-11-16T12:00:00.000Z';

  const accountData = (accountId: string, fields: Partial<AccountOpenedEvent['data']>): AccountOpenedEvent['data'] => ({
    accountId,
    userId,
    accountName: 'Account',
    accountType: 'checking',
    startingBalanceCents: 0,
    startingBalanceAsOf: '2025-01-01',
    creditLimitCents: null,
    description: '',
    color: '#3B82F6',
    isActive: true,
    ...fields,
  });
  const categoryFields = (categoryId: string, transactionCategory: string): Omit<CategoryCreatedEvent['data'], 'userId'> => ({
    categoryId,
    transactionCategory,
    transactionType: 'Expense - Variable',
    description: '',
    color: 'green',
    isActive: true,
  });
  const recorded = (fields: Partial<TransactionRecordedEvent['data']>): Written & { type: 'TransactionRecorded' } =>
    transactionRecorded(userId, checking, { title: 'Item', date: '2025-10-05', ...fields });
  const edited = (event: ReturnType<typeof recorded>, fields: Partial<TransactionRecordedEvent['data']>): Written => {
    const { userId: _owner, recurringTransactionId: _rule, isRecurring: _recurring, ...editable } = { ...event.data, ...fields };
    return { streamId: event.streamId, type: 'TransactionUpdated', data: editable };
  };

  const lunch = recorded({ title: 'Lunch', amountCents: 1_250, transactionCategoryIds: [food] });
  const salary = recorded({
    title: 'Salary',
    type: 'income',
    amountCents: 50_000,
    fromAccountId: null,
    toAccountId: checking,
    date: '2025-10-10',
  });
  const transfer = recorded({
    title: 'Card bill',
    type: 'payment',
    amountCents: 30_000,
    toAccountId: card,
    date: '2025-10-12',
    posted: 'pending',
  });
  const checkingData = accountData(checking, { accountName: 'Checking', startingBalanceCents: 100_000 });

  const before: Written[] = [
    { streamId: book, type: 'AccountOpened', data: checkingData },
    {
      streamId: book,
      type: 'AccountOpened',
      data: accountData(card, { accountName: 'Card', accountType: 'credit_card', startingBalanceAsOf: '2025-10-01' }),
    },
    { streamId: list, type: 'CategoryCreated', data: { ...categoryFields(food, 'Food'), userId } },
    { streamId: list, type: 'CategoryCreated', data: { ...categoryFields(rent, 'Rent'), userId } },
    lunch,
    salary,
    transfer,
    recorded({ title: 'Rent', amountCents: 80_000, transactionCategoryIds: [rent], date: '2025-11-01' }),
    {
      streamId: book,
      type: 'BalanceAdjusted',
      data: {
        accountId: checking,
        adjustmentId: randomUUID(),
        amountCents: 2_500,
        date: '2025-10-20',
        previousBalanceCents: 0,
        newBalanceCents: 2_500,
      },
    },
  ];
  const { userId: _owner, ...checkingFields } = checkingData;
  const after: Written[] = [
    edited(lunch, { amountCents: 2_000, date: '2025-11-02', transactionCategoryIds: [rent] }),
    {
      streamId: transfer.streamId,
      type: 'TransactionStatusChanged',
      data: { transactionId: transfer.data.transactionId, posted: 'posted' },
    },
    { streamId: salary.streamId, type: 'TransactionDeleted', data: { transactionId: salary.data.transactionId } },
    ...[1, 2, 3, 4, 5, 6].map((day) =>
      recorded({ title: `Shop ${day}`, amountCents: 500 * day, fromAccountId: card, date: `2025-10-0${day}` }),
    ),
    { streamId: list, type: 'CategoryUpdated', data: categoryFields(food, 'Groceries') },
    { streamId: list, type: 'CategoryDeleted', data: { categoryId: rent } },
    { streamId: book, type: 'AccountUpdated', data: { ...checkingFields, accountName: 'Main' } },
    { streamId: book, type: 'AccountDeleted', data: { accountId: card, wasPrimary: false } },
  ];

  /** Every read of the money pages over one source. */
  const reads = async (q: Queryable, source: RowSource) => ({
    accounts: await listAccounts(q, userId, '2025-10-31', source),
    balancesAt: await accountBalancesAt(q, userId, '2025-10-11', source),
    range: await accountBalancesForRange(q, userId, '2025-10-06', '2025-11-01', source),
    categories: await listCategories(q, userId, source),
    transactions: await listTransactions(q, userId, { limit: 50 }, source),
    page: await listTransactions(q, userId, { limit: 2, accountId: checking, startDate: '2025-10-01' }, source),
    count: await countTransactions(q, userId, { transactionType: 'expense' }, source),
    october: await monthSummary(q, userId, '2025-10-01', source),
    spending: await categorySpending(q, userId, '2025-11-01', source),
  });

  const projections = [moneyAccountsProjection, moneyCategoriesProjection, moneyLedgerProjection, moneyHistoryProjection];
  const project = async (events: readonly Written[], occurredAt: string) => {
    let appended: Position = START;
    for (const { streamId, type, data } of events) {
      const metadata = { userId, occurredAt, schemaVersion: eventRegistry.versionOf(type) };
      ({ position: appended } = await env.store.append(streamId, [{ type, data, metadata }], { expectedRevision: 'any' }));
    }
    for (const projection of projections) {
      await ensureCheckpoint(env.db, projection.name);
      const deadline = Date.now() + 20_000;
      for (let checkpoint = await readCheckpoint(env.db, projection.name); checkpoint < appended;) {
        const result = await applyNextBatch(env.db, env.store, projection, checkpoint, { batchSize: 1000 });
        if (result.kind === 'applied') checkpoint = result.position;
        else if (Date.now() > deadline) throw new Error(`${projection.name} did not reach ${appended}`);
        else await new Promise((resolve) => setTimeout(resolve, 10));
      }
    }
  };

  let liveBefore: Awaited<ReturnType<typeof reads>>;
  beforeAll(async () => {
    env = await openTestEventStore(kind);
    await project(before, firstDay);
    liveBefore = await reads(env.db, LIVE);
    await project(after, secondDay);
  });
  afterAll(async () => {
    await env?.close();
  });

  it('answers as of a moment in between what the live reads answered then', async () => {
    expect(liveBefore.transactions).toHaveLength(4);
    expect(await routeAt(env.db, userId, between)).toBe('known');
    expect(await reads(env.db, versionsKnownAt(between))).toEqual(liveBefore);
  });

  it('answers as of now what the live reads answer now', async () => {
    const live = await reads(env.db, LIVE);
    expect(live.categories.map((category) => category.transaction_category)).toEqual(['Groceries']);
    expect(await routeAt(env.db, userId, '2025-11-17T00:00:00.000Z')).toBe('later');
    expect(await reads(env.db, versionsKnownAt('2025-11-17T00:00:00.000Z'))).toEqual(live);
  });
});
