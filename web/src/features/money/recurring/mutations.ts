import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../api/fetch';
import { type Area, invalidateAreas } from '../../../api/areas';
import { createMutationHooks } from '../../../api/mutation-hooks';
import { errorToastHandler, showSuccessToast } from '../../../components/toast';
import type { RecurringTransactionBody, RecurringTransactionWrite } from './types';

/**
 * SPEC 7: a recurring write generates or removes transactions (so transactions, balances and the
 * summary move), and schedules that follow it get new periods: all of them are refetched.
 */
export const recurringWriteAreas: readonly Area[] = [
  'recurring-transactions',
  'transactions',
  'accounts',
  'money-summary',
  'schedules',
  'dashboard',
];

/**
 * POST/PUT/DELETE /api/recurring-transactions. A create toasts nothing on success: the
 * transaction form confirms it with its 'Success!' dialog.
 */
export const recurringMutations = createMutationHooks<RecurringTransactionWrite, RecurringTransactionBody>({
  path: '/api/recurring-transactions',
  touches: recurringWriteAreas,
  // Issue 26: the deletion's Undo brings it back with the occurrences its deletion removed.
  undo: 'recurring-transaction',
  messages: {
    updated: 'Recurring transaction updated',
    deleted: 'Recurring transaction deleted',
    createFailed: 'Failed to create recurring transaction. Please try again.',
    updateFailed: 'Failed to update recurring transaction. Please try again.',
    deleteFailed: 'Failed to delete recurring transaction. Please try again.',
  },
});

export const {
  useCreate: useCreateRecurringTransaction,
  useUpdate: useUpdateRecurringTransaction,
  useDelete: useDeleteRecurringTransaction,
} = recurringMutations;

/** POST /api/recurring-transactions/{id}/generate: writes its due occurrences now (the list's 'Generate now'). */
export function useGenerateRecurringTransactions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiFetch<RecurringTransactionWrite>(`/api/recurring-transactions/${encodeURIComponent(id)}/generate`, { method: 'POST' }),
    onSuccess: () => {
      showSuccessToast('Transactions generated');
      return invalidateAreas(queryClient, recurringWriteAreas);
    },
    onError: errorToastHandler('Failed to generate recurring transactions. Please try again.'),
  });
}
