/** JSON shapes of /api/recipes, written once for command-api and web. Type-only. */
import type { GroceryItemJson } from '../groceries/api';
import type { MealJson } from '../meals/api';
import type { RecipeFields, RecipeIngredient } from './fields';

/** A serving's or an ingredient's macros as the API answers them: grams with two decimals ('12.50'); null: unknown. */
export interface MacrosJson {
  protein: string | null;
  carbs: string | null;
  fat: string | null;
}

/** An ingredient line (fields.ts) with its macros in grams. */
export interface RecipeIngredientJson extends Pick<RecipeIngredient, 'quantity' | 'unit' | 'food' | 'note' | 'calories'>, MacrosJson {}

/** A recipe as every /api/recipes route answers it: its fields (fields.ts), macros in grams. Nutrition is per serving. */
export interface RecipeJson extends Pick<RecipeFields, 'name' | 'servings' | 'steps' | 'tags' | 'calories'>, MacrosJson {
  id: string;
  ingredients: RecipeIngredientJson[];
  createdAt: string;
  updatedAt: string;
}

/** POST /api/recipes/{id}/grocery-list: what went onto the list, grouped by grocery category. */
export interface RecipeGroceryResultJson {
  servings: number;
  /** Categories in list order, each with the items this request added or topped up. */
  groups: { category: string; items: (GroceryItemJson & { merged: boolean })[] }[];
}

/** POST /api/recipes/{id}/log-meal: the meal recorded. */
export type RecipeMealJson = MealJson;
