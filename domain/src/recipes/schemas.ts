import { z } from 'zod';
import { draftSchema } from '../shared/zod';
import { checkRecipeDraft, checkRecipeGrocery, checkRecipeLogMeal } from './validation';

const numberOrText = z.union([z.number(), z.string()]).nullish();

/** One ingredient row as a form sends it; the rules are in validation.ts. */
export const recipeIngredientBodySchema = z.object({
  /** '2', '1.5', '1/3', '1 1/2' (or a JSON number); blank: no quantity ('salt to taste'). */
  quantity: numberOrText,
  unit: z.string().nullish(),
  food: z.string().nullish(),
  note: z.string().nullish(),
  /** The ingredient's own values for the amount used, when known. */
  calories: numberOrText,
  protein: numberOrText,
  carbs: numberOrText,
  fat: numberOrText,
});

/** Types the recipe form sends; the rules and their messages are in validation.ts (checkRecipeInput). */
export const recipeBodySchema = z.object({
  name: z.string().nullish(),
  servings: numberOrText,
  ingredients: z.array(recipeIngredientBodySchema).nullish(),
  steps: z.array(z.string()).nullish(),
  tags: z.array(z.string()).nullish(),
  /** Per serving: whole kcal; macros in grams with at most 2 decimals. Blank: summed from the ingredients when known. */
  calories: numberOrText,
  protein: numberOrText,
  carbs: numberOrText,
  fat: numberOrText,
});

/** The recipe form / POST and PUT /api/recipes body as received, not yet validated. */
export type RecipeInput = z.input<typeof recipeBodySchema>;
export type RecipeIngredientInput = z.input<typeof recipeIngredientBodySchema>;

/** POST /api/recipes and PUT /api/recipes/{id} (the whole recipe): parses into a RecipeDraft. */
export const recipeCreateSchema = draftSchema(recipeBodySchema, checkRecipeDraft);
export const recipeUpdateSchema = recipeCreateSchema;

/** POST /api/recipes/{id}/grocery-list. */
export const recipeGrocerySchema = draftSchema(z.object({ servings: numberOrText }), checkRecipeGrocery);
export type RecipeGroceryInput = z.input<typeof recipeGrocerySchema>;

/** POST /api/recipes/{id}/log-meal. */
export const recipeLogMealSchema = draftSchema(
  z.object({
    servings: numberOrText,
    type: z.string().nullish(),
    date: z.string().nullish(),
    time: z.string().nullish(),
    logged: z.boolean().nullish(),
  }),
  checkRecipeLogMeal,
);
export type RecipeLogMealInput = z.input<typeof recipeLogMealSchema>;

/** POST /api/recipes/import: the JSON-LD text, pasted or read from an uploaded file. */
export const recipeImportBodySchema = z.object({ text: z.string().nullish() });
export type RecipeImportInput = z.input<typeof recipeImportBodySchema>;
