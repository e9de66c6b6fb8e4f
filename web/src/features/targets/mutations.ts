import type { TargetsJson } from '@life/domain/targets/api';
import type { TargetsInput } from '@life/domain/targets/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../api/fetch';
import { invalidateKeys } from '../../api/mutation-hooks';
import { errorToastHandler, showSuccessToast } from '../../components/toast';
import { dashboardQueries } from '../dashboard/queries';
import { targetQueries } from './queries';

export const targetMessages = {
  updated: 'Goals updated',
  updateFailed: 'Failed to update goals. Please try again.',
} as const;

/** PUT /api/targets (one resource per user, no id): toasts, then refetches every targets query. */
export function useSetTargets() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TargetsInput) => apiFetch<TargetsJson>('/api/targets', { method: 'PUT', body }),
    onSuccess: () => {
      showSuccessToast(targetMessages.updated);
      // The dashboard measures Weekly Workouts and Calories Today against them too.
      return invalidateKeys(queryClient, [targetQueries.all(), dashboardQueries.all()]);
    },
    onError: errorToastHandler(targetMessages.updateFailed),
  });
}
