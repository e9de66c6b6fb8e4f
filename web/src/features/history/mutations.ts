import type { DeletedRecordJson, RestoredRecordJson, RestoreVersionBody } from '@life/domain/history/api';
import type { HistoryKind } from '@life/domain/history/kinds';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../api/fetch';
import { type Area, invalidateAreas } from '../../api/areas';
import { errorToastHandler, showSuccessToast } from '../../components/toast';

/** What a restore may change: every kind's lists and what they feed (a transaction's balances, the dashboard). */
export const restoreAreas: readonly Area[] = [
  'history',
  'transactions',
  'accounts',
  'categories', // issue 26: a category's version
  'recurring-transactions', // issue 26: a recurring transaction's version
  'money-summary',
  'schedules',
  'dashboard',
  'goals',
  'workouts',
  'meals',
  'rules',
  'recipes',
  'body-weight', // issue 27: a body-weight entry restored
];

/**
 * 'Restore this version' (POST /api/history/{kind}/{id}/restore { position }): one more write
 * through the kind's normal command, so what its writes refresh is refreshed, and the history.
 */
export function useRestoreVersion(kind: HistoryKind, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RestoreVersionBody) =>
      apiFetch<unknown>(`/api/history/${kind}/${encodeURIComponent(id)}/restore`, { method: 'POST', body }),
    onSuccess: () => showSuccessToast('Version restored'),
    onError: errorToastHandler('Failed to restore this version. Please try again.'),
    onSettled: () => invalidateAreas(queryClient, restoreAreas),
  });
}

/**
 * Restore a deleted record (POST /api/history/{kind}/{id}/restore without a position): the record
 * is created again, so what its kind's writes refresh is refreshed, and the deleted list.
 */
export function useRestoreDeletedRecord() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (record: Pick<DeletedRecordJson, 'kind' | 'id'>) =>
      apiFetch<RestoredRecordJson>(`/api/history/${record.kind}/${encodeURIComponent(record.id)}/restore`, { method: 'POST', body: {} }),
    onSuccess: () => showSuccessToast('Record restored'),
    onError: errorToastHandler('Failed to restore this record. Please try again.'),
    onSettled: () => invalidateAreas(queryClient, restoreAreas),
  });
}
