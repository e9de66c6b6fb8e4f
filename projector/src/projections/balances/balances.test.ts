import { randomUUID } from 'node:crypto';
import {
  accountBookStreamId,
  eventRegistry,
  scheduleStreamId,
  type AccountOpenedEvent,
  type LifeEvent,
  type TransactionRecordedEvent,
} from '@life/domain';
import { START } from '@life/infra';
import { openTestEventStore, testDbKinds } from '@life/infra/testing/test-db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyNextBatch } from '../../batch';
import { ensureCheckpoint, readCheckpoint } from '../../checkpoints';
import { transactionRecorded } from '../../testing/transactions';
import { moneyAccountsProjection } from '../accounts/accounts';
import { moneyLedgerProjection } from '../ledger/ledger';
import { moneySchedulesProjection } from '../schedules/schedules';
import { accountBalancesForRange, scheduleBalances } from './queries';
import { listSchedulePeriods } from '../schedules/queries';

type Written = LifeEvent & { streamId: string };

/**
 * Balances for a range and per schedule period, against figures worked out by hand from the
 * events below (accounts, ledger and schedules projected by the runner's batch step).
 */
describe.each(testDbKinds())('range and schedule balances on %s', (kind) => {
  let env: Awaited<ReturnType<typeof openTestEventStore>>;
  const userId = randomUUID();
  const checking = randomUUID();
  const card = randomUUID();
  const closed = randomUUID();
  const scheduleId = randomUUID();
  const loner = randomUUID();
  const lonerScheduleId = randomUUID();
  const book = accountBookStreamId(userId);

  const account = (accountId: string, fields: Partial<AccountOpenedEvent['data']>): Written => ({
    streamId: book,
    type: 'AccountOpened',
    data: {
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
    },
  });
  const transaction = (fields: Partial<TransactionRecordedEvent['data']>): Written =>
    transactionRecorded(userId, null, { title: 'Item', date: '2025-01-01', ...fields });

  const events: Written[] = [
    // Checking: 1,000.00 from 2025-01-01. Card: -200.00 from 2025-03-01 (its earlier effects never count).
    account(checking, { accountName: 'Checking', startingBalanceCents: 100_000, startingBalanceAsOf: '2025-01-01' }),
    account(card, {
      accountName: 'Card',
      accountType: 'credit_card',
      startingBalanceCents: -20_000,
      startingBalanceAsOf: '2025-03-01',
      creditLimitCents: 500_000,
    }),
    account(closed, { accountName: 'Closed', startingBalanceCents: 7_700 }),
    { streamId: book, type: 'AccountDeleted', data: { accountId: closed, wasPrimary: false } },
    transaction({ type: 'income', amountCents: 50_000, toAccountId: checking, date: '2024-12-31' }), // before the as-of day
    transaction({ amountCents: 10_000, fromAccountId: checking, date: '2025-01-05' }),
    transaction({ amountCents: 5_000, fromAccountId: checking, date: '2025-01-10', posted: 'pending' }),
    transaction({ type: 'payment', amountCents: 30_000, fromAccountId: checking, toAccountId: card, date: '2025-02-01' }),
    transaction({ amountCents: 2_000, fromAccountId: card, date: '2025-02-15' }), // before the card's as-of day
    transaction({ amountCents: 4_000, fromAccountId: card, date: '2025-03-05', posted: 'pending' }),
    transaction({ amountCents: 9_900, fromAccountId: closed, date: '2025-01-05' }),
    {
      streamId: book,
      type: 'BalanceAdjusted',
      data: {
        accountId: checking,
        adjustmentId: randomUUID(),
        amountCents: 2_500,
        date: '2025-01-20',
        previousBalanceCents: 90_000,
        newBalanceCents: 92_500,
      },
    },
    {
      streamId: scheduleStreamId(scheduleId),
      type: 'ScheduleCreated',
      data: {
        scheduleId,
        userId,
        name: 'Months',
        frequency: 'monthly',
        startDate: '2025-01-01',
        endDate: '2025-03-31',
        recurringTransactionId: null,
        isActive: true,
      },
    },
    {
      streamId: scheduleStreamId(lonerScheduleId),
      type: 'ScheduleCreated',
      data: {
        scheduleId: lonerScheduleId,
        userId: loner,
        name: 'Weeks',
        frequency: 'weekly',
        startDate: '2025-01-06',
        endDate: '2025-01-19',
        recurringTransactionId: null,
        isActive: true,
      },
    },
  ];

  beforeAll(async () => {
    env = await openTestEventStore(kind);
    let appended = START;
    for (const { streamId, type, data } of events) {
      const metadata = { userId, occurredAt: '2025-11-15T12:00:00.000Z', schemaVersion: eventRegistry.versionOf(type) };
      ({ position: appended } = await env.store.append(streamId, [{ type, data, metadata }], { expectedRevision: 'any' }));
    }
    for (const projection of [moneyAccountsProjection, moneyLedgerProjection, moneySchedulesProjection]) {
      await ensureCheckpoint(env.db, projection.name);
      const deadline = Date.now() + 20_000;
      for (let checkpoint = await readCheckpoint(env.db, projection.name); checkpoint < appended;) {
        const result = await applyNextBatch(env.db, env.store, projection, checkpoint, { batchSize: 1000 });
        if (result.kind === 'applied') checkpoint = result.position;
        else if (Date.now() > deadline) throw new Error(`${projection.name} did not reach ${appended}`);
        else await new Promise((resolve) => setTimeout(resolve, 10));
      }
    }
  });
  afterAll(async () => {
    await env?.close();
  });

  const balance = (
    account_id: string,
    account_name: string,
    account_type: string,
    [start_posted_cents, start_all_cents, end_posted_cents, end_all_cents]: number[],
  ) => ({
    account_id,
    account_name,
    account_type,
    start_posted_cents: String(start_posted_cents),
    start_all_cents: String(start_all_cents),
    end_posted_cents: String(end_posted_cents),
    end_all_cents: String(end_all_cents),
  });

  it('January: pending counts in All only, the adjustment in both, a starting balance dated after the range stays as is', async () => {
    expect(await accountBalancesForRange(env.db, userId, '2025-01-01', '2025-01-31')).toEqual([
      // 1000.00, then -100.00 posted, -50.00 pending, +25.00 adjustment; the income of 2024-12-31 predates the as-of day.
      balance(checking, 'Checking', 'checking', [100_000, 100_000, 92_500, 87_500]),
      balance(card, 'Card', 'credit_card', [-20_000, -20_000, -20_000, -20_000]),
    ]);
  });

  it("February to March: the card's as-of day inside the range counts only what follows it", async () => {
    expect(await accountBalancesForRange(env.db, userId, '2025-02-01', '2025-03-31')).toEqual([
      balance(checking, 'Checking', 'checking', [92_500, 87_500, 62_500, 57_500]),
      // The payment (02-01) and the 02-15 expense predate 03-01; the pending 40.00 of 03-05 counts in All.
      balance(card, 'Card', 'credit_card', [-20_000, -20_000, -20_000, -24_000]),
    ]);
  });

  it('a one-day range: start is the end of the day before, end includes the day', async () => {
    expect(await accountBalancesForRange(env.db, userId, '2025-01-05', '2025-01-05')).toEqual([
      balance(checking, 'Checking', 'checking', [100_000, 100_000, 90_000, 90_000]),
      balance(card, 'Card', 'credit_card', [-20_000, -20_000, -20_000, -20_000]),
    ]);
  });

  it('scheduleBalances gives every period with every live account, equal to accountBalancesForRange per period', async () => {
    const result = await scheduleBalances(env.db, userId, scheduleId);
    expect(result.periods).toEqual(await listSchedulePeriods(env.db, userId, scheduleId));
    expect(result.periods.map((p) => [p.start_date, p.end_date])).toEqual([
      ['2025-01-01', '2025-01-31'],
      ['2025-02-01', '2025-02-28'],
      ['2025-03-01', '2025-03-31'],
    ]);
    const expected = [];
    for (const period of result.periods) {
      for (const row of await accountBalancesForRange(env.db, userId, period.start_date, period.end_date)) {
        expected.push({ period_number: period.period_number, ...row });
      }
    }
    expect(result.balances).toEqual(expected);
    // And by hand, period 3 (March).
    expect(result.balances.filter((row) => row.period_number === 3)).toEqual([
      { period_number: 3, ...balance(checking, 'Checking', 'checking', [62_500, 57_500, 62_500, 57_500]) },
      { period_number: 3, ...balance(card, 'Card', 'credit_card', [-20_000, -20_000, -20_000, -24_000]) },
    ]);
  });

  it('scheduleBalances stays exact past 2^53 cents, as accountBalancesForRange sums them in SQL', async () => {
    const rich = randomUUID();
    const richSchedule = randomUUID();
    const vault = randomUUID();
    await env.db.query(
      `INSERT INTO money_accounts (user_id, id, account_name, account_type, starting_balance_cents, starting_balance_asof,
         description, color, is_active, created_position, created_at, updated_at)
       VALUES ($1, $2, 'Vault', 'savings', 9007199254740991, '2025-01-01', '', '', true, '00001', now(), now())`,
      [rich, vault],
    );
    await env.db.query(
      `INSERT INTO money_account_daily_effects (user_id, account_id, date, posted_cents, all_cents, entries)
       VALUES ($1, $2, '2025-01-10', 2, 5, 1), ($1, $2, '2025-02-03', -1, 3, 1)`,
      [rich, vault],
    );
    await env.db.query(
      `INSERT INTO money_schedule_periods (user_id, schedule_id, start_date, end_date, period_number, days_in_period, schedule_name, created_at)
       VALUES ($1, $2, '2025-01-01', '2025-01-31', 1, 31, 'Monthly', now()), ($1, $2, '2025-02-01', '2025-02-28', 2, 28, 'Monthly', now())`,
      [rich, richSchedule],
    );
    const result = await scheduleBalances(env.db, rich, richSchedule);
    const expected = [];
    for (const period of result.periods) {
      for (const row of await accountBalancesForRange(env.db, rich, period.start_date, period.end_date)) {
        expected.push({ period_number: period.period_number, ...row });
      }
    }
    expect(result.balances).toEqual(expected);
    expect(result.balances.map((row) => [row.end_posted_cents, row.end_all_cents])).toEqual([
      ['9007199254740993', '9007199254740996'],
      ['9007199254740992', '9007199254740999'],
    ]);
  });

  it('a user without live accounts gets the periods and no balances; an unknown or foreign schedule gets nothing', async () => {
    const lonely = await scheduleBalances(env.db, loner, lonerScheduleId);
    expect(lonely.periods.map((p) => [p.period_number, p.start_date, p.end_date, p.days_in_period])).toEqual([
      [1, '2025-01-06', '2025-01-12', 7],
      [2, '2025-01-13', '2025-01-19', 7],
    ]);
    expect(lonely.balances).toEqual([]);
    expect(await scheduleBalances(env.db, loner, scheduleId)).toEqual({ periods: [], balances: [] });
    expect(await scheduleBalances(env.db, userId, randomUUID())).toEqual({ periods: [], balances: [] });
    expect(await accountBalancesForRange(env.db, randomUUID(), '2025-01-01', '2025-01-31')).toEqual([]);
  });
});
