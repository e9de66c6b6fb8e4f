/** What the recipe schemas parse a body into, and what recipe commands carry. Types only. */
import type { RecipeFields } from './fields';

/** POST /api/recipes and PUT /api/recipes/{id}: the whole recipe, trimmed, quantities normalised. */
export type RecipeDraft = RecipeFields;

/** POST /api/recipes/{id}/grocery-list: the servings to shop for. */
export interface RecipeGroceryDraft {
  servings: number;
}

/** POST /api/recipes/{id}/log-meal: the servings eaten, and the meal they make. */
export interface RecipeLogMealDraft {
  servings: number;
  type: 'breakfast' | 'lunch' | 'dinner' | 'snack';
  /** yyyy-mm-dd; undefined: the user's today. */
  date?: string;
  time: string | null;
  logged: boolean;
}
