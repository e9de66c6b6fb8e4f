import type { TargetsJson } from '@life/domain/targets/api';
import type { TargetsInput } from '@life/domain/targets/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../api/fetch';
import { type Area, invalidateAreas } from '../../api/areas';
import { errorToastHandler, showSuccessToast } from '../../components/toast';

export const targetMessages = {
  updated: 'Goals updated',
  updateFailed: 'Failed to update goals. Please try again.',
} as const;

/**
 * The dashboard measures Weekly Workouts and Calories Today against the targets too, and the
 * Nutrition Report (issue 27, under meals) each day's calories and macros.
 */
export const targetWriteAreas: readonly Area[] = ['targets', 'dashboard', 'meals'];

/** PUT /api/targets (one resource per user, no id): toasts, then refetches every targets query. */
export function useSetTargets() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TargetsInput) => apiFetch<TargetsJson>('/api/targets', { method: 'PUT', body }),
    onSuccess: () => {
      showSuccessToast(targetMessages.updated);
      return invalidateAreas(queryClient, targetWriteAreas);
    },
    onError: errorToastHandler(targetMessages.updateFailed),
  });
}
