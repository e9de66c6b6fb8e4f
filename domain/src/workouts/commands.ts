import type { Command } from '../core/commands';
import type { ImportSource } from '../core/import-source';
import type { WorkoutCompletionDraft, WorkoutDraft, WorkoutUpdateDraft } from './drafts';

/**
 * `localTime` (HH:mm) is the user's wall-clock time when the command ran (the API reads it off
 * X-Time-Zone, as metadata.today): a workout logged without a day is dated now, in the user's terms.
 */
export type LogWorkout = Command<'LogWorkout', { workoutId: string; draft: WorkoutDraft; localTime: string; source?: ImportSource }>;
export type SetWorkoutCompleted = Command<'SetWorkoutCompleted', { workoutId: string } & WorkoutCompletionDraft>;
/** The timer starts at metadata.now. */
export type StartWorkout = Command<'StartWorkout', { workoutId: string }>;
/** The timer stops at metadata.now; the workout is completed with the measured minutes. */
export type FinishWorkout = Command<'FinishWorkout', { workoutId: string }>;
/** Edit (issue 26): every field replaced; no day given keeps the workout's day and time. */
export type UpdateWorkout = Command<'UpdateWorkout', { workoutId: string; draft: WorkoutUpdateDraft }>;
export type DeleteWorkout = Command<'DeleteWorkout', { workoutId: string }>;

/** Undelete (issue 10): the deleted workout logged again with its last values (no timer). */
export type RestoreWorkout = Command<'RestoreWorkout', { workoutId: string }>;

export type WorkoutCommand =
  LogWorkout | SetWorkoutCompleted | StartWorkout | FinishWorkout | UpdateWorkout | DeleteWorkout | RestoreWorkout;
