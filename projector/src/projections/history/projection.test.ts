import { randomUUID } from 'node:crypto';
import { accountBookStreamId, categoryListStreamId, transactionStreamId, type TransactionRecordedEvent } from '@life/domain';
import { openTestEventStore, testDbKinds } from '@life/infra/testing/test-db';
import { afterEach, beforeEach, describe, it } from 'vitest';
import { projectionSpec } from '../../testing/projection-spec';
import { moneyHistoryProjection } from './projection';

/** Versions per event type: each change closes the current version at its occurredAt and opens the next; a deletion only closes. */
describe.each(testDbKinds())('money-history projection on %s', (kind) => {
  let env: Awaited<ReturnType<typeof openTestEventStore>>;
  beforeEach(async () => {
    env = await openTestEventStore(kind);
  });
  afterEach(async () => {
    await env.close();
  });

  const userId = randomUUID();
  const checking = randomUUID();
  const savings = randomUUID();
  const lunch = randomUUID();
  const food = randomUUID();
  const stream = transactionStreamId(lunch);
  const book = accountBookStreamId(userId);
  const spec = () => projectionSpec(moneyHistoryProjection, env, { userId });
  const at = (minute: number) => ({ occurredAt: `2025-11-15T12:0${minute}:00.000Z` });
  const first = '2025-11-15T12:00:00.000Z';

  const lunchData: TransactionRecordedEvent['data'] = {
    transactionId: lunch,
    userId,
    title: 'Lunch',
    notes: '',
    splits: [],
    type: 'expense',
    amountCents: 1250,
    category: 'Food',
    transactionCategoryIds: [],
    fromAccountId: checking,
    toAccountId: null,
    posted: 'pending',
    date: '2025-11-14',
    recurringTransactionId: null,
    isRecurring: false,
  };
  const { userId: _owner, recurringTransactionId: _r, isRecurring: _i, ...editable } = lunchData;
  const recorded = { streamId: stream, type: 'TransactionRecorded', data: lunchData, metadata: at(0) } as const;
  const updated = { streamId: stream, type: 'TransactionUpdated', data: { ...editable, amountCents: 2500 }, metadata: at(1) } as const;
  const flipped = {
    streamId: stream,
    type: 'TransactionStatusChanged',
    data: { transactionId: lunch, posted: 'posted' },
    metadata: at(2),
  } as const;
  const deleted = { streamId: stream, type: 'TransactionDeleted', data: { transactionId: lunch }, metadata: at(3) } as const;

  it('TransactionRecorded opens a version with the accounts it moves', async () => {
    await spec()
      .given([])
      .when([recorded])
      .then('money_transaction_versions', [
        {
          id: lunch,
          title: 'Lunch',
          amount_cents: 1250,
          known_from: first,
          known_to: null,
          debit_account_id: checking,
          credit_account_id: null,
        },
      ]);
  });

  it('TransactionUpdated, StatusChanged and Deleted close the version before (in one batch or several)', async () => {
    const expected = [
      { amount_cents: 1250, status: 'pending', known_from: first, known_to: at(1).occurredAt },
      { amount_cents: 2500, status: 'pending', known_from: at(1).occurredAt, known_to: at(2).occurredAt },
      { amount_cents: 2500, status: 'posted', known_from: at(2).occurredAt, known_to: at(3).occurredAt },
    ];
    const when = spec().given([recorded, updated]).when([flipped, deleted]);
    await when.then('money_transaction_versions', expected);
    // The current totals follow the ledger's: nothing left once it is deleted.
    await when.then('money_history_daily_effects', []);
  });

  it('closes versions opened in the same batch at the next event', async () => {
    await spec()
      .given([])
      .when([recorded, updated, flipped])
      .then('money_transaction_versions', [
        { status: 'pending', amount_cents: 1250, known_to: at(1).occurredAt },
        { status: 'pending', amount_cents: 2500, known_to: at(2).occurredAt },
        { status: 'posted', amount_cents: 2500, known_to: null },
      ]);
  });

  it('BalanceAdjusted is known from its event on; the current totals count it', async () => {
    const adjustment = randomUUID();
    const adjusted = {
      streamId: book,
      type: 'BalanceAdjusted',
      data: {
        adjustmentId: adjustment,
        accountId: checking,
        amountCents: 500,
        date: '2025-11-15',
        previousBalanceCents: 0,
        newBalanceCents: 500,
      },
      metadata: at(4),
    } as const;
    const when = spec().given([]).when([adjusted]);
    await when.then('money_balance_adjustment_versions', [{ id: adjustment, amount_cents: 500, known_from: at(4).occurredAt }]);
    await when.then('money_history_daily_effects', [{ account_id: checking, date: '2025-11-15', posted_cents: 500, all_cents: 500 }]);
  });

  const account = (accountId: string, accountName: string) =>
    ({
      streamId: book,
      type: 'AccountOpened',
      data: {
        accountId,
        userId,
        accountName,
        accountType: 'checking',
        startingBalanceCents: 0,
        startingBalanceAsOf: '2025-01-01',
        creditLimitCents: null,
        description: '',
        color: 'blue',
        isActive: true,
      },
      metadata: at(0),
    }) as const;

  it('AccountMadePrimary closes both accounts it changes; AccountDeleted only closes', async () => {
    await spec()
      .given([
        account(checking, 'Checking'),
        account(savings, 'Savings'),
        { streamId: book, type: 'AccountMadePrimary', data: { accountId: checking, previousPrimaryId: null }, metadata: at(1) },
      ])
      .when([
        { streamId: book, type: 'AccountMadePrimary', data: { accountId: savings, previousPrimaryId: checking }, metadata: at(2) },
        { streamId: book, type: 'AccountDeleted', data: { accountId: checking, wasPrimary: false }, metadata: at(3) },
      ])
      .then('money_account_versions', [
        { id: checking, is_primary: false, known_from: first, known_to: at(1).occurredAt },
        { id: checking, is_primary: true, known_from: at(1).occurredAt, known_to: at(2).occurredAt },
        { id: checking, is_primary: false, known_from: at(2).occurredAt, known_to: at(3).occurredAt },
        { id: savings, is_primary: false, known_from: first, known_to: at(2).occurredAt },
        { id: savings, is_primary: true, known_from: at(2).occurredAt, known_to: null },
      ]);
  });

  it('CategoryUpdated opens a version with the new name; CategoryDeleted closes it', async () => {
    const list = categoryListStreamId(userId);
    const fields = {
      categoryId: food,
      transactionCategory: 'Food',
      transactionType: 'Expense - Variable',
      description: '',
      color: 'green',
      isActive: true,
    } as const;
    await spec()
      .given([{ streamId: list, type: 'CategoryCreated', data: { ...fields, userId }, metadata: at(0) }])
      .when([
        { streamId: list, type: 'CategoryUpdated', data: { ...fields, transactionCategory: 'Groceries' }, metadata: at(1) },
        { streamId: list, type: 'CategoryDeleted', data: { categoryId: food }, metadata: at(2) },
      ])
      .then('money_category_versions', [
        { transaction_category: 'Food', known_from: first, known_to: at(1).occurredAt },
        { transaction_category: 'Groceries', known_from: at(1).occurredAt, known_to: at(2).occurredAt },
      ]);
  });
});
