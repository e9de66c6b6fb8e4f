import { randomUUID } from 'node:crypto';
import { bodyWeightStreamId, mealStreamId, targetsStreamId, workoutStreamId, type WorkoutLoggedEvent } from '@life/domain';
import { openTestEventStore, testDbKinds } from '@life/infra/testing/test-db';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Projection } from '../../projection';
import { projectionSpec } from '../../testing/projection-spec';
import { LIVE, versionsKnownAt } from '../as-of/source';
import { fitnessWorkoutsProjection } from '../fitness/workouts';
import { nutritionMealsProjection } from '../nutrition/meals';
import { targetsProjection } from '../targets/targets';
import { bodyWeightProjection } from './body-weight';
import { progressHistoryProjection } from './history';
import { listBodyWeights, nutritionDaySums, nutritionTargets, workoutProgress } from './queries';

/** The live projections and progress-history over the same events, as the runner keeps them side by side. */
const together = (...projections: Projection[]): Projection => ({
  name: 'progress-test',
  canHandle: [...new Set(projections.flatMap((p) => p.canHandle))],
  tables: projections.flatMap((p) => p.tables),
  async apply(tx, events) {
    for (const p of projections)
      await p.apply(
        tx,
        events.filter((event) => p.canHandle.includes(event.type)),
      );
  },
});

const T1 = '2026-11-24T10:00:00.000Z';
const T2 = '2026-11-25T10:00:00.000Z';
const BETWEEN = versionsKnownAt('2026-11-24T11:00:00.000Z');
const BEFORE = versionsKnownAt('2026-11-24T09:00:00.000Z');

describe.each(testDbKinds())('progress reads on %s', (kind) => {
  let env: Awaited<ReturnType<typeof openTestEventStore>>;
  beforeEach(async () => {
    env = await openTestEventStore(kind);
  });
  afterEach(async () => {
    await env.close();
  });
  const userId = randomUUID();

  const workout = (workoutId: string, overrides: Partial<WorkoutLoggedEvent['data']>) =>
    ({
      streamId: workoutStreamId(workoutId),
      type: 'WorkoutLogged',
      data: {
        workoutId,
        userId,
        name: 'Session',
        type: 'strength',
        durationMinutes: 45,
        calories: 300,
        completed: true,
        date: '2026-11-22',
        time: null,
        exercises: [],
        ...overrides,
      },
      metadata: { occurredAt: T1 },
    }) as never;

  it('workouts per ISO week and type, 12 weeks and a year, live and as known at an instant', async () => {
    const [a, b, c, d, e, f] = [randomUUID(), randomUUID(), randomUUID(), randomUUID(), randomUUID(), randomUUID()];
    const run = projectionSpec(together(fitnessWorkoutsProjection as Projection, progressHistoryProjection as Projection), env, { userId })
      .given([
        workout(a, { date: '2026-11-23', type: 'cardio', durationMinutes: 30, calories: 250 }), // Monday of the last week
        workout(b, { date: '2026-11-22', type: 'strength', durationMinutes: 45, calories: 300 }), // Sunday of the week before
        workout(c, { date: '2026-11-16', type: 'strength', durationMinutes: 60, calories: null }), // its Monday
        workout(d, { date: '2026-11-26', type: 'cardio', durationMinutes: 10, calories: 100 }), // after today: no week
        workout(e, { date: '2026-11-20', type: 'hiit', durationMinutes: 20, calories: 200, completed: false }),
        workout(f, { date: '2026-09-01', type: 'cardio', durationMinutes: 40, calories: 350 }), // in the year, not the 12 weeks
      ])
      .when([
        { streamId: workoutStreamId(b), type: 'WorkoutDeleted', data: { workoutId: b }, metadata: { occurredAt: T2 } },
        {
          streamId: workoutStreamId(e),
          type: 'WorkoutCompletionChanged',
          data: { workoutId: e, completed: true },
          metadata: { occurredAt: T2 },
        },
      ] as never);
    const version = (id: string, completed: boolean, knownFrom: string, knownTo: string | null) => ({
      id,
      completed,
      known_from: knownFrom,
      known_to: knownTo,
    });
    await run.then('fitness_workout_versions', [
      version(a, true, T1, null),
      version(b, true, T1, T2),
      version(c, true, T1, null),
      version(d, true, T1, null),
      version(e, false, T1, T2),
      version(e, true, T2, null),
      version(f, true, T1, null),
    ]);
    const today = '2026-11-25';
    const zero = { workouts: 0, minutes: 0, calories: 0 };
    const byType = (figures: Record<string, object>) => ({
      strength: zero,
      cardio: zero,
      flexibility: zero,
      hiit: zero,
      other: zero,
      ...figures,
    });

    const live = await workoutProgress(env.db, userId, { today, weeks: 12 }, LIVE);
    expect(live.weeks).toHaveLength(12);
    expect(live.weeks[0]).toMatchObject({ start: '2026-09-07', end: '2026-09-13', ...zero });
    // Week of Nov 16: C (strength 60, no calories) and E (hiit 20/200, completed at T2).
    expect(live.weeks[10]).toEqual({
      start: '2026-11-16',
      end: '2026-11-22',
      workouts: 2,
      minutes: 80,
      calories: 200,
      byType: byType({ strength: { workouts: 1, minutes: 60, calories: 0 }, hiit: { workouts: 1, minutes: 20, calories: 200 } }),
    });
    expect(live.weeks[11]).toEqual({
      start: '2026-11-23',
      end: '2026-11-29',
      workouts: 1,
      minutes: 30,
      calories: 250,
      byType: byType({ cardio: { workouts: 1, minutes: 30, calories: 250 } }),
    });
    expect(live.totals).toMatchObject({ workouts: 3, minutes: 110, calories: 450 });

    const year = await workoutProgress(env.db, userId, { today, weeks: 52 }, LIVE);
    expect(year.weeks[0]!.start).toBe('2025-12-01');
    expect(year.weeks.find((week) => week.start === '2026-08-31')).toMatchObject({ workouts: 1, minutes: 40, calories: 350 });
    expect(year.totals).toMatchObject({ workouts: 4, minutes: 150, calories: 800 });

    // Between T1 and T2: B still there, E not yet done.
    const then = await workoutProgress(env.db, userId, { today: '2026-11-24', weeks: 12 }, BETWEEN);
    expect(then.weeks[10]).toMatchObject({ workouts: 2, minutes: 105, calories: 300 });
    expect(then.weeks[10]!.byType.strength).toEqual({ workouts: 2, minutes: 105, calories: 300 });
    expect(then.weeks[11]).toMatchObject({ workouts: 1, minutes: 30, calories: 250 });
    expect((await workoutProgress(env.db, userId, { today, weeks: 12 }, BEFORE)).totals).toMatchObject(zero);
  });

  it('body weight: the entries and their versions, live and as known at an instant', async () => {
    const [e1, e2] = [randomUUID(), randomUUID()];
    const logged = (entryId: string, date: string, weight: string, unit: 'kg' | 'lb') =>
      ({
        streamId: bodyWeightStreamId(entryId),
        type: 'BodyWeightLogged',
        data: { entryId, userId, date, weight, unit },
        metadata: { occurredAt: T1 },
      }) as never;
    const run = projectionSpec(bodyWeightProjection, env, { userId })
      .given([logged(e1, '2026-11-20', '72.4', 'kg'), logged(e2, '2026-11-21', '160', 'lb')])
      .when([
        {
          streamId: bodyWeightStreamId(e1),
          type: 'BodyWeightChanged',
          data: { entryId: e1, date: '2026-11-20', weight: '72', unit: 'kg' },
          metadata: { occurredAt: T2 },
        },
        { streamId: bodyWeightStreamId(e2), type: 'BodyWeightDeleted', data: { entryId: e2 }, metadata: { occurredAt: T2 } },
      ]);
    await run.then('body_weight_entries', [{ id: e1, date: '2026-11-20', weight: '72', unit: 'kg', source: null, updated_at: T2 }]);
    await run.then('body_weight_entry_versions', [
      { id: e1, weight: '72.4', known_from: T1, known_to: T2, updated_at: T1 },
      { id: e1, weight: '72', known_from: T2, known_to: null, updated_at: T2 },
      { id: e2, weight: '160', known_from: T1, known_to: T2, updated_at: T1 },
    ]);
    const row = (id: string, date: string, weight: string, unit: string, updatedAt: string) => ({
      id,
      date,
      weight,
      unit,
      source: null,
      created_at: T1,
      updated_at: updatedAt,
    });
    expect(await listBodyWeights(env.db, userId, LIVE)).toEqual([row(e1, '2026-11-20', '72', 'kg', T2)]);
    expect(await listBodyWeights(env.db, userId, BETWEEN)).toEqual([
      row(e1, '2026-11-20', '72.4', 'kg', T1),
      row(e2, '2026-11-21', '160', 'lb', T1),
    ]);
    expect(await listBodyWeights(env.db, userId, BEFORE)).toEqual([]);
  });

  it("nutrition: a day's logged meals added up exactly, and the targets, live and as known at an instant", async () => {
    const [m1, m2, m3] = [randomUUID(), randomUUID(), randomUUID()];
    const meal = (mealId: string, calories: number, protein: number | null, logged: boolean) =>
      ({
        streamId: mealStreamId(mealId),
        type: 'MealCreated',
        data: {
          mealId,
          userId,
          name: 'Meal',
          type: 'lunch',
          calories,
          proteinHundredths: protein,
          carbsHundredths: 1001,
          fatHundredths: null,
          time: null,
          date: '2026-11-24',
          logged,
        },
        metadata: { occurredAt: T1 },
      }) as never;
    const targets = {
      userId,
      calories: 1800,
      protein: 120,
      carbs: 200,
      fat: 60,
      waterGlasses: 8,
      weeklyWorkouts: 4,
      weeklyCaloriesBurned: 2000,
      weeklyActiveMinutes: 300,
    };
    const run = projectionSpec(
      together(nutritionMealsProjection as Projection, targetsProjection as Projection, progressHistoryProjection as Projection),
      env,
      { userId },
    )
      .given([meal(m1, 500, 3050, true), meal(m2, 700, 2025, true), meal(m3, 900, 5000, false)])
      .when([
        { streamId: targetsStreamId(userId), type: 'TargetsSet', data: targets, metadata: { occurredAt: T2 } },
        { streamId: mealStreamId(m2), type: 'MealLoggedChanged', data: { mealId: m2, logged: false }, metadata: { occurredAt: T2 } },
      ] as never);
    await run.then('user_targets_versions', [{ calories: 1800, protein: 120, known_from: T2, known_to: null }]);
    const range = { startDate: '2026-11-20', endDate: '2026-11-26' };
    // Live: only m1 is logged. Between: m1 + m2 = 1200 kcal, 30.50 + 20.25 = 50.75 g protein, 2 * 10.01 carbs.
    expect(await nutritionDaySums(env.db, userId, range, LIVE)).toEqual([
      { date: '2026-11-24', calories: 500, protein: '30.50', carbs: '10.01', fat: '0.00', loggedMeals: 1 },
    ]);
    expect(await nutritionDaySums(env.db, userId, range, BETWEEN)).toEqual([
      { date: '2026-11-24', calories: 1200, protein: '50.75', carbs: '20.02', fat: '0.00', loggedMeals: 2 },
    ]);
    expect(await nutritionTargets(env.db, userId, LIVE)).toEqual({ calories: 1800, protein: 120, carbs: 200, fat: 60 });
    expect(await nutritionTargets(env.db, userId, BETWEEN)).toEqual({ calories: 2000, protein: 150, carbs: 250, fat: 70 });
  });
});
