import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch, isApiError, useSubmissionKeys } from '../../../api/fetch';
import { type Area, invalidateAreas } from '../../../api/areas';
import { createMutationHooks } from '../../../api/mutation-hooks';
import { showErrorToast, showSuccessToast } from '../../../components/toast';
import type { Schedule, ScheduleBody } from './types';

const PATH = '/api/schedules';

/** SPEC 7: after schedule writes, schedules and their periods (and balances) are refetched. */
export const scheduleWriteAreas: readonly Area[] = ['schedules'];

/** SPEC 8: a failed create/update toasts the error's message, or 'Failed to create schedule' / 'Failed to update schedule'. */
export function scheduleErrorMessage(error: unknown, fallback: string): string {
  if (isApiError(error)) return error.body?.error || error.message || fallback;
  return error instanceof Error && error.message ? error.message : fallback;
}

function scheduleErrorToast(fallback: string) {
  return (error: unknown) => {
    console.error(fallback, error);
    showErrorToast(scheduleErrorMessage(error, fallback));
  };
}

/** The delete is the shared one (fixed failure text); create and update toast the server's message. */
const { useDelete } = createMutationHooks<Schedule, ScheduleBody>({
  path: PATH,
  touches: scheduleWriteAreas,
  messages: {
    created: 'Schedule created',
    updated: 'Schedule updated',
    deleted: 'Schedule deleted',
    createFailed: 'Failed to create schedule',
    updateFailed: 'Failed to update schedule',
    deleteFailed: 'Failed to delete schedule. Please try again.',
  },
});

/** POST /api/schedules with one Idempotency-Key per submitted body. */
function useCreate() {
  const queryClient = useQueryClient();
  const keys = useSubmissionKeys();
  return useMutation({
    mutationFn: (body: ScheduleBody) =>
      keys.submit(body, (idempotencyKey) => apiFetch<Schedule>(PATH, { method: 'POST', body, idempotencyKey })),
    onSuccess: () => {
      showSuccessToast('Schedule created');
      return invalidateAreas(queryClient, scheduleWriteAreas);
    },
    onError: scheduleErrorToast('Failed to create schedule'),
  });
}

/** PUT /api/schedules/{id}. */
function useUpdate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: ScheduleBody }) =>
      apiFetch<Schedule>(`${PATH}/${encodeURIComponent(id)}`, { method: 'PUT', body }),
    onSuccess: () => {
      showSuccessToast('Schedule updated');
      return invalidateAreas(queryClient, scheduleWriteAreas);
    },
    onError: scheduleErrorToast('Failed to update schedule'),
  });
}

export const scheduleMutations = { useCreate, useUpdate, useDelete };
