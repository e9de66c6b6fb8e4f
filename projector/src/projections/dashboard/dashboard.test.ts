import { randomUUID } from 'node:crypto';
import {
  goalStreamId,
  mealStreamId,
  transactionStreamId,
  workoutStreamId,
  type GoalCreatedEvent,
  type MealCreatedEvent,
  type TransactionRecordedEvent,
  type WorkoutLoggedEvent,
} from '@life/domain';
import { openTestEventStore, testDbKinds } from '@life/infra/testing/test-db';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { rebuildProjection } from '../../rebuild';
import { projectionSpec } from '../../testing/projection-spec';
import { together } from '../../testing/together';
import { moneyLedgerProjection } from '../ledger/ledger';
import { dashboardProjection } from './dashboard';
import { dashboardStats } from './queries';

describe.each(testDbKinds())('dashboard projection on %s', (kind) => {
  let env: Awaited<ReturnType<typeof openTestEventStore>>;
  beforeEach(async () => {
    env = await openTestEventStore(kind);
  });
  afterEach(async () => {
    await env.close();
  });

  const userId = randomUUID();
  const spec = () => projectionSpec(dashboardProjection, env, { userId });
  /** The dashboard's statement reads the ledger's transactions (issue 25): both projected. */
  const withLedger = () => projectionSpec(together(dashboardProjection, moneyLedgerProjection), env, { userId });
  const at = (occurredAt: string) => ({ metadata: { occurredAt } });
  const later = at('2025-11-16T08:30:00.000Z');

  const transaction = (id: string, overrides: Partial<TransactionRecordedEvent['data']> = {}) =>
    ({
      streamId: transactionStreamId(id),
      type: 'TransactionRecorded',
      data: {
        transactionId: id,
        userId,
        title: 'Lunch',
        notes: '',
        splits: [] as TransactionRecordedEvent['data']['splits'],
        type: 'expense',
        amountCents: 1250,
        category: '',
        transactionCategoryIds: [] as string[],
        fromAccountId: randomUUID(),
        toAccountId: null,
        posted: 'posted',
        date: '2025-11-14',
        recurringTransactionId: null,
        isRecurring: false,
        ...overrides,
      },
    }) as const;
  const workout = (id: string, overrides: Partial<WorkoutLoggedEvent['data']> = {}) =>
    ({
      streamId: workoutStreamId(id),
      type: 'WorkoutLogged',
      data: {
        workoutId: id,
        userId,
        name: 'Run',
        type: 'cardio',
        durationMinutes: 30,
        calories: 300,
        completed: true,
        date: '2025-11-14',
        time: '07:00',
        exercises: [] as WorkoutLoggedEvent['data']['exercises'],
        ...overrides,
      },
    }) as const;
  const meal = (id: string, overrides: Partial<MealCreatedEvent['data']> = {}) =>
    ({
      streamId: mealStreamId(id),
      type: 'MealCreated',
      data: {
        mealId: id,
        userId,
        name: 'Oatmeal',
        type: 'breakfast',
        calories: 350,
        proteinHundredths: null,
        carbsHundredths: null,
        fatHundredths: null,
        time: '08:00',
        date: '2025-11-14',
        logged: true,
        recipeId: null,
        ...overrides,
      },
    }) as const;
  const goal = (id: string, overrides: Partial<GoalCreatedEvent['data']> = {}) =>
    ({
      streamId: goalStreamId(id),
      type: 'GoalCreated',
      data: {
        goalId: id,
        userId,
        title: 'Read 12 books',
        description: '',
        category: 'Learning',
        priority: 'medium',
        dueDate: 'Dec 31',
        status: 'active',
        progress: 0,
        ...overrides,
      },
    }) as const;
  const NO_DAY = { workouts: 0, workout_minutes: 0, logged_meals: 0, meal_calories: 0 };

  /** What the dashboard shows of transactions on `today`. */
  const moneyOf = async (q: Parameters<typeof dashboardStats>[0], today: string) => {
    const stats = await dashboardStats(q, userId, today);
    return {
      spent: stats.monthExpenseCents,
      count: stats.monthTransactions,
      upcoming: stats.monthUpcomingTransactions,
      recent: stats.recent.filter((row) => row.kind === 'transaction'),
    };
  };
  const recentTransaction = (id: string, title: string, type: 'expense' | 'income', cents: number, date: string, at: string) => ({
    kind: 'transaction' as const,
    id,
    title,
    type,
    amount_cents: cents,
    date,
    at,
  });

  describe("transactions (the ledger's, issue 25)", () => {
    it('TransactionRecorded counts in its month (an expense with its amount) and is activity; the dashboard keeps no row of it', async () => {
      const [lunch, pay] = [randomUUID(), randomUUID()];
      const run = withLedger()
        .given([])
        .when([transaction(lunch), transaction(pay, { title: 'Salary', type: 'income', amountCents: 500_000, fromAccountId: null })]);
      await run.thenRows((q) => moneyOf(q, '2025-11-14'), {
        spent: 1250,
        count: 2,
        upcoming: 0,
        recent: [
          recentTransaction(pay, 'Salary', 'income', 500_000, '2025-11-14', '2025-11-15T12:00:00.000Z'),
          recentTransaction(lunch, 'Lunch', 'expense', 1250, '2025-11-14', '2025-11-15T12:00:00.000Z'),
        ],
      });
      await run.then('dashboard_records', []);
      await run.then('dashboard_days', []);
    });

    it('TransactionUpdated moves its contribution (new day, type and amount), not its activity time', async () => {
      const id = randomUUID();
      const run = withLedger()
        .given([transaction(id)])
        .when([
          {
            streamId: transactionStreamId(id),
            type: 'TransactionUpdated',
            data: { ...transaction(id).data, title: 'Refund', type: 'income', amountCents: 900, date: '2025-12-01' },
            ...later,
          },
        ]);
      await run.thenRows((q) => moneyOf(q, '2025-11-14'), { spent: 0, count: 0, upcoming: 0, recent: [] });
      await run.thenRows((q) => moneyOf(q, '2025-12-02'), {
        spent: 0,
        count: 1,
        upcoming: 0,
        recent: [recentTransaction(id, 'Refund', 'income', 900, '2025-12-01', '2025-11-15T12:00:00.000Z')],
      });
    });

    it('TransactionDeleted takes out only its own contribution; recorded again (a restore), it is activity from then', async () => {
      const [gone, kept, restored] = [randomUUID(), randomUUID(), randomUUID()];
      const deleted = (id: string) =>
        ({ streamId: transactionStreamId(id), type: 'TransactionDeleted', data: { transactionId: id } }) as const;
      const run = withLedger()
        .given([transaction(gone), transaction(kept, { amountCents: 100 }), transaction(restored, { amountCents: 7 }), deleted(restored)])
        .when([deleted(gone), { ...transaction(restored, { amountCents: 7 }), ...later }]);
      await run.thenRows((q) => moneyOf(q, '2025-11-14'), {
        spent: 107,
        count: 2,
        upcoming: 0,
        recent: [
          recentTransaction(restored, 'Lunch', 'expense', 7, '2025-11-14', '2025-11-16T08:30:00.000Z'),
          recentTransaction(kept, 'Lunch', 'expense', 100, '2025-11-14', '2025-11-15T12:00:00.000Z'),
        ],
      });
    });

    it('pending, split and generated transactions count like any; those dated after today are upcoming, not activity', async () => {
      const [pending, split, occurrence] = [randomUUID(), randomUUID(), randomUUID()];
      const categories = [randomUUID(), randomUUID()];
      await withLedger()
        .given([])
        .when([
          transaction(pending, { posted: 'pending', amountCents: 300 }),
          transaction(split, {
            amountCents: 1000,
            transactionCategoryIds: categories,
            splits: categories.map((categoryId, index) => ({ categoryId, amountCents: 400 + index * 200, memo: '' })),
          }),
          transaction(occurrence, { date: '2025-11-28', recurringTransactionId: randomUUID(), isRecurring: true }),
        ])
        .thenRows((q) => moneyOf(q, '2025-11-14'), {
          spent: 300 + 1000 + 1250,
          count: 3,
          upcoming: 1,
          recent: [
            recentTransaction(split, 'Lunch', 'expense', 1000, '2025-11-14', '2025-11-15T12:00:00.000Z'),
            recentTransaction(pending, 'Lunch', 'expense', 300, '2025-11-14', '2025-11-15T12:00:00.000Z'),
          ],
        });
    });
  });

  describe('workouts', () => {
    it('WorkoutLogged: a completed workout is activity and counts with its minutes; a planned one neither', async () => {
      const [done, planned] = [randomUUID(), randomUUID()];
      const run = spec()
        .given([])
        .when([workout(done), workout(planned, { completed: false, date: '2025-11-20' })]);
      await run.then('dashboard_records', [
        { kind: 'workout', id: done, title: 'Run', day: '2025-11-14', amount: 30, activity_at: '2025-11-15T12:00:00.000Z' },
        { kind: 'workout', id: planned, title: 'Run', day: '2025-11-20', amount: 30, activity_at: null },
      ]);
      await run.then('dashboard_days', [{ day: '2025-11-14', ...NO_DAY, workouts: 1, workout_minutes: 30 }]);
    });

    it('WorkoutCompletionChanged both ways: completing counts it from then, undoing takes it out', async () => {
      const [a, b] = [randomUUID(), randomUUID()];
      const completion = (id: string, completed: boolean) =>
        ({ streamId: workoutStreamId(id), type: 'WorkoutCompletionChanged', data: { workoutId: id, completed }, ...later }) as const;
      const run = spec()
        .given([workout(a, { completed: false }), workout(b, { durationMinutes: 45 })])
        .when([completion(a, true), completion(b, false)]);
      await run.then('dashboard_records', [
        { id: a, activity_at: '2025-11-16T08:30:00.000Z' },
        { id: b, activity_at: null },
      ]);
      await run.then('dashboard_days', [{ day: '2025-11-14', ...NO_DAY, workouts: 1, workout_minutes: 30 }]);
    });

    it('WorkoutFinished completes it with the measured minutes', async () => {
      const id = randomUUID();
      const run = spec()
        .given([workout(id, { completed: false })])
        .when([
          {
            streamId: workoutStreamId(id),
            type: 'WorkoutFinished',
            data: { workoutId: id, startedAt: '2025-11-16T08:00:00.000Z', finishedAt: '2025-11-16T08:27:00.000Z', durationMinutes: 27 },
            ...later,
          },
        ]);
      await run.then('dashboard_records', [{ id, amount: 27, activity_at: '2025-11-16T08:30:00.000Z' }]);
      await run.then('dashboard_days', [{ day: '2025-11-14', ...NO_DAY, workouts: 1, workout_minutes: 27 }]);
    });

    it('WorkoutUpdated (issue 26) moves its title, day and minutes; still done, its activity moment stays', async () => {
      const id = randomUUID();
      const { workoutId: _id, userId: _user, ...fields } = workout(id).data;
      const run = spec()
        .given([workout(id)])
        .when([
          {
            streamId: workoutStreamId(id),
            type: 'WorkoutUpdated',
            data: { workoutId: id, ...fields, name: 'Long run', durationMinutes: 50, date: '2025-11-15' },
            ...later,
          },
        ]);
      await run.then('dashboard_records', [{ id, title: 'Long run', day: '2025-11-15', amount: 50 }]);
      await run.then('dashboard_days', [{ day: '2025-11-15', ...NO_DAY, workouts: 1, workout_minutes: 50 }]);
    });

    it('WorkoutDeleted takes out the record and its minutes', async () => {
      const id = randomUUID();
      const run = spec()
        .given([workout(id)])
        .when([{ streamId: workoutStreamId(id), type: 'WorkoutDeleted', data: { workoutId: id } }]);
      await run.then('dashboard_records', []);
      await run.then('dashboard_days', []);
    });
  });

  describe('meals', () => {
    it('MealCreated: a logged meal is activity and adds its calories to its day; an unlogged one neither', async () => {
      const [logged, planned] = [randomUUID(), randomUUID()];
      const run = spec()
        .given([])
        .when([meal(logged), meal(planned, { logged: false, calories: 700 })]);
      await run.then('dashboard_records', [
        { kind: 'meal', id: logged, amount: 350, activity_at: '2025-11-15T12:00:00.000Z' },
        { kind: 'meal', id: planned, amount: 700, activity_at: null },
      ]);
      await run.then('dashboard_days', [{ day: '2025-11-14', ...NO_DAY, logged_meals: 1, meal_calories: 350 }]);
    });

    it('MealLoggedChanged both ways', async () => {
      const [a, b] = [randomUUID(), randomUUID()];
      const logged = (id: string, value: boolean) =>
        ({ streamId: mealStreamId(id), type: 'MealLoggedChanged', data: { mealId: id, logged: value }, ...later }) as const;
      const run = spec()
        .given([meal(a, { logged: false, calories: 520 }), meal(b)])
        .when([logged(a, true), logged(b, false)]);
      await run.then('dashboard_records', [
        { id: a, activity_at: '2025-11-16T08:30:00.000Z' },
        { id: b, activity_at: null },
      ]);
      await run.then('dashboard_days', [{ day: '2025-11-14', ...NO_DAY, logged_meals: 1, meal_calories: 520 }]);
    });

    it('MealDeleted takes out the record and its calories; a meal of 0 calories still keeps its day row while logged', async () => {
      const [gone, water] = [randomUUID(), randomUUID()];
      const run = spec()
        .given([meal(gone), meal(water, { name: 'Tea', calories: 0 })])
        .when([{ streamId: mealStreamId(gone), type: 'MealDeleted', data: { mealId: gone } }]);
      await run.then('dashboard_records', [{ id: water }]);
      await run.then('dashboard_days', [{ day: '2025-11-14', ...NO_DAY, logged_meals: 1 }]);
    });
  });

  describe('goals', () => {
    const goalEvent = <T extends 'GoalPaused' | 'GoalResumed' | 'GoalDeleted'>(type: T, goalId: string) =>
      ({ streamId: goalStreamId(goalId), type, data: { goalId }, ...later }) as const;

    it('GoalCreated: the goal with its status, progress and due date; counted in no day', async () => {
      const id = randomUUID();
      const run = spec()
        .given([])
        .when([goal(id, { progress: 20 })]);
      await run.then('dashboard_records', [
        { kind: 'goal', id, title: 'Read 12 books', day: null, amount: 20, goal_status: 'active', goal_due_date: 'Dec 31' },
      ]);
      await run.then('dashboard_days', []);
    });

    it('GoalDetailsChanged: new title and due date, updated now', async () => {
      const id = randomUUID();
      await spec()
        .given([goal(id)])
        .when([
          {
            streamId: goalStreamId(id),
            type: 'GoalDetailsChanged',
            data: { goalId: id, title: 'Read 20 books', description: '', category: 'Learning', priority: 'high', dueDate: '' },
            ...later,
          },
        ])
        .then('dashboard_records', [{ id, title: 'Read 20 books', goal_due_date: '', activity_at: '2025-11-16T08:30:00.000Z' }]);
    });

    it('GoalProgressChanged: progress and the status it left', async () => {
      const id = randomUUID();
      await spec()
        .given([goal(id, { progress: 90 })])
        .when([
          {
            streamId: goalStreamId(id),
            type: 'GoalProgressChanged',
            data: { goalId: id, progress: 100, previousProgress: 90, status: 'completed' },
            ...later,
          },
        ])
        .then('dashboard_records', [{ id, amount: 100, goal_status: 'completed', activity_at: '2025-11-16T08:30:00.000Z' }]);
    });

    it('GoalPaused and GoalResumed', async () => {
      const [paused, resumed] = [randomUUID(), randomUUID()];
      await spec()
        .given([goal(paused), goal(resumed, { status: 'paused' })])
        .when([goalEvent('GoalPaused', paused), goalEvent('GoalResumed', resumed)])
        .then('dashboard_records', [
          { id: paused, goal_status: 'paused', activity_at: '2025-11-16T08:30:00.000Z' },
          { id: resumed, goal_status: 'active', activity_at: '2025-11-16T08:30:00.000Z' },
        ]);
    });

    it('GoalDeleted removes it', async () => {
      const id = randomUUID();
      await spec()
        .given([goal(id)])
        .when([goalEvent('GoalDeleted', id)])
        .then('dashboard_records', []);
    });
  });

  it('parking-safe: a change to a record it does not hold and a replayed creation change nothing', async () => {
    const [unknown, known] = [randomUUID(), randomUUID()];
    const run = spec()
      .given([workout(known)])
      .when([
        {
          streamId: mealStreamId(unknown),
          type: 'MealLoggedChanged',
          data: { mealId: unknown, logged: true },
        },
        { streamId: workoutStreamId(unknown), type: 'WorkoutDeleted', data: { workoutId: unknown } },
        workout(known, { durationMinutes: 99 }),
      ]);
    await run.then('dashboard_records', [{ id: known, amount: 30 }]);
    await run.then('dashboard_days', [{ day: '2025-11-14', ...NO_DAY, workouts: 1, workout_minutes: 30 }]);
  });

  it('one batch or one event at a time (a rebuild): the same rows', async () => {
    const [moved, w, m, g] = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
    const { workoutId: _id, userId: _user, ...fields } = workout(moved).data;
    const snapshot = async () =>
      (
        await env.db.query<{ row: string }>(
          `SELECT to_jsonb(r)::text AS row FROM dashboard_records r
           UNION ALL SELECT to_jsonb(d)::text FROM dashboard_days d ORDER BY 1`,
        )
      ).rows.map((row) => row.row);
    await spec()
      .given([])
      .when([
        workout(moved),
        workout(w, { completed: false }),
        meal(m),
        goal(g),
        { streamId: workoutStreamId(w), type: 'WorkoutCompletionChanged', data: { workoutId: w, completed: true } },
        { streamId: mealStreamId(m), type: 'MealLoggedChanged', data: { mealId: m, logged: false } },
        { streamId: mealStreamId(m), type: 'MealLoggedChanged', data: { mealId: m, logged: true } },
        { streamId: workoutStreamId(moved), type: 'WorkoutUpdated', data: { workoutId: moved, ...fields, date: '2025-11-20' } },
        { streamId: goalStreamId(g), type: 'GoalPaused', data: { goalId: g } },
        meal(randomUUID(), { calories: 5 }),
        { streamId: workoutStreamId(w), type: 'WorkoutDeleted', data: { workoutId: w } },
      ])
      .then('dashboard_days', [
        { day: '2025-11-14', ...NO_DAY, logged_meals: 2, meal_calories: 355 },
        { day: '2025-11-20', ...NO_DAY, workouts: 1, workout_minutes: 30 },
      ]);
    const inOneBatch = await snapshot();
    await rebuildProjection(env.db, env.store, dashboardProjection, { batchSize: 1, until: await env.store.head() });
    expect(await snapshot()).toEqual(inOneBatch);
  });

  it("dashboardStats: the month's spending, the last 7 days' workouts, today's calories, goals and recent activity, hand-computed", async () => {
    // today 2025-12-02: the month is December, the last 7 days 2025-11-26..2025-12-02.
    const today = '2025-12-02';
    const ids = Object.fromEntries(
      [
        'rent',
        'salary',
        'coffee',
        'future',
        'november',
        'run',
        'yoga',
        'old',
        'planned',
        'dinner',
        'lunch',
        'g1',
        'g2',
        'g3',
        'g4',
        'done',
      ].map((name) => [name, randomUUID()]),
    ) as Record<string, string>;
    const other = randomUUID();
    const run = withLedger()
      .given([
        transaction(ids.november!, { date: '2025-11-30', amountCents: 10_000 }), // last month: not this month's spending
        transaction(ids.rent!, { title: 'Rent', date: '2025-12-01', amountCents: 120_000 }),
        transaction(ids.salary!, { title: 'Salary', type: 'income', amountCents: 300_000, date: '2025-12-01', fromAccountId: null }),
        workout(ids.old!, { date: '2025-11-25' }), // 8 days ago: outside the last 7
        workout(ids.run!, { date: '2025-11-26', name: 'Run', durationMinutes: 30 }),
        workout(ids.planned!, { date: '2025-12-02', completed: false }),
        meal(randomUUID(), { date: '2025-12-01', calories: 999 }), // yesterday
        meal(ids.lunch!, { name: 'Lunch', date: today, calories: 650 }),
        meal(ids.dinner!, { name: 'Dinner', date: today, calories: 800, logged: false }),
        goal(ids.g1!, { title: 'G1' }),
        goal(ids.g2!, { title: 'G2', dueDate: '' }),
        goal(ids.g3!, { title: 'G3' }),
        goal(ids.g4!, { title: 'G4' }),
        goal(ids.done!, { title: 'Done', status: 'completed', progress: 100 }),
        transaction(other, { userId: randomUUID(), date: today, amountCents: 777 }), // another user's
      ])
      .when([
        { ...transaction(ids.coffee!, { title: 'Coffee', date: today, amountCents: 450 }), ...at('2025-12-02T09:00:00.000Z') },
        transaction(ids.future!, { title: 'Next rent', date: '2025-12-31', amountCents: 120_000 }), // dated after today
        {
          ...workout(ids.yoga!, { date: '2025-12-01', name: 'Yoga', type: 'flexibility', durationMinutes: 45 }),
          ...at('2025-12-02T09:05:00.000Z'),
        },
        {
          streamId: goalStreamId(ids.g1!),
          type: 'GoalProgressChanged',
          data: { goalId: ids.g1!, progress: 40, previousProgress: 0, status: 'active' },
          ...at('2025-12-02T09:10:00.000Z'),
        },
      ]);
    await run.thenRows((q) => dashboardStats(q, userId, today), {
      today,
      monthStart: '2025-12-01',
      monthEnd: '2025-12-31',
      weekStart: '2025-11-26',
      monthExpenseCents: 120_000 + 450 + 120_000,
      monthTransactions: 4,
      // 'Next rent', dated after today.
      monthUpcomingTransactions: 1,
      weekWorkouts: 2,
      todayMealCalories: 650,
      activeGoals: 4,
      completedGoals: 1,
      goals: [
        { id: ids.g1!, title: 'G1', status: 'active', progress: 40, due_date: 'Dec 31', updated_at: '2025-12-02T09:10:00.000Z' },
        { id: ids.g4!, title: 'G4', status: 'active', progress: 0, due_date: 'Dec 31', updated_at: '2025-11-15T12:00:00.000Z' },
        { id: ids.g3!, title: 'G3', status: 'active', progress: 0, due_date: 'Dec 31', updated_at: '2025-11-15T12:00:00.000Z' },
      ],
      recent: [
        { kind: 'goal', id: ids.g1!, title: 'G1', status: 'active', progress: 40, at: '2025-12-02T09:10:00.000Z' },
        { kind: 'workout', id: ids.yoga!, title: 'Yoga', minutes: 45, date: '2025-12-01', at: '2025-12-02T09:05:00.000Z' },
        {
          kind: 'transaction',
          id: ids.coffee!,
          title: 'Coffee',
          type: 'expense',
          amount_cents: 450,
          date: today,
          at: '2025-12-02T09:00:00.000Z',
        },
        { kind: 'meal', id: ids.lunch!, title: 'Lunch', calories: 650, date: today, at: '2025-11-15T12:00:00.000Z' },
        {
          kind: 'transaction',
          id: ids.salary!,
          title: 'Salary',
          type: 'income',
          amount_cents: 300_000,
          date: '2025-12-01',
          at: '2025-11-15T12:00:00.000Z',
        },
      ],
      targets: null,
    });
  });
});
