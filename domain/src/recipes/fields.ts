import { z } from 'zod';
import { fieldKeys } from '../shared/aggregate-fields';

/**
 * One ingredient line: an optional quantity (exact text: '2', '1.5', '1/3', '1 1/2'; quantity.ts),
 * a unit ('' when counted: '2 eggs'), the food, a note ('finely chopped'), and its own nutrition
 * for the amount used when known (null: unknown), which can be summed into the recipe's.
 */
export const recipeIngredientSchema = z.object({
  quantity: z.string().nullable(),
  unit: z.string(),
  food: z.string(),
  note: z.string(),
  calories: z.number().int().nullable(),
  proteinHundredths: z.number().int().nullable(),
  carbsHundredths: z.number().int().nullable(),
  fatHundredths: z.number().int().nullable(),
});

/**
 * A recipe's stored fields, declared once: RecipeCreated and RecipeUpdated (full snapshots), the
 * state, the draft, the history's labels, the restore, the read model's columns and the JSON follow
 * it. Nutrition is per serving (kcal; macros in hundredths of a gram; null: not known). A field
 * added later gets `.default(...)`: older events lack it.
 */
export const recipeFieldsSchema = z.object({
  name: z.string(),
  servings: z.number().int(),
  ingredients: z.array(recipeIngredientSchema),
  steps: z.array(z.string()),
  tags: z.array(z.string()),
  calories: z.number().int().nullable(),
  proteinHundredths: z.number().int().nullable(),
  carbsHundredths: z.number().int().nullable(),
  fatHundredths: z.number().int().nullable(),
});

export const RECIPE_FIELD_KEYS = fieldKeys(recipeFieldsSchema);
export type RecipeFields = z.output<typeof recipeFieldsSchema>;
export type RecipeIngredient = z.output<typeof recipeIngredientSchema>;
