import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../api/fetch';
import { type Area, invalidateAreas } from '../../api/areas';
import { createMutationHooks } from '../../api/mutation-hooks';
import { errorToastHandler, showSuccessToast } from '../../components/toast';
import type { ClearedGroceryItems, GroceryItem, GroceryItemBody, Meal, MealBody, WaterDay } from './types';

/** SPEC 8's nutrition texts; creating a meal and the water and clear actions are beyond SPEC, their texts ours. */
export const nutritionMessages = {
  mealCreated: 'Meal saved',
  mealUpdated: 'Meal updated successfully',
  mealDeleted: 'Meal deleted',
  mealCreateFailed: 'Failed to save meal. Please try again.',
  mealUpdateFailed: 'Failed to update meal',
  mealDeleteFailed: 'Failed to delete meal',
  groceryAdded: 'Grocery item added successfully',
  groceryDeleted: 'Grocery item deleted',
  groceryAddFailed: 'Failed to add grocery item',
  groceryUpdateFailed: 'Failed to update grocery item',
  groceryDeleteFailed: 'Failed to delete grocery item',
  groceryCleared: 'Completed items cleared',
  groceryClearFailed: 'Failed to clear completed items',
  waterFailed: 'Failed to log water',
  waterRemoveFailed: 'Failed to remove a glass of water',
} as const;

/** Logged meals are the dashboard's Calories Today and Recent Activity. */
export const mealWriteAreas: readonly Area[] = ['meals', 'dashboard'];

/** POST /api/meals ('Log Food'), PATCH /api/meals/{id} (`logged`, SPEC 7), DELETE /api/meals/{id}. */
export const mealMutations = createMutationHooks<Meal, MealBody>({
  path: '/api/meals',
  updateMethod: 'PATCH',
  touches: mealWriteAreas,
  undo: 'meal',
  messages: {
    created: nutritionMessages.mealCreated,
    updated: nutritionMessages.mealUpdated,
    deleted: nutritionMessages.mealDeleted,
    createFailed: nutritionMessages.mealCreateFailed,
    updateFailed: nutritionMessages.mealUpdateFailed,
    deleteFailed: nutritionMessages.mealDeleteFailed,
  },
});

/** POST /api/grocery-items (SPEC 8 toasts the add), PUT /api/grocery-items/{id} (`checked`, quiet), DELETE. */
export const groceryMutations = createMutationHooks<GroceryItem, GroceryItemBody>({
  path: '/api/grocery-items',
  touches: ['grocery-items'],
  messages: {
    created: nutritionMessages.groceryAdded,
    deleted: nutritionMessages.groceryDeleted,
    createFailed: nutritionMessages.groceryAddFailed,
    updateFailed: nutritionMessages.groceryUpdateFailed,
    deleteFailed: nutritionMessages.groceryDeleteFailed,
  },
});

/** One nutrition write that is no create/update/delete of one record: its toast (if any), failure text, then the refetch. */
function useNutritionAction<V, R>(request: (variables: V) => Promise<R>, done: string | null, failed: string, touches: readonly Area[]) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: () => {
      if (done) showSuccessToast(done);
      return invalidateAreas(queryClient, touches);
    },
    onError: errorToastHandler(failed),
  });
}

/** 'Clear completed' on the full grocery list: POST /api/grocery-items/clear-completed. */
export function useClearCompletedGroceries() {
  return useNutritionAction(
    () => apiFetch<ClearedGroceryItems>('/api/grocery-items/clear-completed', { method: 'POST' }),
    nutritionMessages.groceryCleared,
    nutritionMessages.groceryClearFailed,
    ['grocery-items'],
  );
}

/** 'Remove a glass' (issue 26): one glass fewer on the user's day, POST /api/water/remove (a day at none stays at none). Quiet, as Log Water. */
export function useRemoveWater() {
  return useNutritionAction(
    (date: string) => apiFetch<WaterDay>('/api/water/remove', { method: 'POST', body: { date } }),
    null,
    nutritionMessages.waterRemoveFailed,
    ['water'],
  );
}

/** 'Log Water' (beyond SPEC): one more glass on the user's day, POST /api/water. Quiet: the Water bar moving says it (toasts queue one at a time). */
export function useLogWater() {
  return useNutritionAction(
    (date: string) => apiFetch<WaterDay>('/api/water', { method: 'POST', body: { date } }),
    null,
    nutritionMessages.waterFailed,
    ['water'],
  );
}
