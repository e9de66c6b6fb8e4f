import { dateOutOfRangeMessage } from '../shared/dates';

/** SPEC section 3: the kinds of workout. */
export const WORKOUT_TYPES = ['strength', 'cardio', 'flexibility', 'hiit', 'other'] as const;
export type WorkoutType = (typeof WORKOUT_TYPES)[number];

export function isWorkoutType(value: unknown): value is WorkoutType {
  return typeof value === 'string' && (WORKOUT_TYPES as readonly string[]).includes(value);
}

export const MAX_WORKOUT_NAME_LENGTH = 100;
/** A day: longer is a typo (and the measured duration of a forgotten timer is capped here too). */
export const MAX_WORKOUT_DURATION_MINUTES = 1440;
export const MAX_WORKOUT_CALORIES = 10_000;
/** Exercises beyond SPEC: name, sets × reps × weight. */
export const MAX_WORKOUT_EXERCISES = 30;
export const MAX_EXERCISE_NAME_LENGTH = 100;
export const MAX_EXERCISE_SETS = 100;
export const MAX_EXERCISE_REPS = 1000;
/** Weight (any unit the user thinks in) with at most 2 decimals. */
export const MAX_EXERCISE_WEIGHT = 10_000;

/**
 * SPEC section 9: the fitness overview's weekly targets. They are the defaults; a user's own
 * targets (nutrition's "Set Goals") replace them on screen.
 */
export const DEFAULT_FITNESS_TARGETS = { workouts: 6, calories: 2000, activeMinutes: 300 } as const;
/** SPEC section 9: "week window last 7 days" (the user's today and the 6 days before). */
export const WORKOUT_WEEK_DAYS = 7;
/** /fitness/progress: the last 12 weeks. */
export const WORKOUT_PROGRESS_WEEKS = 12;

/** Field messages (ours: SPEC gives none for workouts). */
export const workoutMessages = {
  nameRequired: 'Name is required',
  typeRequired: 'Type is required',
  typeInvalid: `Type must be one of ${WORKOUT_TYPES.join(', ')}`,
  durationRequired: 'Duration is required',
  durationInvalid: `Duration must be a whole number of minutes from 1 to ${MAX_WORKOUT_DURATION_MINUTES}`,
  caloriesInvalid: `Calories must be a whole number from 0 to ${MAX_WORKOUT_CALORIES}`,
  completedInvalid: 'Completed must be true or false',
  dateInvalid: 'Date must be a valid date (yyyy-mm-dd)',
  dateOutOfRange: dateOutOfRangeMessage,
  timeInvalid: 'Time must be a time of day (HH:mm)',
  exercisesInvalid: 'Exercises must be a list of exercises',
  exercisesTooMany: `At most ${MAX_WORKOUT_EXERCISES} exercises can be logged per workout`,
  exerciseInvalid: 'Each exercise must have a name, sets, reps and an optional weight',
  exerciseNameRequired: 'Exercise name is required',
  setsInvalid: `Sets must be a whole number from 1 to ${MAX_EXERCISE_SETS}`,
  repsInvalid: `Reps must be a whole number from 1 to ${MAX_EXERCISE_REPS}`,
  weightInvalid: `Weight must be a number from 0 to ${MAX_EXERCISE_WEIGHT} with at most 2 decimals`,
  notFound: 'Workout not found',
  alreadyExists: 'Workout already exists',
  notDeleted: 'This workout is not deleted',
  alreadyCompleted: 'This workout is already done: only a planned workout can be started or finished',
  notStarted: 'Start this workout before finishing it',
} as const;
