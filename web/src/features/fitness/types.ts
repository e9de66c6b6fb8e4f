import type { WorkoutType } from '@life/domain/workouts/constants';

/** The domain's JSON and body types under the names the screens use (CONVENTIONS: web types come from the domain). */
export type {
  WorkoutJson as Workout,
  WorkoutExerciseJson as WorkoutExercise,
  WorkoutStatsJson as WorkoutStats,
  WorkoutTotalsJson as WorkoutTotals,
  WorkoutWeekJson as WorkoutWeek,
} from '@life/domain/workouts/api';
export type { WorkoutInput as WorkoutBody } from '@life/domain/workouts/schemas';
export type {
  WorkoutProgressJson as WorkoutProgress,
  WorkoutProgressWeekJson as WorkoutProgressWeek,
  WorkoutFiguresJson as WorkoutFigures,
  WorkoutProgressRange,
} from '@life/domain/workouts/progress';
export type { BodyWeightEntryJson as BodyWeightEntry, BodyWeightLogJson as BodyWeightLog } from '@life/domain/body-weight/api';
export type { BodyWeightUnit } from '@life/domain/body-weight/constants';
export type { BodyWeightInput as BodyWeightBody } from '@life/domain/body-weight/schemas';

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
