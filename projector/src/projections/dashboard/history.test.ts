import { randomUUID } from 'node:crypto';
import { DEFAULT_TARGETS, mealStreamId, targetsStreamId, transactionStreamId, workoutStreamId, type TransactionSplit } from '@life/domain';
import { openTestEventStore, testDbKinds } from '@life/infra/testing/test-db';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { rebuildProjection } from '../../rebuild';
import { projectionSpec } from '../../testing/projection-spec';
import { together } from '../../testing/together';
import { moneyHistoryProjection } from '../history/projection';
import { dashboardHistoryProjection } from './history';
import { versionsKnownAt } from '../as-of/source';
import { dashboardStats } from './queries';

describe.each(testDbKinds())('dashboard-history projection on %s', (kind) => {
  let env: Awaited<ReturnType<typeof openTestEventStore>>;
  beforeEach(async () => {
    env = await openTestEventStore(kind);
  });
  afterEach(async () => {
    await env.close();
  });

  const userId = randomUUID();
  const spec = () => projectionSpec(dashboardHistoryProjection, env, { userId });
  const at = (minute: number) => ({ metadata: { occurredAt: `2025-11-14T10:${String(minute).padStart(2, '0')}:00.000Z` } });
  const iso = (minute: number) => at(minute).metadata.occurredAt;

  const history = (w: string, m: string) =>
    [
      {
        streamId: workoutStreamId(w),
        type: 'WorkoutLogged',
        data: {
          workoutId: w,
          userId,
          name: 'Run',
          type: 'cardio',
          durationMinutes: 30,
          calories: 300,
          completed: true,
          date: '2025-11-14',
          time: '07:00',
          exercises: [] as { name: string; sets: number; reps: number; weight: number | null }[],
        },
        ...at(1),
      },
      {
        streamId: mealStreamId(m),
        type: 'MealCreated',
        data: {
          mealId: m,
          userId,
          name: 'Lunch',
          type: 'lunch',
          calories: 650,
          proteinHundredths: null,
          carbsHundredths: null,
          fatHundredths: null,
          time: '12:00',
          date: '2025-11-14',
          logged: true,
          recipeId: null,
        },
        ...at(2),
      },
      { streamId: workoutStreamId(w), type: 'WorkoutCompletionChanged', data: { workoutId: w, completed: false }, ...at(3) },
      { streamId: targetsStreamId(userId), type: 'TargetsSet', data: { userId, ...DEFAULT_TARGETS, calories: 1800 }, ...at(4) },
      { streamId: mealStreamId(m), type: 'MealDeleted', data: { mealId: m }, ...at(5) },
      { streamId: workoutStreamId(w), type: 'WorkoutDeleted', data: { workoutId: w }, ...at(6) },
    ] as const;

  it('each change closes the record’s version and opens the next; a deletion only closes; the same rows one event at a time', async () => {
    const [w, m] = [randomUUID(), randomUUID()];
    const run = spec().given([]).when(history(w, m));
    await run.then('dashboard_record_versions', [
      { kind: 'workout', id: w, amount: 30, known_from: iso(1), known_to: iso(3), activity_at: iso(1) },
      { kind: 'workout', id: w, amount: 30, known_from: iso(3), known_to: iso(6), activity_at: null },
      { kind: 'meal', id: m, amount: 650, known_from: iso(2), known_to: iso(5), activity_at: iso(2) },
    ]);
    await run.then('user_target_versions', [{ user_id: userId, calories: 1800, weekly_workouts: 6, known_from: iso(4), known_to: null }]);

    const snapshot = async () =>
      (
        await env.db.query<{ row: string }>(
          `SELECT to_jsonb(v)::text AS row FROM dashboard_record_versions v UNION ALL SELECT to_jsonb(t)::text FROM user_target_versions t
           ORDER BY 1`,
        )
      ).rows.map((row) => row.row);
    const inOneBatch = await snapshot();
    await rebuildProjection(env.db, env.store, dashboardHistoryProjection, { batchSize: 1, until: await env.store.head() });
    expect(await snapshot()).toEqual(inOneBatch);
  });

  it('dashboardStatsAsOf: the figures of each moment', async () => {
    const [w, m] = [randomUUID(), randomUUID()];
    await spec()
      .given([])
      .when(history(w, m))
      .then('user_target_versions', [{ calories: 1800 }]);
    const figures = async (minute: number, seconds = '30') => {
      const stats = await dashboardStats(
        env.db,
        userId,
        '2025-11-14',
        versionsKnownAt(iso(minute).replace(':00.000Z', `:${seconds}.000Z`)),
      );
      return {
        workouts: stats.weekWorkouts,
        calories: stats.todayMealCalories,
        target: stats.targets?.calories ?? null,
        recent: stats.recent.length,
      };
    };
    expect(await figures(0)).toEqual({ workouts: 0, calories: 0, target: null, recent: 0 });
    expect(await figures(2)).toEqual({ workouts: 1, calories: 650, target: null, recent: 2 });
    expect(await figures(3)).toEqual({ workouts: 0, calories: 650, target: null, recent: 1 });
    expect(await figures(4)).toEqual({ workouts: 0, calories: 650, target: 1800, recent: 1 });
    expect(await figures(6)).toEqual({ workouts: 0, calories: 0, target: 1800, recent: 0 });
  });

  it("as of a moment, transactions are money-history's versions (issue 25): recorded, edited, deleted, recorded again", async () => {
    const id = randomUUID();
    const fields = {
      title: 'Lunch',
      notes: '',
      splits: [] as TransactionSplit[],
      type: 'expense',
      amountCents: 1250,
      category: '',
      transactionCategoryIds: [] as string[],
      fromAccountId: randomUUID(),
      toAccountId: null,
      posted: 'pending',
      date: '2025-11-14',
    } as const;
    const recorded = { transactionId: id, userId, ...fields, recurringTransactionId: null, isRecurring: false };
    const stream = transactionStreamId(id);
    await projectionSpec(together(dashboardHistoryProjection, moneyHistoryProjection), env, { userId })
      .given([])
      .when([
        { streamId: stream, type: 'TransactionRecorded', data: recorded, ...at(1) },
        { streamId: stream, type: 'TransactionStatusChanged', data: { transactionId: id, posted: 'posted' }, ...at(2) },
        {
          streamId: stream,
          type: 'TransactionUpdated',
          data: { transactionId: id, ...fields, amountCents: 900, date: '2025-11-20' },
          ...at(3),
        },
        { streamId: stream, type: 'TransactionDeleted', data: { transactionId: id }, ...at(4) },
        { streamId: stream, type: 'TransactionRecorded', data: recorded, ...at(5) },
      ])
      .then('dashboard_record_versions', []);
    const figures = async (minute: number) => {
      const stats = await dashboardStats(env.db, userId, '2025-11-14', versionsKnownAt(iso(minute).replace(':00.000Z', ':30.000Z')));
      const recent = stats.recent.map((row) => (row.kind === 'transaction' ? `${row.amount_cents} ${row.date} ${row.at}` : row.kind));
      return { spent: stats.monthExpenseCents, count: stats.monthTransactions, upcoming: stats.monthUpcomingTransactions, recent };
    };
    expect(await figures(0)).toEqual({ spent: 0, count: 0, upcoming: 0, recent: [] });
    expect(await figures(1)).toEqual({ spent: 1250, count: 1, upcoming: 0, recent: [`1250 2025-11-14 ${iso(1)}`] });
    expect(await figures(2)).toEqual({ spent: 1250, count: 1, upcoming: 0, recent: [`1250 2025-11-14 ${iso(1)}`] });
    // Dated after today: upcoming, no activity; still recorded at minute 1.
    expect(await figures(3)).toEqual({ spent: 900, count: 1, upcoming: 1, recent: [] });
    expect(await figures(4)).toEqual({ spent: 0, count: 0, upcoming: 0, recent: [] });
    expect(await figures(5)).toEqual({ spent: 1250, count: 1, upcoming: 0, recent: [`1250 2025-11-14 ${iso(5)}`] });
  });
});
