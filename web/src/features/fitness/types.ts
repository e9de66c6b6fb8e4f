import type { WorkoutExerciseJson, WorkoutJson, WorkoutStatsJson, WorkoutTotalsJson, WorkoutWeekJson } from '@life/domain/workouts/api';
import type { WorkoutType } from '@life/domain/workouts/constants';
import type { WorkoutInput } from '@life/domain/workouts/schemas';

/** Aliases of the domain's JSON and body types (CONVENTIONS: web types come from the domain). */
export type Workout = WorkoutJson;
export type WorkoutExercise = WorkoutExerciseJson;
export type WorkoutBody = WorkoutInput;
export type WorkoutStats = WorkoutStatsJson;
export type WorkoutTotals = WorkoutTotalsJson;
export type WorkoutWeek = WorkoutWeekJson;

/** The type names a person reads (SPEC section 3's values, capitalised; HIIT in capitals). */
export const WORKOUT_TYPE_LABELS: Record<WorkoutType, string> = {
  strength: 'Strength',
  cardio: 'Cardio',
  flexibility: 'Flexibility',
  hiit: 'HIIT',
  other: 'Other',
};

export const WORKOUT_TYPE_COLORS: Record<WorkoutType, string> = {
  strength: 'indigo',
  cardio: 'red',
  flexibility: 'teal',
  hiit: 'orange',
  other: 'gray',
};

/** GET /api/workouts narrowed to a range of the user's days and/or the newest `limit`. */
export interface WorkoutListFilters {
  startDate?: string;
  endDate?: string;
  limit?: number;
}
