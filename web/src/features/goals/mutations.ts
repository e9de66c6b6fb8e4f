import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../api/fetch';
import { type Area, invalidateAreas } from '../../api/areas';
import { createMutationHooks } from '../../api/mutation-hooks';
import { errorToastHandler, showSuccessToast } from '../../components/toast';
import type { Goal, GoalBody, GoalReview, GoalReviewBody } from './types';

/**
 * Every goal write touches the goals (the list, the weekly figures and the review all move with it)
 * and the dashboard (its Active Goals card and stat, its latest goal update).
 */
export const goalWriteAreas: readonly Area[] = ['goals', 'dashboard'];

/** A reflection is read by the review alone. */
export const reflectionWriteAreas: readonly Area[] = ['goals'];

/**
 * POST /api/goals, PUT/DELETE /api/goals/{id} with SPEC 8's toasts.
 * The update failure text is SPEC's 'progress' one: '+10%', Mark Complete and the backlog moves are updates.
 */
export const goalMutations = createMutationHooks<Goal, GoalBody>({
  path: '/api/goals',
  touches: goalWriteAreas,
  undo: 'goal',
  messages: {
    created: 'Goal created',
    updated: 'Goal updated',
    deleted: 'Goal deleted',
    createFailed: 'Failed to create goal. Please try again.',
    updateFailed: 'Failed to update goal progress. Please try again.',
    deleteFailed: 'Failed to delete goal. Please try again.',
  },
});

export const REFLECTION_SAVED = 'Reflection saved';
export const REFLECTION_SAVE_FAILED = 'Failed to save reflection. Please try again.';

/** Beyond SPEC: POST /api/goal-reviews saves (or replaces) a week's reflection. */
export function useSaveReflection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: GoalReviewBody) => apiFetch<GoalReview>('/api/goal-reviews', { method: 'POST', body }),
    onSuccess: () => {
      showSuccessToast(REFLECTION_SAVED);
      return invalidateAreas(queryClient, reflectionWriteAreas);
    },
    onError: errorToastHandler(REFLECTION_SAVE_FAILED),
  });
}
