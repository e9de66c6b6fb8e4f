import { z } from 'zod';
import { fieldKeys } from '../shared/aggregate-fields';
import { WORKOUT_TYPES } from './constants';

export const workoutExerciseSchema = z.object({
  name: z.string(),
  sets: z.number().int(),
  reps: z.number().int(),
  /** null: no weight (a body-weight exercise). At most 2 decimals (validation.ts). */
  weight: z.number().nullable(),
});

/**
 * A workout's stored fields, declared once: WorkoutLogged, the state, the history's labels and
 * the restore's comparison follow it. Schemas stay as loose as what is stored (see defineEvent);
 * the bounds live in validation.ts.
 */
export const workoutFieldsSchema = z.object({
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
});

export const WORKOUT_FIELD_KEYS = fieldKeys(workoutFieldsSchema);
export type WorkoutFields = z.output<typeof workoutFieldsSchema>;
export type WorkoutExercise = z.output<typeof workoutExerciseSchema>;
