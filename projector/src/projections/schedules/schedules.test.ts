import { randomUUID } from 'node:crypto';
import {
  recurringTransactionStreamId,
  scheduleStreamId,
  type RecurringTransactionCreatedEvent,
  type ScheduleCreatedEvent,
} from '@life/domain';
import type { Queryable } from '@life/infra';
import { openTestEventStore, testDbKinds } from '@life/infra/testing/test-db';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { rebuildProjection } from '../../rebuild';
import { projectionSpec } from '../../testing/projection-spec';
import {
  findRecurringTransaction,
  listRecurringTransactions,
  recurringTransactionsDueForGeneration,
  type RecurringTransactionRow,
} from './recurring';
import { findSchedule, listSchedulePeriods, listSchedules, type ScheduleRow } from './queries';
import { moneySchedulesProjection } from './schedules';

describe.each(testDbKinds())('money-schedules projection on %s', (kind) => {
  let env: Awaited<ReturnType<typeof openTestEventStore>>;
  beforeEach(async () => {
    env = await openTestEventStore(kind);
  });
  afterEach(async () => {
    await env.close();
  });

  const userId = randomUUID();
  const checking = randomUUID();
  const food = randomUUID();
  const spec = () => projectionSpec(moneySchedulesProjection, env, { userId });
  const T0 = '2025-11-15T12:00:00.000Z';
  const later = { occurredAt: '2025-11-16T08:30:00.000Z' };
  const T1 = later.occurredAt;

  // A pay cheque every other Friday from 2025-01-03, open-ended.
  const salaryId = randomUUID();
  const salaryStream = recurringTransactionStreamId(salaryId);
  const salaryData: RecurringTransactionCreatedEvent['data'] = {
    recurringTransactionId: salaryId,
    userId,
    title: 'Salary',
    amountCents: 250_000,
    type: 'income',
    category: 'Food',
    transactionCategoryIds: [food],
    fromAccountId: null,
    toAccountId: checking,
    frequency: 'bi-weekly',
    startDate: '2025-01-03',
    endDate: null,
    biMonthlyDates: [],
    isActive: true,
    autoPost: false,
    occurrencesFrom: '2025-01-03',
  };
  const { userId: _owner, ...salaryFields } = salaryData;
  const salaryCreated = { streamId: salaryStream, type: 'RecurringTransactionCreated', data: salaryData } as const;

  const payId = randomUUID();
  const payStream = scheduleStreamId(payId);
  const payData: ScheduleCreatedEvent['data'] = {
    scheduleId: payId,
    userId,
    name: 'Pay periods',
    frequency: 'use-recurring-transaction',
    startDate: '2025-01-01',
    endDate: '2025-02-15',
    recurringTransactionId: salaryId,
    isActive: true,
  };
  const { userId: _payOwner, ...payFields } = payData;
  const payCreated = { streamId: payStream, type: 'ScheduleCreated', data: payData } as const;

  /** Periods as money_schedule_periods rows: [start, end, days] in order. */
  const periodRows = (scheduleId: string, name: string, createdAt: string, periods: Array<[string, string, number]>) =>
    periods.map(([start_date, end_date, days_in_period], index) => ({
      user_id: userId,
      schedule_id: scheduleId,
      period_number: index + 1,
      start_date,
      end_date,
      days_in_period,
      schedule_name: name,
      created_at: createdAt,
    }));
  // Bi-weekly from 2025-01-03 inside 2025-01-01..2025-02-15; the last runs to the day before 2025-02-28.
  const salaryPeriods: Array<[string, string, number]> = [
    ['2025-01-03', '2025-01-16', 14],
    ['2025-01-17', '2025-01-30', 14],
    ['2025-01-31', '2025-02-13', 14],
    ['2025-02-14', '2025-02-27', 14],
  ];

  it('RecurringTransactionCreated inserts the recurring transaction; the queries read it', async () => {
    const created = spec().given([]).when([salaryCreated]);
    await created.then('money_recurring_transactions', [
      {
        user_id: userId,
        id: salaryId,
        title: 'Salary',
        type: 'income',
        amount_cents: 250_000,
        category: 'Food',
        transaction_category_ids: [food],
        from_account_id: null,
        to_account_id: checking,
        frequency: 'bi-weekly',
        start_date: '2025-01-03',
        end_date: null,
        bi_monthly_dates: [],
        is_active: true,
        auto_post: false,
        created_at: T0,
        updated_at: T0,
      },
    ]);
    const row: RecurringTransactionRow = {
      id: salaryId,
      user_id: userId,
      title: 'Salary',
      type: 'income',
      amount_cents: '250000',
      category: 'Food',
      transaction_category_ids: [food],
      from_account_id: null,
      to_account_id: checking,
      frequency: 'bi-weekly',
      start_date: '2025-01-03',
      end_date: null,
      bi_monthly_dates: [],
      is_active: true,
      auto_post: false,
      created_at: T0,
      updated_at: T0,
    };
    await created.thenRows((q) => listRecurringTransactions(q, userId), [row]);
    await created.thenRows((q) => findRecurringTransaction(q, userId, salaryId), row);
    await created.thenRows((q) => findRecurringTransaction(q, randomUUID(), salaryId), null);
  });

  it('RecurringTransactionUpdated overwrites the fields and updated_at; the schedules following it get its new dates', async () => {
    const updated = spec()
      .given([salaryCreated, payCreated])
      .when([
        {
          streamId: salaryStream,
          type: 'RecurringTransactionUpdated',
          data: {
            ...salaryFields,
            title: 'Rent',
            type: 'expense',
            amountCents: 120_050,
            fromAccountId: checking,
            toAccountId: null,
            category: '',
            transactionCategoryIds: [],
            frequency: 'bi-monthly',
            startDate: '2025-01-10',
            endDate: '2025-12-31',
            biMonthlyDates: [20, 5],
            isActive: false,
            autoPost: true,
          },
          metadata: later,
        },
      ]);
    await updated.then('money_recurring_transactions', [
      {
        id: salaryId,
        title: 'Rent',
        type: 'expense',
        amount_cents: 120_050,
        category: '',
        transaction_category_ids: [],
        from_account_id: checking,
        to_account_id: null,
        frequency: 'bi-monthly',
        start_date: '2025-01-10',
        end_date: '2025-12-31',
        bi_monthly_dates: [20, 5],
        is_active: false,
        auto_post: true,
        created_at: T0,
        updated_at: T1,
      },
    ]);
    // The query gives the days and ids as JSON arrays, the cents as a string.
    await updated.thenRows(
      async (q) => {
        const row = await findRecurringTransaction(q, userId, salaryId);
        return (
          row && [row.bi_monthly_dates, row.transaction_category_ids, row.amount_cents, row.end_date, row.from_account_id, row.auto_post]
        );
      },
      [[20, 5], [], '120050', '2025-12-31', checking, true],
    );
    // Days 5 and 20 from 2025-01-10: 01-20, 02-05 (the last inside), then 02-20 bounds the last period.
    // created_at stays the schedule's own latest event time.
    await updated.then(
      'money_schedule_periods',
      periodRows(payId, 'Pay periods', T0, [
        ['2025-01-20', '2025-02-04', 16],
        ['2025-02-05', '2025-02-19', 15],
      ]),
    );
  });

  it('RecurringTransactionDeleted removes it; a schedule following it keeps its periods, also when renamed later', async () => {
    const deleted = spec()
      .given([salaryCreated, payCreated])
      .when([{ streamId: salaryStream, type: 'RecurringTransactionDeleted', data: { recurringTransactionId: salaryId } }]);
    await deleted.then('money_recurring_transactions', []);
    await deleted.then('money_schedule_periods', periodRows(payId, 'Pay periods', T0, salaryPeriods));
    await deleted.thenRows((q) => listRecurringTransactions(q, userId), []);

    await spec()
      .given([])
      .when([{ streamId: payStream, type: 'ScheduleUpdated', data: { ...payFields, name: 'Paydays' }, metadata: later }])
      .then('money_schedule_periods', periodRows(payId, 'Paydays', T1, salaryPeriods));
  });

  it('RecurringTransactionRestored (issue 26) puts its row back in its old place, its followers take its rule again, as of each moment', async () => {
    const rentId = randomUUID();
    const rentCreated = {
      streamId: recurringTransactionStreamId(rentId),
      type: 'RecurringTransactionCreated',
      data: { ...salaryData, recurringTransactionId: rentId, title: 'Rent' },
      metadata: later,
    } as const;
    const deleted = {
      streamId: salaryStream,
      type: 'RecurringTransactionDeleted',
      data: { recurringTransactionId: salaryId },
      metadata: later,
    } as const;
    const restoredAt = { occurredAt: '2025-11-17T09:00:00.000Z' };
    const restored = spec()
      .given([salaryCreated, rentCreated, payCreated, deleted])
      .when([{ streamId: salaryStream, type: 'RecurringTransactionRestored', data: salaryData, metadata: restoredAt }]);
    await restored.then('money_recurring_transactions', [
      { id: salaryId, title: 'Salary', created_at: T0, updated_at: restoredAt.occurredAt },
      { id: rentId, title: 'Rent', created_at: T1, updated_at: T1 },
    ]);
    // Listed where it was: before the rule created after it.
    await restored.thenRows(async (q) => (await listRecurringTransactions(q, userId)).map((row) => row.title), ['Salary', 'Rent']);
    await restored.then('money_schedule_periods', periodRows(payId, 'Pay periods', T0, salaryPeriods));
    // Its versions: known until the deletion, none while deleted, known again from the restore.
    await restored.then('money_recurring_transactions_versions', [
      { id: salaryId, known_from: T0, known_to: T1 },
      { id: salaryId, known_from: restoredAt.occurredAt, known_to: null },
      { id: rentId, known_from: T1, known_to: null },
    ]);
  });

  it('RecurringGenerationRequested and RecurringOccurrencesGenerated change no row', async () => {
    await spec()
      .given([salaryCreated])
      .when([
        { streamId: salaryStream, type: 'RecurringGenerationRequested', data: { recurringTransactionId: salaryId }, metadata: later },
        {
          streamId: salaryStream,
          type: 'RecurringOccurrencesGenerated',
          data: { recurringTransactionId: salaryId, forRevision: 1, through: '2027-11-15', created: 60, updated: 0, deleted: 0, posted: 0 },
          metadata: later,
        },
      ])
      .then('money_recurring_transactions', [{ id: salaryId, title: 'Salary', updated_at: T0 }]);
  });

  it('ScheduleCreated (monthly) inserts the schedule and its periods, each to the day before the next date', async () => {
    const monthlyId = randomUUID();
    const created = spec()
      .given([])
      .when([
        {
          streamId: scheduleStreamId(monthlyId),
          type: 'ScheduleCreated',
          data: {
            scheduleId: monthlyId,
            userId,
            name: 'Months',
            frequency: 'monthly',
            startDate: '2025-01-31',
            endDate: '2025-05-15',
            recurringTransactionId: null,
            isActive: true,
          },
        },
      ]);
    await created.then('money_schedules', [
      {
        user_id: userId,
        id: monthlyId,
        name: 'Months',
        frequency: 'monthly',
        start_date: '2025-01-31',
        end_date: '2025-05-15',
        recurring_transaction_id: null,
        is_active: true,
        followed_rule: null,
        created_at: T0,
        updated_at: T0,
      },
    ]);
    // Month ends clamp (Jan 31 -> Feb 28 -> Mar 31 -> Apr 30); the last period ends the day before May 31.
    await created.then(
      'money_schedule_periods',
      periodRows(monthlyId, 'Months', T0, [
        ['2025-01-31', '2025-02-27', 28],
        ['2025-02-28', '2025-03-30', 31],
        ['2025-03-31', '2025-04-29', 30],
        ['2025-04-30', '2025-05-30', 31],
      ]),
    );
    const schedule: ScheduleRow = {
      id: monthlyId,
      user_id: userId,
      name: 'Months',
      frequency: 'monthly',
      start_date: '2025-01-31',
      end_date: '2025-05-15',
      recurring_transaction_id: null,
      is_active: true,
      created_at: T0,
      updated_at: T0,
    };
    await created.thenRows((q) => listSchedules(q, userId), [schedule]);
    await created.thenRows((q) => findSchedule(q, userId, monthlyId), schedule);
    await created.thenRows((q) => findSchedule(q, randomUUID(), monthlyId), null);
    await created.thenRows(
      async (q) =>
        (await listSchedulePeriods(q, userId, monthlyId)).map((p) => [p.period_number, p.start_date, p.end_date, p.days_in_period]),
      [
        [1, '2025-01-31', '2025-02-27', 28],
        [2, '2025-02-28', '2025-03-30', 31],
        [3, '2025-03-31', '2025-04-29', 30],
        [4, '2025-04-30', '2025-05-30', 31],
      ],
    );
    await created.thenRows(async (q) => (await listSchedulePeriods(q, userId, monthlyId))[0], {
      schedule_id: monthlyId,
      schedule_name: 'Months',
      period_number: 1,
      days_in_period: 28,
      start_date: '2025-01-31',
      end_date: '2025-02-27',
      created_at: T0,
    });
    await created.thenRows((q) => listSchedulePeriods(q, randomUUID(), monthlyId), []);
  });

  it('ScheduleCreated (bi-monthly) starts its periods on days 1 and 16', async () => {
    const halvesId = randomUUID();
    await spec()
      .given([])
      .when([
        {
          streamId: scheduleStreamId(halvesId),
          type: 'ScheduleCreated',
          data: {
            scheduleId: halvesId,
            userId,
            name: 'Halves',
            frequency: 'bi-monthly',
            startDate: '2025-01-10',
            endDate: '2025-02-20',
            recurringTransactionId: null,
            isActive: true,
          },
        },
      ])
      .then(
        'money_schedule_periods',
        periodRows(halvesId, 'Halves', T0, [
          ['2025-01-16', '2025-01-31', 16],
          ['2025-02-01', '2025-02-15', 15],
          ['2025-02-16', '2025-02-28', 13],
        ]),
      );
  });

  it('ScheduleCreated following a recurring transaction takes its dates (and keeps its rule)', async () => {
    const created = spec().given([salaryCreated]).when([payCreated]);
    await created.then('money_schedule_periods', periodRows(payId, 'Pay periods', T0, salaryPeriods));
    await created.then('money_schedules', [
      {
        id: payId,
        recurring_transaction_id: salaryId,
        followed_rule: { frequency: 'bi-weekly', startDate: '2025-01-03', endDate: null, biMonthlyDates: [] },
      },
    ]);
  });

  it('a schedule created before its recurring transaction was projected gets its periods when it is', async () => {
    const early = spec().given([payCreated]);
    await early.when([]).then('money_schedule_periods', []);
    await spec()
      .given([])
      .when([salaryCreated])
      .then('money_schedule_periods', periodRows(payId, 'Pay periods', T0, salaryPeriods));
  });

  it("another user's recurring transaction with the same id is never followed", async () => {
    const strangerId = randomUUID();
    const stranger = { ...payData, scheduleId: randomUUID(), userId: strangerId };
    await spec()
      .given([salaryCreated])
      .when([
        { streamId: scheduleStreamId(stranger.scheduleId), type: 'ScheduleCreated', data: stranger, metadata: { userId: strangerId } },
      ])
      .then('money_schedules', [{ id: stranger.scheduleId, user_id: strangerId, recurring_transaction_id: salaryId, followed_rule: null }]);
    await spec().given([]).when([]).then('money_schedule_periods', []);
  });

  it('ScheduleUpdated rewrites the schedule and recomputes its periods (new name, dates, created_at)', async () => {
    const updated = spec()
      .given([salaryCreated, payCreated])
      .when([
        {
          streamId: payStream,
          type: 'ScheduleUpdated',
          data: {
            ...payFields,
            name: 'Weeks',
            frequency: 'weekly',
            startDate: '2025-03-03',
            endDate: '2025-03-20',
            recurringTransactionId: null,
          },
          metadata: later,
        },
      ]);
    await updated.then('money_schedules', [
      {
        id: payId,
        name: 'Weeks',
        frequency: 'weekly',
        start_date: '2025-03-03',
        end_date: '2025-03-20',
        recurring_transaction_id: null,
        followed_rule: null,
        created_at: T0,
        updated_at: T1,
      },
    ]);
    await updated.then(
      'money_schedule_periods',
      periodRows(payId, 'Weeks', T1, [
        ['2025-03-03', '2025-03-09', 7],
        ['2025-03-10', '2025-03-16', 7],
        ['2025-03-17', '2025-03-23', 7],
      ]),
    );
    // No longer following: a change to the recurring transaction leaves it alone.
    await spec()
      .given([])
      .when([{ streamId: salaryStream, type: 'RecurringTransactionUpdated', data: { ...salaryFields, frequency: 'weekly' } }])
      .then(
        'money_schedule_periods',
        periodRows(payId, 'Weeks', T1, [
          ['2025-03-03', '2025-03-09', 7],
          ['2025-03-10', '2025-03-16', 7],
          ['2025-03-17', '2025-03-23', 7],
        ]),
      );
  });

  it('ScheduleDeleted removes the schedule and its periods', async () => {
    const deleted = spec()
      .given([salaryCreated, payCreated])
      .when([{ streamId: payStream, type: 'ScheduleDeleted', data: { scheduleId: payId } }]);
    await deleted.then('money_schedules', []);
    await deleted.then('money_schedule_periods', []);
    await deleted.thenRows((q) => listSchedules(q, userId), []);
  });

  it('ScheduleDeleted of a schedule it never held changes nothing (resetsStream)', async () => {
    await spec()
      .given([])
      .when([{ streamId: payStream, type: 'ScheduleDeleted', data: { scheduleId: payId } }])
      .then('money_schedules', []);
  });

  it('lists for the daily job every live active recurring transaction that is open-ended, ends after today or auto-posts', async () => {
    const rule = (endDate: string | null, isActive: boolean, autoPost: boolean) => {
      const id = randomUUID();
      return {
        id,
        event: {
          streamId: recurringTransactionStreamId(id),
          type: 'RecurringTransactionCreated',
          data: { ...salaryData, recurringTransactionId: id, endDate, isActive, autoPost },
        } as const,
      };
    };
    const openEnded = rule(null, true, false);
    const bounded = rule('2026-01-01', true, false);
    const boundedAutoPost = rule('2026-01-01', true, true);
    // Its horizon moves on until its end (a run writes through 31 December of next year only).
    const endsLater = rule('2030-01-01', true, false);
    const inactive = rule(null, false, true);
    const gone = rule(null, true, true);
    const otherUser = randomUUID();
    const theirs = randomUUID();
    await spec()
      .given([openEnded, bounded, boundedAutoPost, endsLater, inactive, gone].map((r) => r.event))
      .when([
        { streamId: recurringTransactionStreamId(gone.id), type: 'RecurringTransactionDeleted', data: { recurringTransactionId: gone.id } },
        {
          streamId: recurringTransactionStreamId(theirs),
          type: 'RecurringTransactionCreated',
          data: { ...salaryData, recurringTransactionId: theirs, userId: otherUser },
          metadata: { userId: otherUser },
        },
      ])
      .thenRows(
        async (q) =>
          (await recurringTransactionsDueForGeneration(q, '2026-01-02')).filter(
            (row) => row.user_id === userId || row.user_id === otherUser,
          ),
        [
          { user_id: userId, id: openEnded.id },
          { user_id: userId, id: boundedAutoPost.id },
          { user_id: userId, id: endsLater.id },
          { user_id: otherUser, id: theirs },
        ].sort((a, b) => (a.user_id + a.id < b.user_id + b.id ? -1 : 1)),
      );
  });

  it('a rebuild writes the same rows as the live projection did', async () => {
    const snapshot = async (q: Queryable) => {
      const tables: Record<string, string[]> = {};
      for (const table of moneySchedulesProjection.tables) {
        const { rows } = await q.query<{ row: string }>(`SELECT to_jsonb(t)::text AS row FROM ${table} t ORDER BY 1`);
        tables[table] = rows.map((row) => row.row);
      }
      return tables;
    };
    // Live: in three batches (schedule first, then its recurring transaction, then changes).
    await spec()
      .given([payCreated])
      .when([salaryCreated])
      .then('money_schedule_periods', periodRows(payId, 'Pay periods', T0, salaryPeriods));
    await spec()
      .given([])
      .when([
        {
          streamId: salaryStream,
          type: 'RecurringTransactionUpdated',
          data: { ...salaryFields, startDate: '2025-01-10' },
          metadata: later,
        },
        { streamId: salaryStream, type: 'RecurringTransactionDeleted', data: { recurringTransactionId: salaryId }, metadata: later },
        { streamId: payStream, type: 'ScheduleUpdated', data: { ...payFields, name: 'Renamed' }, metadata: later },
      ])
      .then(
        'money_schedule_periods',
        periodRows(payId, 'Renamed', T1, [
          ['2025-01-10', '2025-01-23', 14],
          ['2025-01-24', '2025-02-06', 14],
          ['2025-02-07', '2025-02-20', 14],
        ]),
      );
    const live = await snapshot(env.db);
    expect(live.money_schedule_periods).toHaveLength(3);
    await rebuildProjection(env.db, env.store, moneySchedulesProjection);
    expect(await snapshot(env.db)).toEqual(live);
  });
});
