import type { WorkoutFields } from './fields';

export type WorkoutState =
  | { status: 'none' }
  | {
      status: 'logged';
      workoutId: string;
      userId: string;
      completed: boolean;
      /** The running timer's start (ISO instant), null when not running. */
      startedAt: string | null;
      /** The logged values as they are now (completion and a finish's minutes followed): what a restore logs again. */
      fields: WorkoutFields;
    }
  /** Deleted: its last values are kept for a restore (issue 10). */
  | { status: 'deleted'; workoutId: string; userId: string; fields: WorkoutFields };

export const WORKOUT_STREAM_PREFIX = 'workout-';

export function workoutStreamId(workoutId: string): string {
  return `${WORKOUT_STREAM_PREFIX}${workoutId}`;
}
