import type { MealJson } from '@life/domain/meals/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Area, invalidateAreas } from '../../../api/areas';
import { assertWritable } from '../../../api/as-of';
import { apiFetch, useSubmissionKeys } from '../../../api/fetch';
import { createMutationHooks } from '../../../api/mutation-hooks';
import { errorToastHandler, showSuccessToast } from '../../../components/toast';
import type { Recipe, RecipeBody, RecipeGroceryResult, RecipeLogMealBody } from './types';

/** Our texts (SPEC has none for recipes), in the style of its nutrition toasts. */
export const recipeMessages = {
  created: 'Recipe saved',
  updated: 'Recipe updated',
  deleted: 'Recipe deleted',
  createFailed: 'Failed to save recipe. Please try again.',
  updateFailed: 'Failed to update recipe',
  deleteFailed: 'Failed to delete recipe',
  imported: 'Recipe imported',
  importFailed: 'Failed to import recipe',
  groceryAdded: 'Added to the grocery list',
  groceryFailed: 'Failed to add to the grocery list',
  mealLogged: 'Meal logged',
  mealFailed: 'Failed to log meal',
} as const;

export const recipeWriteAreas: readonly Area[] = ['recipes'];
/** 'Add to grocery list' writes grocery items only. */
export const recipeGroceryAreas: readonly Area[] = ['grocery-items'];
/** 'Log as meal' writes a meal: the nutrition totals and the dashboard count it. */
export const recipeMealAreas: readonly Area[] = ['meals', 'dashboard'];

/** POST /api/recipes, PUT /api/recipes/{id} (the whole recipe), DELETE /api/recipes/{id} (restorable from its history). */
export const recipeMutations = createMutationHooks<Recipe, RecipeBody>({
  path: '/api/recipes',
  touches: recipeWriteAreas,
  messages: {
    created: recipeMessages.created,
    updated: recipeMessages.updated,
    deleted: recipeMessages.deleted,
    createFailed: recipeMessages.createFailed,
    updateFailed: recipeMessages.updateFailed,
    deleteFailed: recipeMessages.deleteFailed,
  },
});

/** A recipe action that creates something: one Idempotency-Key per body (a double click writes once), its toast, then the refetch. */
function useRecipeAction<B, R>(
  request: (body: B, idempotencyKey: string) => Promise<R>,
  done: string,
  failed: string,
  touches: readonly Area[],
) {
  const queryClient = useQueryClient();
  const keys = useSubmissionKeys();
  return useMutation({
    mutationFn: (body: B) => {
      assertWritable();
      return keys.submit(body, (idempotencyKey) => request(body, idempotencyKey));
    },
    onSuccess: () => {
      showSuccessToast(done);
      return invalidateAreas(queryClient, touches);
    },
    onError: errorToastHandler(failed),
  });
}

/** POST /api/recipes/import { text }: a schema.org/Recipe JSON-LD text (pasted or a file's) as a new recipe. */
export function useImportRecipe() {
  return useRecipeAction(
    (body: { text: string }, idempotencyKey) => apiFetch<Recipe>('/api/recipes/import', { method: 'POST', body, idempotencyKey }),
    recipeMessages.imported,
    recipeMessages.importFailed,
    recipeWriteAreas,
  );
}

/** POST /api/recipes/{id}/grocery-list { servings }: the ingredients for that many servings, merged into the list. */
export function useAddRecipeToGroceryList(recipeId: string) {
  return useRecipeAction(
    (body: { servings: number }, idempotencyKey) =>
      apiFetch<RecipeGroceryResult>(`/api/recipes/${encodeURIComponent(recipeId)}/grocery-list`, { method: 'POST', body, idempotencyKey }),
    recipeMessages.groceryAdded,
    recipeMessages.groceryFailed,
    recipeGroceryAreas,
  );
}

/** POST /api/recipes/{id}/log-meal: a meal with the nutrition of the servings eaten, linked to the recipe. */
export function useLogRecipeAsMeal(recipeId: string) {
  return useRecipeAction(
    (body: RecipeLogMealBody, idempotencyKey) =>
      apiFetch<MealJson>(`/api/recipes/${encodeURIComponent(recipeId)}/log-meal`, { method: 'POST', body, idempotencyKey }),
    recipeMessages.mealLogged,
    recipeMessages.mealFailed,
    recipeMealAreas,
  );
}
