import type { WorkoutExercise } from './events';
import type { WorkoutType } from './constants';

/** The stored fields of a logged workout (duration in whole minutes, day and time as entered). */
export interface WorkoutFields {
  name: string;
  type: WorkoutType;
  durationMinutes: number;
  calories: number | null;
  completed: boolean;
  date: string;
  time: string | null;
  exercises: WorkoutExercise[];
}

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
