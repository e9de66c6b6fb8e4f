import { randomUUID } from 'node:crypto';
import { workoutStreamId, type WorkoutLoggedEvent } from '@life/domain';
import { openTestEventStore, testDbKinds } from '@life/infra/testing/test-db';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { projectionSpec } from '../../testing/projection-spec';
import { findWorkout, listWorkouts, workoutStats, type WorkoutRow } from './queries';
import { fitnessWorkoutsProjection } from './workouts';

describe.each(testDbKinds())('fitness-workouts projection on %s', (kind) => {
  let env: Awaited<ReturnType<typeof openTestEventStore>>;
  beforeEach(async () => {
    env = await openTestEventStore(kind);
  });
  afterEach(async () => {
    await env.close();
  });

  const userId = randomUUID();
  const spec = () => projectionSpec(fitnessWorkoutsProjection, env, { userId });
  const later = { occurredAt: '2025-11-16T08:30:00.000Z' };

  const logged = (workoutId: string, overrides: Partial<WorkoutLoggedEvent['data']> = {}) => {
    const data: WorkoutLoggedEvent['data'] = {
      workoutId,
      userId,
      name: 'Leg day',
      type: 'strength',
      durationMinutes: 45,
      calories: 300,
      completed: false,
      date: '2025-11-15',
      time: '07:30',
      exercises: [{ name: 'Squat', sets: 5, reps: 5, weight: 102.5 }],
      ...overrides,
    };
    return { streamId: workoutStreamId(workoutId), type: 'WorkoutLogged' as const, data };
  };
  const event = <T extends 'WorkoutCompletionChanged' | 'WorkoutStarted' | 'WorkoutFinished' | 'WorkoutUpdated' | 'WorkoutDeleted'>(
    workoutId: string,
    type: T,
    data: Record<string, unknown>,
  ) => ({ streamId: workoutStreamId(workoutId), type, data: { workoutId, ...data }, metadata: later }) as never;

  it('WorkoutLogged inserts the workout; the list and find read it back', async () => {
    const id = randomUUID();
    const run = spec()
      .given([])
      .when([logged(id)]);
    await run.then('fitness_workouts', [
      {
        user_id: userId,
        id,
        name: 'Leg day',
        type: 'strength',
        duration_minutes: 45,
        calories: 300,
        completed: false,
        date: '2025-11-15',
        time: '07:30',
        exercises: [{ name: 'Squat', sets: 5, reps: 5, weight: 102.5 }],
        started_at: null,
        created_at: '2025-11-15T12:00:00.000Z',
        updated_at: '2025-11-15T12:00:00.000Z',
      },
    ]);
    const expected: WorkoutRow = {
      id,
      name: 'Leg day',
      type: 'strength',
      duration_minutes: 45,
      calories: 300,
      completed: false,
      date: '2025-11-15',
      time: '07:30',
      exercises: [{ name: 'Squat', sets: 5, reps: 5, weight: 102.5 }],
      started_at: null,
      created_at: '2025-11-15T12:00:00.000Z',
      updated_at: '2025-11-15T12:00:00.000Z',
    };
    await run.thenRows((q) => listWorkouts(q, userId), [expected]);
    await run.thenRows((q) => findWorkout(q, userId, id), expected);
    await run.thenRows((q) => findWorkout(q, randomUUID(), id), undefined);
  });

  it('WorkoutStarted sets the timer; WorkoutCompletionChanged toggles and stops it', async () => {
    const id = randomUUID();
    await spec()
      .given([logged(id)])
      .when([event(id, 'WorkoutStarted', { startedAt: '2025-11-16T08:00:00.000Z' })])
      .then('fitness_workouts', [{ id, started_at: '2025-11-16T08:00:00.000Z', updated_at: '2025-11-16T08:30:00.000Z' }]);
    await spec()
      .given([logged(id), event(id, 'WorkoutStarted', { startedAt: '2025-11-16T08:00:00.000Z' })])
      .when([event(id, 'WorkoutCompletionChanged', { completed: true })])
      .then('fitness_workouts', [{ id, completed: true, started_at: null, duration_minutes: 45 }]);
  });

  it('WorkoutFinished completes with the measured minutes', async () => {
    const id = randomUUID();
    await spec()
      .given([logged(id), event(id, 'WorkoutStarted', { startedAt: '2025-11-16T08:00:00.000Z' })])
      .when([
        event(id, 'WorkoutFinished', {
          startedAt: '2025-11-16T08:00:00.000Z',
          finishedAt: '2025-11-16T08:38:00.000Z',
          durationMinutes: 38,
        }),
      ])
      .then('fitness_workouts', [{ id, completed: true, started_at: null, duration_minutes: 38, updated_at: '2025-11-16T08:30:00.000Z' }]);
  });

  it('WorkoutUpdated (issue 26) replaces every field; completing by an edit stops the timer, otherwise it keeps running', async () => {
    const id = randomUUID();
    const { workoutId: _id, userId: _user, ...fields } = logged(id).data;
    const running = event(id, 'WorkoutStarted', { startedAt: '2025-11-16T08:00:00.000Z' });
    await spec()
      .given([logged(id), running])
      .when([event(id, 'WorkoutUpdated', { ...fields, name: 'Run', type: 'cardio', durationMinutes: 35, exercises: [] })])
      .then('fitness_workouts', [
        { id, name: 'Run', type: 'cardio', duration_minutes: 35, exercises: [], started_at: '2025-11-16T08:00:00.000Z' },
      ]);
    await spec()
      .given([logged(id), running])
      .when([event(id, 'WorkoutUpdated', { ...fields, completed: true, time: null })])
      .then('fitness_workouts', [{ id, completed: true, time: null, started_at: null, updated_at: '2025-11-16T08:30:00.000Z' }]);
  });

  it('WorkoutDeleted removes the row', async () => {
    const [kept, gone] = [randomUUID(), randomUUID()];
    await spec()
      .given([logged(kept), logged(gone)])
      .when([event(gone, 'WorkoutDeleted', {})])
      .then('fitness_workouts', [{ id: kept }]);
  });

  it('lists newest first (day, time, timeless last, latest logged), within a range and a limit', async () => {
    const [a, b, c, d] = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
    const run = spec()
      .given([])
      .when([
        logged(a, { date: '2025-11-14', time: '18:00' }),
        logged(b, { date: '2025-11-15', time: null }),
        logged(c, { date: '2025-11-15', time: '06:00' }),
        logged(d, { date: '2025-11-15', time: '06:00' }),
      ]);
    const ids = async (filters: Parameters<typeof listWorkouts>[2]) => (await listWorkouts(env.db, userId, filters)).map((row) => row.id);
    await run.thenRows(async () => ids({}), [d, c, b, a]);
    await run.thenRows(async () => ids({ startDate: '2025-11-14', endDate: '2025-11-14' }), [a]);
    await run.thenRows(async () => ids({ limit: 2 }), [d, c]);
  });

  it('stats: today, the 12 weeks of 7 days ending today and the all-time count, completed workouts only', async () => {
    const other = randomUUID();
    const run = spec()
      .given([])
      .when([
        logged(randomUUID(), { date: '2025-11-15', completed: true, durationMinutes: 30, calories: 200 }),
        logged(randomUUID(), { date: '2025-11-15', completed: false, durationMinutes: 60, calories: 999 }),
        logged(randomUUID(), { date: '2025-11-09', completed: true, durationMinutes: 20, calories: null }), // 6 days back: this week
        logged(randomUUID(), { date: '2025-11-08', completed: true, durationMinutes: 40, calories: 100 }), // 7 days back: last week
        logged(randomUUID(), { date: '2025-08-24', completed: true, durationMinutes: 50, calories: 50 }), // 83 days back: oldest week
        logged(randomUUID(), { date: '2025-08-23', completed: true, durationMinutes: 10, calories: 10 }), // 84 days back: counted in total only
        logged(randomUUID(), { date: '2025-11-16', completed: true, durationMinutes: 15, calories: 15 }), // tomorrow: total only
        { ...logged(other, { userId: randomUUID(), completed: true, date: '2025-11-15' }), metadata: { userId: 'someone' } },
      ]);
    await run.thenRows(
      async (q) => {
        const stats = await workoutStats(q, userId, '2025-11-15');
        return {
          ...stats,
          weeks: stats.weeks.filter((week) => week.completed > 0),
          weekCount: stats.weeks.length,
          last: stats.weeks.at(-1),
        };
      },
      {
        today: '2025-11-15',
        day: { completed: 1, calories: 200, activeMinutes: 30 },
        totalCompleted: 6,
        weekCount: 12,
        weeks: [
          { start: '2025-08-24', end: '2025-08-30', completed: 1, calories: 50, activeMinutes: 50 },
          { start: '2025-11-02', end: '2025-11-08', completed: 1, calories: 100, activeMinutes: 40 },
          { start: '2025-11-09', end: '2025-11-15', completed: 2, calories: 200, activeMinutes: 50 },
        ],
        last: { start: '2025-11-09', end: '2025-11-15', completed: 2, calories: 200, activeMinutes: 50 },
      },
    );
    expect((await workoutStats(env.db, randomUUID(), '2025-11-15')).totalCompleted).toBe(0);
  });
});
