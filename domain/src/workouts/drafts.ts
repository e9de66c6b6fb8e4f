/**
 * What the workout schemas parse a body into (schemas.ts), and what workout commands carry:
 * whole minutes and calories, a checked day and time, trimmed texts. Types only.
 */
import type { WorkoutFields } from './fields';

/**
 * POST /api/workouts (workoutCreateSchema). `date` absent: the user's today and, with no `time`
 * either, their local time now ("date default now", SPEC section 3). A day without a time keeps no time.
 */
export interface WorkoutDraft extends Omit<WorkoutFields, 'date' | 'time'> {
  date?: string;
  time?: string;
}

/** PUT /api/workouts/{id} (workoutUpdateSchema): the same body as a create; no `date` keeps the workout's day and time. */
export type WorkoutUpdateDraft = WorkoutDraft;

/** PATCH /api/workouts/{id} (workoutCompletionSchema). */
export interface WorkoutCompletionDraft {
  completed: boolean;
}
