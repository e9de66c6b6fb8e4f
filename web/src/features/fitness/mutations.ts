import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../api/fetch';
import { type Area, invalidateAreas } from '../../api/areas';
import { createMutationHooks } from '../../api/mutation-hooks';
import { errorToastHandler, showSuccessToast } from '../../components/toast';
import type { BodyWeightBody, BodyWeightEntry, Workout, WorkoutBody } from './types';

/** SPEC 8's workout texts (logging is beyond SPEC: its texts are ours). */
export const workoutMessages = {
  created: 'Workout logged',
  updated: 'Workout updated',
  deleted: 'Workout deleted',
  createFailed: 'Failed to log workout. Please try again.',
  updateFailed: 'Failed to update workout. Please try again.',
  deleteFailed: 'Failed to delete workout. Please try again.',
} as const;

/** Every workout write makes the lists and the figures stale, and the dashboard's Weekly Workouts and Recent Activity. */
export const workoutWriteAreas: readonly Area[] = ['workouts', 'dashboard'];

/**
 * POST /api/workouts ('Log Workout'), PATCH /api/workouts/{id} (SPEC 7: `completed`, Mark Complete
 * / Mark Incomplete) and DELETE /api/workouts/{id}, with SPEC 8's toasts.
 */
export const workoutMutations = createMutationHooks<Workout, WorkoutBody>({
  path: '/api/workouts',
  updateMethod: 'PATCH',
  touches: workoutWriteAreas,
  undo: 'workout',
  messages: workoutMessages,
});

export const { useCreate: useLogWorkout, useUpdate: useUpdateWorkout, useDelete: useDeleteWorkout } = workoutMutations;

/** The workout form (issue 26): POST to log, PUT /api/workouts/{id} to edit every field. */
export const workoutFormMutations = createMutationHooks<Workout, WorkoutBody>({
  path: '/api/workouts',
  touches: workoutWriteAreas,
  messages: workoutMessages,
});

const actionPath = (id: string, action: 'start' | 'finish') => `/api/workouts/${encodeURIComponent(id)}/${action}`;

/** The timer's writes (beyond SPEC): POST /api/workouts/{id}/start or /finish, then the refetch; a failure is SPEC's update text. */
function useTimerWrite(action: 'start' | 'finish', successToast: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch<Workout>(actionPath(id, action), { method: 'POST' }),
    onSuccess: () => {
      if (successToast) showSuccessToast(successToast);
      return invalidateAreas(queryClient, workoutWriteAreas);
    },
    onError: errorToastHandler(workoutMessages.updateFailed),
  });
}

/** 'Start Workout': the timer starts on the server (so it survives a reload or another device). No toast: the timer shows. */
export const useStartWorkout = () => useTimerWrite('start', null);

/** 'Finish': completed with the measured minutes ('Workout updated'). */
export const useFinishWorkout = () => useTimerWrite('finish', workoutMessages.updated);

/** The body-weight log's texts (issue 27, beyond SPEC: ours). */
export const bodyWeightMessages = {
  created: 'Weight logged',
  updated: 'Weight updated',
  deleted: 'Weight entry deleted',
  createFailed: 'Failed to log weight. Please try again.',
  updateFailed: 'Failed to update weight. Please try again.',
  deleteFailed: 'Failed to delete weight entry. Please try again.',
} as const;

/** A body-weight write makes the log and its trend stale, nothing else. */
export const bodyWeightWriteAreas: readonly Area[] = ['body-weight'];

/** POST /api/body-weight, PUT and DELETE /api/body-weight/{id}. */
export const bodyWeightMutations = createMutationHooks<BodyWeightEntry, BodyWeightBody>({
  path: '/api/body-weight',
  touches: bodyWeightWriteAreas,
  messages: bodyWeightMessages,
});

export const { useCreate: useLogBodyWeight, useUpdate: useUpdateBodyWeight, useDelete: useDeleteBodyWeight } = bodyWeightMutations;
