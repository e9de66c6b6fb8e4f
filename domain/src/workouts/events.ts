import { z } from 'zod';
import { defineEvent, type EventOf } from '../core/events';
import { WORKOUT_TYPES } from './constants';

/*
 * One stream per workout: `workout-<workoutId>` (workoutStreamId). There is no invariant across a
 * user's workouts, so nothing bigger is needed. Later events carry no userId: only the owner may
 * write to the stream (the decider), so projections read it off metadata.userId.
 * Schemas stay as loose as what is stored (see defineEvent); the bounds live in validation.ts.
 */

export const workoutExerciseSchema = z.object({
  name: z.string(),
  sets: z.number().int(),
  reps: z.number().int(),
  /** null: no weight (a body-weight exercise). At most 2 decimals (validation.ts). */
  weight: z.number().nullable(),
});

export const WorkoutLogged = defineEvent({
  type: 'WorkoutLogged',
  version: 1,
  schema: z.object({
    workoutId: z.string(),
    userId: z.string(),
    name: z.string(),
    type: z.enum(WORKOUT_TYPES),
    durationMinutes: z.number().int(),
    calories: z.number().int().nullable(),
    completed: z.boolean(),
    /**
     * When the workout is (or was) done, as the user entered it: their local calendar day
     * (yyyy-mm-dd) and wall-clock time (HH:mm, null when they gave a day without a time). No zone:
     * "today" and "this week" are the user's local days, compared with these as they are.
     */
    date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
    time: z.string().nullable(),
    exercises: z.array(workoutExerciseSchema),
    /** Set by an import (issue 11): its batch (`import-<importId>`) and the source's own key (duplicates). */
    importId: z.string().optional(),
    externalId: z.string().optional(),
  }),
});

/** Mark Complete / Mark Incomplete (SPEC section 4: togglable both ways). A running timer stops. */
export const WorkoutCompletionChanged = defineEvent({
  type: 'WorkoutCompletionChanged',
  version: 1,
  schema: z.object({ workoutId: z.string(), completed: z.boolean() }),
});

/** 'Start Workout': the timer runs from `startedAt` (the command's instant). */
export const WorkoutStarted = defineEvent({
  type: 'WorkoutStarted',
  version: 1,
  schema: z.object({ workoutId: z.string(), startedAt: z.string() }),
});

/** 'Finish': completed, its duration replaced by the measured minutes between start and finish. */
export const WorkoutFinished = defineEvent({
  type: 'WorkoutFinished',
  version: 1,
  schema: z.object({ workoutId: z.string(), startedAt: z.string(), finishedAt: z.string(), durationMinutes: z.number().int() }),
});

/** Gone from every list and figure; the stream stays, its id is never reused. */
export const WorkoutDeleted = defineEvent({
  type: 'WorkoutDeleted',
  version: 1,
  schema: z.object({ workoutId: z.string() }),
});

export const workoutEvents = [WorkoutLogged, WorkoutCompletionChanged, WorkoutStarted, WorkoutFinished, WorkoutDeleted];

export type WorkoutLoggedEvent = EventOf<typeof WorkoutLogged>;
export type WorkoutCompletionChangedEvent = EventOf<typeof WorkoutCompletionChanged>;
export type WorkoutStartedEvent = EventOf<typeof WorkoutStarted>;
export type WorkoutFinishedEvent = EventOf<typeof WorkoutFinished>;
export type WorkoutDeletedEvent = EventOf<typeof WorkoutDeleted>;
export type WorkoutEvent =
  WorkoutLoggedEvent | WorkoutCompletionChangedEvent | WorkoutStartedEvent | WorkoutFinishedEvent | WorkoutDeletedEvent;
export type WorkoutExercise = z.infer<typeof workoutExerciseSchema>;
