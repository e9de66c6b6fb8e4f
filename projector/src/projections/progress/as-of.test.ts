import { randomUUID } from 'node:crypto';
import { bodyWeightStreamId, eventRegistry, mealStreamId, targetsStreamId, workoutStreamId, type LifeEvent } from '@life/domain';
import { START, type Position, type Queryable } from '@life/infra';
import { openTestEventStore, testDbKinds } from '@life/infra/testing/test-db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyNextBatch } from '../../batch';
import { ensureCheckpoint, readCheckpoint } from '../../checkpoints';
import { LIVE, versionsKnownAt, type RowSource } from '../as-of/source';
import { fitnessWorkoutsProjection } from '../fitness/workouts';
import { nutritionMealsProjection } from '../nutrition/meals';
import { targetsProjection } from '../targets/targets';
import { bodyWeightProjection } from './body-weight';
import { progressHistoryProjection } from './history';
import { listBodyWeights, nutritionDaySums, nutritionTargets, workoutProgress } from './queries';

type Written = LifeEvent & { streamId: string };

/**
 * Each progress read is written once over a source of rows: over the versions known at a moment
 * it answers exactly what the live read answered at that moment (a snapshot taken then), after
 * creates, completions, a finish, deletions, restores, edits and new targets.
 */
describe.each(testDbKinds())('progress reads as of a moment on %s', (kind) => {
  let env: Awaited<ReturnType<typeof openTestEventStore>>;
  const userId = randomUUID();
  const moments = ['2026-11-10T08:00:00.000Z', '2026-11-11T08:00:00.000Z', '2026-11-12T08:00:00.000Z'];
  const [run, lift, yoga, lunch, dinner, weighIn, second] = Array.from({ length: 7 }, () => randomUUID()) as [
    string,
    string,
    string,
    string,
    string,
    string,
    string,
  ];
  const workout = (workoutId: string, date: string, type: 'cardio' | 'strength' | 'flexibility', completed: boolean): Written => ({
    streamId: workoutStreamId(workoutId),
    type: 'WorkoutLogged',
    data: { workoutId, userId, name: type, type, durationMinutes: 30, calories: 200, completed, date, time: null, exercises: [] },
  });
  const meal = (mealId: string, calories: number, logged: boolean): Written => ({
    streamId: mealStreamId(mealId),
    type: 'MealCreated',
    data: {
      mealId,
      userId,
      name: 'Meal',
      type: 'lunch',
      calories,
      proteinHundredths: 2550,
      carbsHundredths: null,
      fatHundredths: 1005,
      time: null,
      date: '2026-11-09',
      logged,
      recipeId: null,
    },
  });
  const weight = (entryId: string, date: string, value: string): Written => ({
    streamId: bodyWeightStreamId(entryId),
    type: 'BodyWeightLogged',
    data: { entryId, userId, date, weight: value, unit: 'kg' },
  });
  const targets = (calories: number): Written => ({
    streamId: targetsStreamId(userId),
    type: 'TargetsSet',
    data: {
      userId,
      calories,
      protein: 120,
      carbs: 200,
      fat: 60,
      waterGlasses: 8,
      weeklyWorkouts: 4,
      weeklyCaloriesBurned: 2000,
      weeklyActiveMinutes: 300,
    },
  });
  const steps: Written[][] = [
    [
      workout(run, '2026-11-09', 'cardio', true),
      workout(lift, '2026-11-03', 'strength', false),
      workout(yoga, '2026-10-20', 'flexibility', true),
      meal(lunch, 600, true),
      meal(dinner, 800, false),
      weight(weighIn, '2026-11-08', '80.4'),
      targets(2100),
    ],
    [
      { streamId: workoutStreamId(lift), type: 'WorkoutCompletionChanged', data: { workoutId: lift, completed: true } },
      { streamId: workoutStreamId(run), type: 'WorkoutDeleted', data: { workoutId: run } },
      { streamId: mealStreamId(dinner), type: 'MealLoggedChanged', data: { mealId: dinner, logged: true } },
      {
        streamId: bodyWeightStreamId(weighIn),
        type: 'BodyWeightChanged',
        data: { entryId: weighIn, date: '2026-11-07', weight: '80.1', unit: 'kg' },
      },
      weight(second, '2026-11-09', '176.5'),
      targets(1900),
    ],
    [
      workout(run, '2026-11-09', 'cardio', true), // restored
      {
        streamId: workoutStreamId(yoga),
        type: 'WorkoutFinished',
        data: { workoutId: yoga, startedAt: moments[2]!, finishedAt: moments[2]!, durationMinutes: 75 },
      },
      { streamId: mealStreamId(lunch), type: 'MealDeleted', data: { mealId: lunch } },
      { streamId: bodyWeightStreamId(weighIn), type: 'BodyWeightDeleted', data: { entryId: weighIn } },
    ],
  ];

  const reads = async (q: Queryable, source: RowSource) => ({
    weeks: await workoutProgress(q, userId, { today: '2026-11-10', weeks: 12 }, source),
    meals: await nutritionDaySums(q, userId, { startDate: '2026-11-01', endDate: '2026-11-10' }, source),
    targets: await nutritionTargets(q, userId, source),
    weights: await listBodyWeights(q, userId, source),
  });

  const projections = [
    fitnessWorkoutsProjection,
    nutritionMealsProjection,
    targetsProjection,
    bodyWeightProjection,
    progressHistoryProjection,
  ];
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

  const snapshots: Awaited<ReturnType<typeof reads>>[] = [];
  beforeAll(async () => {
    env = await openTestEventStore(kind);
    for (const [index, events] of steps.entries()) {
      await project(events, moments[index]!);
      snapshots.push(await reads(env.db, LIVE));
    }
  });
  afterAll(async () => {
    await env?.close();
  });

  it('answers as of each moment what the live reads answered then', async () => {
    // Not vacuous: the moments differ.
    expect(snapshots[0]!.weeks.totals.workouts).toBe(2);
    expect(snapshots[1]!.weeks.totals.workouts).toBe(2);
    expect(snapshots[1]!.targets.calories).toBe(1900);
    expect(snapshots[2]!.weights.map((row) => row.weight)).toEqual(['176.5']);
    for (const [index, moment] of moments.entries()) {
      const halfAnHourLater = new Date(Date.parse(moment) + 30 * 60_000).toISOString();
      expect(await reads(env.db, versionsKnownAt(halfAnHourLater)), moment).toEqual(snapshots[index]);
    }
    expect(await reads(env.db, versionsKnownAt('2026-11-10T07:00:00.000Z'))).toEqual({
      weeks: await workoutProgress(env.db, randomUUID(), { today: '2026-11-10', weeks: 12 }),
      meals: [],
      targets: { calories: 2000, protein: 150, carbs: 250, fat: 70 },
      weights: [],
    });
  });
});
