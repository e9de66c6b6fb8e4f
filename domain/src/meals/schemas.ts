import { z } from 'zod';
import { draftSchema } from '../shared/zod';
import { checkMealCreate, checkMealLogged } from './validation';

const numberOrText = z.union([z.number(), z.string()]).nullish();

/** Types the meal form sends; the rules and their messages are in validation.ts (checkMealInput). */
export const mealBodySchema = z.object({
  name: z.string().nullish(),
  type: z.string().nullish(),
  /** A whole number of kcal (SPEC section 3: required). */
  calories: numberOrText,
  /** Grams with at most 2 decimals (decimal(5,2)); blank or absent: not given. */
  protein: numberOrText,
  carbs: numberOrText,
  fat: numberOrText,
  /** HH:mm. */
  time: z.string().nullish(),
  /** yyyy-mm-dd; defaults to the user's today. */
  date: z.string().nullish(),
  logged: z.boolean().nullish(),
});

/** The meal form / POST /api/meals body as received, not yet validated. */
export type MealInput = z.input<typeof mealBodySchema>;

/** POST /api/meals and the 'Log Food' form: parses into a MealDraft. */
export const mealCreateSchema = draftSchema(mealBodySchema, checkMealCreate);

/** PATCH /api/meals/{id}: `{ logged }` (SPEC section 7). */
export const mealLoggedSchema = draftSchema(z.object({ logged: z.boolean().nullish() }), checkMealLogged);
