import { z } from 'zod';
import { fieldKeys } from '../shared/aggregate-fields';
import { MEAL_TYPES } from './constants';

/**
 * A meal's stored fields, declared once: MealCreated, the state, the history's labels and the
 * restore follow it. Schemas stay as loose as what is stored (see defineEvent).
 */
export const mealFieldsSchema = z.object({
  name: z.string(),
  type: z.enum(MEAL_TYPES),
  calories: z.number().int(),
  /** Hundredths of a gram (decimal(5,2) at the edge); null: not given. */
  proteinHundredths: z.number().int().nullable(),
  carbsHundredths: z.number().int().nullable(),
  fatHundredths: z.number().int().nullable(),
  /** The user's wall-clock time (HH:mm) and local day, as entered: "today" compares with these as they are. */
  time: z.string().nullable(),
  date: z.string(),
  logged: z.boolean(),
  /** The recipe it was logged from ('Log as meal', issue 27); null: none. */
  recipeId: z.string().nullable().default(null),
});

export const MEAL_FIELD_KEYS = fieldKeys(mealFieldsSchema);
/** The stored fields without the import marks (MealFields, state.ts, may carry those). */
export type MealStoredFields = z.output<typeof mealFieldsSchema>;
