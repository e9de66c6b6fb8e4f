import { describe, expect, it } from 'vitest';
import { ConflictError, NotFoundError, ValidationError } from '../core/errors';
import { parseOrThrow } from '../shared/zod';
import { deciderSpec } from '../testing/decider-spec';
import type { LogWorkout } from './commands';
import { workoutDecider } from './decider';
import type { WorkoutEvent, WorkoutLoggedEvent } from './events';
import { workoutRestoreBody } from '../history/restore-versions';
import { workoutCreateSchema, workoutUpdateSchema, type WorkoutInput } from './schemas';
import { workoutStreamId } from './state';

const userId = 'a0000000-0000-4000-8000-000000000001';
const otherUserId = 'a0000000-0000-4000-8000-000000000002';
const workoutId = 'b0000000-0000-4000-8000-000000000001';
const metadata = { userId, now: '2025-11-05T18:00:00.000Z', today: '2025-11-05' };
const spec = deciderSpec(workoutDecider);

// Commands carry drafts: the helper parses the body as the API does, when the spec runs.
const log =
  (input: WorkoutInput, localTime = '19:00'): (() => LogWorkout) =>
  () => ({ type: 'LogWorkout', data: { workoutId, draft: parseOrThrow(workoutCreateSchema, input), localTime }, metadata });

const body = { name: 'Leg day', type: 'strength', duration: 45 } as const;

const logged = (overrides: Partial<WorkoutLoggedEvent['data']> = {}): WorkoutLoggedEvent => ({
  type: 'WorkoutLogged',
  data: {
    workoutId,
    userId,
    name: 'Leg day',
    type: 'strength',
    durationMinutes: 45,
    calories: null,
    completed: false,
    date: '2025-11-05',
    time: '19:00',
    exercises: [],
    ...overrides,
  },
});
const started = (startedAt = '2025-11-05T17:00:00.000Z'): WorkoutEvent => ({ type: 'WorkoutStarted', data: { workoutId, startedAt } });
const at = (now: string) => ({ ...metadata, now });

describe('workout: log', () => {
  it('uses one stream per workout', () => {
    expect(workoutStreamId(workoutId)).toBe(`workout-${workoutId}`);
  });

  it('logs with defaults: no calories, not completed, no exercises, dated now in the user’s terms', () => {
    spec.given([]).when(log(body)).then([logged()]);
  });

  it('keeps what was given: a day and time as entered, calories, completed, exercises (trimmed)', () => {
    spec
      .given([])
      .when(
        log({
          ...body,
          name: '  Leg day ',
          calories: 320,
          completed: true,
          date: '2025-11-03',
          time: '06:30',
          exercises: [
            { name: ' Squat ', sets: 5, reps: 5, weight: 102.5 },
            { name: 'Lunges', sets: 3, reps: 12 },
          ],
        }),
      )
      .then([
        logged({
          calories: 320,
          completed: true,
          date: '2025-11-03',
          time: '06:30',
          exercises: [
            { name: 'Squat', sets: 5, reps: 5, weight: 102.5 },
            { name: 'Lunges', sets: 3, reps: 12, weight: null },
          ],
        }),
      ]);
  });

  it('keeps a day given without a time timeless, and a time without a day on today', () => {
    spec
      .given([])
      .when(log({ ...body, date: '2025-11-01' }))
      .then([logged({ date: '2025-11-01', time: null })]);
    spec
      .given([])
      .when(log({ ...body, time: '07:15' }))
      .then([logged({ time: '07:15' })]);
  });

  it.each([
    [{ name: '' }, { name: 'Name is required' }],
    [{ name: 'x'.repeat(101) }, { name: 'Name must be 100 characters or fewer' }],
    [{ name: 'Leg\u0000day' }, { name: 'Name must not contain control characters' }],
    [{ type: undefined }, { type: 'Type is required' }],
    [{ type: 'yoga' }, { type: 'Type must be one of strength, cardio, flexibility, hiit, other' }],
    [{ duration: undefined }, { duration: 'Duration is required' }],
    [{ duration: 0 }, { duration: 'Duration must be a whole number of minutes from 1 to 1440' }],
    [{ duration: 30.5 }, { duration: 'Duration must be a whole number of minutes from 1 to 1440' }],
    [{ duration: 1441 }, { duration: 'Duration must be a whole number of minutes from 1 to 1440' }],
    [{ duration: '45' }, { duration: 'Duration must be a whole number of minutes from 1 to 1440' }],
    [{ calories: -1 }, { calories: 'Calories must be a whole number from 0 to 10000' }],
    [{ calories: 10_001 }, { calories: 'Calories must be a whole number from 0 to 10000' }],
    [{ completed: 'yes' }, { completed: 'Completed must be true or false' }],
    [{ date: '2025-02-30' }, { date: 'Date must be a valid date (yyyy-mm-dd)' }],
    [{ date: '2025-11-05T10:00:00Z' }, { date: 'Date must be a valid date (yyyy-mm-dd)' }],
    [{ date: '2100-01-01' }, { date: 'Date must be between 1901-01-01 and 2099-12-31' }],
    [{ time: '24:00' }, { time: 'Time must be a time of day (HH:mm)' }],
    [{ time: '7:5' }, { time: 'Time must be a time of day (HH:mm)' }],
    [{ exercises: 'squats' }, { exercises: 'Exercises must be a list of exercises' }],
    [
      { exercises: Array.from({ length: 31 }, () => ({ name: 'x', sets: 1, reps: 1 })) },
      { exercises: 'At most 30 exercises can be logged per workout' },
    ],
    [{ exercises: [null] }, { 'exercises.0': 'Each exercise must have a name, sets, reps and an optional weight' }],
    [{ exercises: [{ name: ' ', sets: 3, reps: 10 }] }, { 'exercises.0.name': 'Exercise name is required' }],
    [{ exercises: [{ name: 'Row', sets: 0, reps: 10 }] }, { 'exercises.0.sets': 'Sets must be a whole number from 1 to 100' }],
    [{ exercises: [{ name: 'Row', sets: 3, reps: 1001 }] }, { 'exercises.0.reps': 'Reps must be a whole number from 1 to 1000' }],
    [
      { exercises: [{ name: 'Row', sets: 3, reps: 10, weight: 12.345 }] },
      { 'exercises.0.weight': 'Weight must be a number from 0 to 10000 with at most 2 decimals' },
    ],
    [
      { exercises: [{ name: 'Row', sets: 3, reps: 10, weight: -5 }] },
      { 'exercises.0.weight': 'Weight must be a number from 0 to 10000 with at most 2 decimals' },
    ],
  ] as [Record<string, unknown>, Record<string, string>][])('refuses %j', (override, fields) => {
    spec
      .given([])
      .when(log({ ...body, ...override }))
      .thenThrows(ValidationError, { fields });
  });

  it('reports every field in form order', () => {
    const error = spec
      .given([])
      .when(log({ name: '', type: 'x', duration: 0, calories: -1, completed: null, date: 'x', time: 'x' }))
      .thenThrows(ValidationError);
    expect(Object.keys(error.fields)).toEqual(['name', 'type', 'duration', 'calories', 'date', 'time']);
  });

  it('never logs the same id twice', () => {
    spec.given([logged()]).when(log(body)).thenThrows(ConflictError, { message: 'Workout already exists' });
  });
});

describe('workout: complete and incomplete', () => {
  const set = (completed: boolean, userIdOverride = userId) => ({
    type: 'SetWorkoutCompleted' as const,
    data: { workoutId, completed },
    metadata: { ...metadata, userId: userIdOverride },
  });

  it('toggles both ways (SPEC section 4)', () => {
    spec
      .given([logged()])
      .when(set(true))
      .then([{ type: 'WorkoutCompletionChanged', data: { workoutId, completed: true } }]);
    spec
      .given([logged({ completed: true })])
      .when(set(false))
      .then([{ type: 'WorkoutCompletionChanged', data: { workoutId, completed: false } }]);
  });

  it('records nothing when it is already so', () => {
    spec.given([logged()]).when(set(false)).then([]);
    spec
      .given([logged(), { type: 'WorkoutCompletionChanged', data: { workoutId, completed: true } }])
      .when(set(true))
      .then([]);
  });

  it('is not found for unknown, deleted or another user’s workouts', () => {
    spec.given([]).when(set(true)).thenThrows(NotFoundError, { message: 'Workout not found' });
    spec
      .given([logged(), { type: 'WorkoutDeleted', data: { workoutId } }])
      .when(set(true))
      .thenThrows(NotFoundError);
    spec.given([logged()]).when(set(true, otherUserId)).thenThrows(NotFoundError);
  });
});

describe('workout: start and finish (the timer)', () => {
  const start = (now = '2025-11-05T17:00:00.000Z') => ({ type: 'StartWorkout' as const, data: { workoutId }, metadata: at(now) });
  const finish = (now: string) => ({ type: 'FinishWorkout' as const, data: { workoutId }, metadata: at(now) });

  it('starts at the command’s instant', () => {
    spec.given([logged()]).when(start()).then([started()]);
  });

  it('keeps the first start when started again', () => {
    spec.given([logged(), started()]).when(start('2025-11-05T17:30:00.000Z')).then([]);
  });

  it('finishes: completed with the measured minutes (rounded)', () => {
    spec
      .given([logged(), started()])
      .when(finish('2025-11-05T17:37:31.000Z'))
      .then([
        {
          type: 'WorkoutFinished',
          data: { workoutId, startedAt: '2025-11-05T17:00:00.000Z', finishedAt: '2025-11-05T17:37:31.000Z', durationMinutes: 38 },
        },
      ]);
  });

  it('counts at least a minute and at most a day', () => {
    const finished = (now: string) =>
      workoutDecider.decide(finish(now), [logged(), started()].reduce(workoutDecider.evolve, workoutDecider.initialState()));
    expect(finished('2025-11-05T17:00:05.000Z')[0]).toMatchObject({ data: { durationMinutes: 1 } });
    expect(finished('2025-11-08T17:00:00.000Z')[0]).toMatchObject({ data: { durationMinutes: 1440 } });
  });

  it('refuses to finish a workout that was not started, or to start or finish a completed one', () => {
    spec
      .given([logged()])
      .when(finish('2025-11-05T18:00:00.000Z'))
      .thenThrows(ConflictError, { message: 'Start this workout before finishing it' });
    spec
      .given([logged({ completed: true })])
      .when(start())
      .thenThrows(ConflictError, { message: 'This workout is already done: only a planned workout can be started or finished' });
    spec
      .given([logged(), started(), { type: 'WorkoutFinished', data: { workoutId, startedAt: 'x', finishedAt: 'y', durationMinutes: 5 } }])
      .when(finish('2025-11-05T18:00:00.000Z'))
      .thenThrows(ConflictError, { message: 'This workout is already done: only a planned workout can be started or finished' });
  });

  it('stops the timer when marked complete, so it starts afresh after being marked incomplete', () => {
    const history: WorkoutEvent[] = [
      logged(),
      started(),
      { type: 'WorkoutCompletionChanged', data: { workoutId, completed: true } },
      { type: 'WorkoutCompletionChanged', data: { workoutId, completed: false } },
    ];
    spec.given(history).when(finish('2025-11-05T18:00:00.000Z')).thenThrows(ConflictError);
    spec
      .given(history)
      .when(start('2025-11-05T18:10:00.000Z'))
      .then([started('2025-11-05T18:10:00.000Z')]);
  });

  it('is not found for another user', () => {
    spec
      .given([logged({ userId: otherUserId })])
      .when(start())
      .thenThrows(NotFoundError);
  });
});

describe('workout: what was logged is kept (issue 26)', () => {
  const edit = (input: WorkoutInput) => () => ({
    type: 'UpdateWorkout' as const,
    data: { workoutId, draft: parseOrThrow(workoutUpdateSchema, input) },
    metadata,
  });
  const run = { name: 'Run', type: 'cardio', duration: 35, completed: true } as const;
  const loggedRun = logged({ name: 'Run', type: 'cardio', durationMinutes: 35, completed: true });

  it('a logged (done) 35-minute run cannot be started or finished, so its 35 minutes stay', () => {
    spec.given([]).when(log(run)).then([loggedRun]);
    const refused = 'This workout is already done: only a planned workout can be started or finished';
    spec.given([loggedRun]).when({ type: 'StartWorkout', data: { workoutId }, metadata }).thenThrows(ConflictError, { message: refused });
    spec.given([loggedRun]).when({ type: 'FinishWorkout', data: { workoutId }, metadata }).thenThrows(ConflictError, { message: refused });
  });

  it('edits every field; no day keeps the workout’s day and time; the same values record nothing', () => {
    const { workoutId: _id, userId: _user, ...fields } = loggedRun.data;
    spec
      .given([loggedRun])
      .when(edit({ ...run, duration: 40, calories: 300 }))
      .then([{ type: 'WorkoutUpdated', data: { workoutId, ...fields, durationMinutes: 40, calories: 300 } }]);
    spec
      .given([loggedRun])
      .when(edit({ ...run, date: '2025-11-01' }))
      .then([{ type: 'WorkoutUpdated', data: { workoutId, ...fields, date: '2025-11-01', time: null } }]);
    spec.given([loggedRun]).when(edit(run)).then([]);
  });

  it('an edit that completes a running workout stops its timer', () => {
    const state = [logged(), started(), { type: 'WorkoutUpdated' as const, data: { ...logged().data, completed: true } }].reduce(
      workoutDecider.evolve,
      workoutDecider.initialState(),
    );
    expect(state).toMatchObject({ status: 'logged', completed: true, startedAt: null });
  });

  it('a restore body brings back every field, a finish’s minutes included', () => {
    const finished: WorkoutEvent = {
      type: 'WorkoutFinished',
      data: { workoutId, startedAt: 'x', finishedAt: 'y', durationMinutes: 1 },
    };
    const { workoutId: _id, userId: _user, ...fields } = logged({ durationMinutes: 35, time: null }).data;
    spec
      .given([logged({ durationMinutes: 35, time: null }), started(), finished])
      .when(edit(workoutRestoreBody(fields)))
      .then([{ type: 'WorkoutUpdated', data: { workoutId, ...fields } }]);
  });

  it('is not found for another user’s or a deleted workout', () => {
    spec
      .given([logged({ userId: otherUserId })])
      .when(edit(run))
      .thenThrows(NotFoundError);
    spec
      .given([logged(), { type: 'WorkoutDeleted', data: { workoutId } }])
      .when(edit(run))
      .thenThrows(NotFoundError);
  });
});

describe('workout: delete', () => {
  const remove = { type: 'DeleteWorkout' as const, data: { workoutId }, metadata };

  it('deletes, once', () => {
    spec
      .given([logged()])
      .when(remove)
      .then([{ type: 'WorkoutDeleted', data: { workoutId } }]);
    spec
      .given([logged(), { type: 'WorkoutDeleted', data: { workoutId } }])
      .when(remove)
      .thenThrows(NotFoundError);
    spec.given([]).when(remove).thenThrows(NotFoundError);
  });
});
