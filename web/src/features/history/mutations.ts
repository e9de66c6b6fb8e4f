import type { RestoreVersionBody } from '@life/domain/history/api';
import type { TransactionJson } from '@life/domain/transactions/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../api/fetch';
import { invalidateKeys } from '../../api/mutation-hooks';
import { errorToastHandler, showSuccessToast } from '../../components/toast';
import { dashboardQueries } from '../dashboard/queries';
import { accountQueries } from '../money/accounts/queries';
import { scheduleQueries } from '../money/schedules/queries';
import { summaryQueries } from '../money/summary/queries';
import { transactionQueries } from '../money/transactions/queries';
import { historyQueries } from './queries';

/**
 * 'Restore this version' of a transaction (POST /api/history/transaction/{id}/restore): one more
 * update, so everything a transaction write refreshes is refreshed, and the history itself.
 */
export function useRestoreTransactionVersion(transactionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RestoreVersionBody) =>
      apiFetch<TransactionJson>(`/api/history/transaction/${encodeURIComponent(transactionId)}/restore`, { method: 'POST', body }),
    onSuccess: () => showSuccessToast('Version restored'),
    onError: errorToastHandler('Failed to restore this version. Please try again.'),
    onSettled: () =>
      invalidateKeys(queryClient, [
        historyQueries.all(),
        transactionQueries.all(),
        accountQueries.all(),
        summaryQueries.all(),
        scheduleQueries.all(),
        dashboardQueries.all(),
      ]),
  });
}
