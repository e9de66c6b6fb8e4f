import type { Command } from '../core/commands';
import type { RecipeDraft } from './drafts';

export type CreateRecipe = Command<'CreateRecipe', { recipeId: string; draft: RecipeDraft }>;
/** The whole recipe replaced (PUT); nothing appended when it is unchanged. */
export type UpdateRecipe = Command<'UpdateRecipe', { recipeId: string; draft: RecipeDraft }>;
export type DeleteRecipe = Command<'DeleteRecipe', { recipeId: string }>;
/** Undelete: the deleted recipe created again with its last values. */
export type RestoreRecipe = Command<'RestoreRecipe', { recipeId: string }>;

export type RecipeCommand = CreateRecipe | UpdateRecipe | DeleteRecipe | RestoreRecipe;
