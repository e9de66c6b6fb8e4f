import { randomUUID } from 'node:crypto';
import { accountBookStreamId, transactionStreamId, type TransactionRecordedEvent } from '@life/domain';
import { openTestEventStore, testDbKinds } from '@life/infra/testing/test-db';
import { afterEach, beforeEach, describe, it } from 'vitest';
import { projectionSpec } from '../../testing/projection-spec';
import { moneyLedgerProjection } from './ledger';
import { NO_CATEGORY } from './names';
import { monthSummary } from './summary';

describe.each(testDbKinds())('money-ledger projection on %s', (kind) => {
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
  const food = randomUUID();
  const lunch = randomUUID();
  const stream = transactionStreamId(lunch);
  const spec = () => projectionSpec(moneyLedgerProjection, env, { userId });
  const later = { occurredAt: '2025-11-16T08:30:00.000Z' };

  const lunchData: TransactionRecordedEvent['data'] = {
    transactionId: lunch,
    userId,
    title: 'Lunch',
    notes: '',
    splits: [],
    type: 'expense',
    amountCents: 1250,
    category: 'Food',
    transactionCategoryIds: [food],
    fromAccountId: checking,
    toAccountId: null,
    posted: 'posted',
    date: '2025-11-14',
    recurringTransactionId: null,
    isRecurring: false,
  };
  const recorded = { streamId: stream, type: 'TransactionRecorded', data: lunchData } as const;
  const { userId: _owner, recurringTransactionId: _r, isRecurring: _i, ...editable } = lunchData;

  it('TransactionRecorded inserts the transaction and adds its effects to the day, month and category', async () => {
    const spec_ = spec().given([]).when([recorded]);
    await spec_.then('money_transactions', [
      {
        user_id: userId,
        id: lunch,
        title: 'Lunch',
        type: 'expense',
        amount_cents: 1250,
        category: 'Food',
        category_ids: [food],
        from_account_id: checking,
        to_account_id: null,
        status: 'posted',
        date: '2025-11-14',
        is_recurring: false,
        created_at: '2025-11-15T12:00:00.000Z',
      },
    ]);
    await spec_.then('money_account_daily_effects', [
      { account_id: checking, date: '2025-11-14', posted_cents: -1250, all_cents: -1250, entries: 1 },
    ]);
    await spec_.then('money_monthly_summary', [{ month: '2025-11-01', expense_cents: 1250, expense_count: 1, income_count: 0 }]);
    await spec_.then('money_monthly_category_spending', [
      { month: '2025-11-01', category_id: food, expense_cents: 1250, expense_count: 1 },
    ]);
  });

  it('TransactionUpdated rewrites the row and moves its effects (old taken out, new put in)', async () => {
    const updated = spec()
      .given([recorded])
      .when([
        {
          streamId: stream,
          type: 'TransactionUpdated',
          data: {
            ...editable,
            title: 'Dinner',
            amountCents: 4000,
            category: '',
            transactionCategoryIds: [],
            posted: 'pending',
            date: '2025-12-02',
          },
          metadata: later,
        },
      ]);
    await updated.then('money_transactions', [
      {
        id: lunch,
        title: 'Dinner',
        amount_cents: 4000,
        category_ids: [],
        status: 'pending',
        date: '2025-12-02',
        updated_at: '2025-11-16T08:30:00.000Z',
      },
    ]);
    await updated.then('money_account_daily_effects', [
      { account_id: checking, date: '2025-12-02', posted_cents: 0, all_cents: -4000, entries: 1 },
    ]);
    await updated.then('money_monthly_category_spending', [{ month: '2025-12-01', category_id: NO_CATEGORY, expense_cents: 4000 }]);
  });

  it('TransactionStatusChanged to pending keeps the row and takes it out of the posted balance only', async () => {
    const pending = spec()
      .given([recorded])
      .when([{ streamId: stream, type: 'TransactionStatusChanged', data: { transactionId: lunch, posted: 'pending' }, metadata: later }]);
    await pending.then('money_transactions', [{ id: lunch, status: 'pending', updated_at: '2025-11-16T08:30:00.000Z' }]);
    await pending.then('money_account_daily_effects', [
      { account_id: checking, date: '2025-11-14', posted_cents: 0, all_cents: -1250, entries: 1 },
    ]);
  });

  it('TransactionDeleted removes the row and every contribution', async () => {
    const deleted = spec()
      .given([recorded])
      .when([{ streamId: stream, type: 'TransactionDeleted', data: { transactionId: lunch } }]);
    await deleted.then('money_transactions', []);
    await deleted.then('money_account_daily_effects', []);
    await deleted.then('money_monthly_category_spending', []);
    await deleted.thenRows(async (q) => (await monthSummary(q, userId, '2025-11-01')).allTime.expense_count, 0);
  });

  it('TransactionDeleted of a transaction the ledger never held changes nothing (resetsStream)', async () => {
    await spec()
      .given([])
      .when([{ streamId: stream, type: 'TransactionDeleted', data: { transactionId: lunch } }])
      .then('money_transactions', []);
  });

  it('BalanceAdjusted records the adjustment as a posted effect of the account-book owner', async () => {
    const adjustment = randomUUID();
    const adjusted = spec()
      .given([])
      .when([
        {
          streamId: accountBookStreamId(userId),
          type: 'BalanceAdjusted',
          data: {
            accountId: savings,
            adjustmentId: adjustment,
            amountCents: -500,
            date: '2025-11-05',
            previousBalanceCents: 1000,
            newBalanceCents: 500,
          },
        },
      ]);
    await adjusted.then('money_balance_adjustments', [
      {
        user_id: userId,
        id: adjustment,
        account_id: savings,
        amount_cents: -500,
        date: '2025-11-05',
        previous_balance_cents: 1000,
        new_balance_cents: 500,
      },
    ]);
    await adjusted.then('money_account_daily_effects', [
      { user_id: userId, account_id: savings, date: '2025-11-05', posted_cents: -500, all_cents: -500, entries: 1 },
    ]);
  });
});
