import { z } from 'zod';
import { draftSchema } from '../shared/zod';
import { workoutMessages as m } from './constants';
import { checkWorkoutCompletion, checkWorkoutCreate } from './validation';

/** One exercise row as a form sends it (numbers as JSON numbers). */
const exerciseBodySchema = z.object(
  {
    name: z.string({ error: m.exerciseNameRequired }).nullish(),
    sets: z.number({ error: m.setsInvalid }).nullish(),
    reps: z.number({ error: m.repsInvalid }).nullish(),
    weight: z.number({ error: m.weightInvalid }).nullish(),
  },
  { error: m.exerciseInvalid },
);

/**
 * Types a workout form sends; the rules (and their messages) are in validation.ts
 * (checkWorkoutInput). A wrong JSON type gets the field's own message, not a generic one.
 */
export const workoutBodySchema = z.object({
  name: z.string({ error: m.nameRequired }).nullish(),
  type: z.string({ error: m.typeInvalid }).nullish(),
  /** Whole minutes. */
  duration: z.number({ error: m.durationInvalid }).nullish(),
  calories: z.number({ error: m.caloriesInvalid }).nullish(),
  completed: z.boolean({ error: m.completedInvalid }).nullish(),
  /** yyyy-mm-dd, the user's local day; absent: today. */
  date: z.string({ error: m.dateInvalid }).nullish(),
  /** HH:mm, the user's local time; absent with the date too: now. */
  time: z.string({ error: m.timeInvalid }).nullish(),
  exercises: z.array(exerciseBodySchema, { error: m.exercisesInvalid }).nullish(),
});

/** The workout form / POST /api/workouts body as received, not yet validated. */
export type WorkoutInput = z.input<typeof workoutBodySchema>;
export type WorkoutExerciseInput = z.input<typeof exerciseBodySchema>;

/** POST /api/workouts and the Log Workout form: parses into a WorkoutDraft. */
export const workoutCreateSchema = draftSchema(workoutBodySchema, checkWorkoutCreate);

/** PUT /api/workouts/{id} (the Edit dialog, issue 26): the create's body and rules, into a WorkoutUpdateDraft. */
export const workoutUpdateSchema = draftSchema(workoutBodySchema, checkWorkoutCreate);

/** PATCH /api/workouts/{id} (SPEC section 7: `completed`): parses into a WorkoutCompletionDraft. */
export const workoutCompletionSchema = draftSchema(
  z.object({ completed: z.boolean({ error: m.completedInvalid }).nullish() }),
  checkWorkoutCompletion,
);
export type WorkoutCompletionInput = z.input<typeof workoutCompletionSchema>;
