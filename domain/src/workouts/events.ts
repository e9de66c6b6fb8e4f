import { z } from 'zod';
import { defineEvent, type EventOf } from '../core/events';
import { workoutFieldsSchema } from './fields';

/*
 * One stream per workout: `workout-<workoutId>` (workoutStreamId). There is no invariant across a
 * user's workouts, so nothing bigger is needed. Later events carry no userId: only the owner may
 * write to the stream (the decider), so projections read it off metadata.userId.
 * Schemas stay as loose as what is stored (see defineEvent); the fields are in fields.ts.
 */

export const WorkoutLogged = defineEvent({
  type: 'WorkoutLogged',
  version: 1,
  schema: z.object({
    workoutId: z.string(),
    userId: z.string(),
    ...workoutFieldsSchema.shape,
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

/**
 * Edit (issue 26): every stored field as it is after the edit (a snapshot, like WorkoutLogged's).
 * Completing by an edit stops a running timer; the timer's start is not a field.
 */
export const WorkoutUpdated = defineEvent({
  type: 'WorkoutUpdated',
  version: 1,
  schema: z.object({ workoutId: z.string(), ...workoutFieldsSchema.shape }),
});

/** Gone from every list and figure; the stream stays, its id is never reused. */
export const WorkoutDeleted = defineEvent({
  type: 'WorkoutDeleted',
  version: 1,
  schema: z.object({ workoutId: z.string() }),
});

export const workoutEvents = [WorkoutLogged, WorkoutCompletionChanged, WorkoutStarted, WorkoutFinished, WorkoutUpdated, WorkoutDeleted];

export type WorkoutLoggedEvent = EventOf<typeof WorkoutLogged>;
/** Any workout event (the union of workoutEvents). */
export type WorkoutEvent = EventOf<(typeof workoutEvents)[number]>;
