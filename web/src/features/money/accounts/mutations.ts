import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../api/fetch';
import { createMutationHooks, invalidateKeys } from '../../../api/mutation-hooks';
import { errorToastHandler, showSuccessToast } from '../../../components/toast';
import { dashboardQueries } from '../../dashboard/queries';
import { scheduleQueries } from '../schedules/queries';
import { summaryQueries } from '../summary/queries';
import { transactionQueries } from '../transactions/queries';
import { accountQueries } from './queries';
import type { Account, AccountBody } from './types';

/** POST/PUT/DELETE /api/accounts; SPEC 7: afterwards the list is refetched (and the summary, which sums balances). */
export const accountMutations = createMutationHooks<Account, AccountBody>({
  path: '/api/accounts',
  invalidates: () => [accountQueries.all(), summaryQueries.all()],
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
 * Everything that sums transactions is refetched, as after a transaction write.
 */
export function useDeleteAccountWithTransactions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch<null>(`/api/accounts/${encodeURIComponent(id)}?withTransactions=true`, { method: 'DELETE' }),
    onSuccess: () => {
      showSuccessToast('Account deleted');
      return invalidateKeys(queryClient, [
        accountQueries.all(),
        transactionQueries.all(),
        summaryQueries.all(),
        scheduleQueries.all(),
        dashboardQueries.all(),
      ]);
    },
    onError: errorToastHandler('Failed to delete account. Please try again.'),
  });
}
