import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../api/fetch';
import { type Area, invalidateAreas } from '../../../api/areas';
import { createMutationHooks, showDeletedWithUndo } from '../../../api/mutation-hooks';
import { undoDeletion } from '../../../api/undo-delete';
import { errorToastHandler } from '../../../components/toast';
import type { Account, AccountBody } from './types';

/** SPEC 7: after an account write the list is refetched (and the summary, which sums balances). */
export const accountWriteAreas: readonly Area[] = ['accounts', 'money-summary'];

/** Deleting an account with its transactions: everything that sums transactions, as after a transaction write. */
export const accountWithTransactionsDeleteAreas: readonly Area[] = ['accounts', 'transactions', 'money-summary', 'schedules', 'dashboard'];

/** POST/PUT/DELETE /api/accounts. */
export const accountMutations = createMutationHooks<Account, AccountBody>({
  path: '/api/accounts',
  touches: accountWriteAreas,
  undo: 'account',
  messages: {
    created: 'Account created',
    updated: 'Account updated',
    deleted: 'Account deleted',
    createFailed: 'Failed to create account. Please try again.',
    updateFailed: 'Failed to update account. Please try again.',
    deleteFailed: 'Failed to delete account. Please try again.',
  },
});

/**
 * DELETE /api/accounts/{id}?withTransactions=true: the account and every transaction naming it (issue 13 #4).
 */
export function useDeleteAccountWithTransactions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch<null>(`/api/accounts/${encodeURIComponent(id)}?withTransactions=true`, { method: 'DELETE' }),
    // Undo (issue 26) restores the account with the transactions it took, in one write.
    onSuccess: (_data, id) => {
      showDeletedWithUndo('Account deleted', () => void undoDeletion(queryClient, 'account', id, accountWithTransactionsDeleteAreas));
      return invalidateAreas(queryClient, accountWithTransactionsDeleteAreas);
    },
    onError: errorToastHandler('Failed to delete account. Please try again.'),
  });
}
