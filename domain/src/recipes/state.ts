import type { RecipeFields } from './fields';

export type RecipeState =
  | { status: 'none' }
  | { status: 'live'; recipeId: string; userId: string; fields: RecipeFields }
  /** Deleted: its last values are kept for a restore. */
  | { status: 'deleted'; recipeId: string; userId: string; fields: RecipeFields };

export const RECIPE_STREAM_PREFIX = 'recipe-';

export function recipeStreamId(recipeId: string): string {
  return `${RECIPE_STREAM_PREFIX}${recipeId}`;
}
