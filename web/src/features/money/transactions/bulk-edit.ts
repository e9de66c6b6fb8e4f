import type { BulkEditInput, BulkEditResultJson } from '@life/domain/transactions/bulk-edit';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateAreas } from '../../../api/areas';
import { assertWritable } from '../../../api/as-of';
import { apiFetch, isApiError, useSubmissionKeys } from '../../../api/fetch';
import { errorToastHandler, showErrorToast } from '../../../components/toast';
import { transactionWriteAreas } from './mutations';

/** The server's own words for what it refused (a category of the wrong type, a row changed since), else the fixed text. */
function bulkErrorHandler(fallback: string): (error: unknown) => void {
  const generic = errorToastHandler(fallback);
  return (error) => {
    if (isApiError(error) && error.status >= 400 && error.status < 500 && error.status !== 401 && error.body?.error) {
      showErrorToast(error.body.error);
    } else generic(error);
  };
}

/**
 * POST /api/transactions/bulk-edit: one command for the whole selection (one Idempotency-Key per
 * body until it succeeds, so a retry edits once); refreshes what transactions feed.
 */
export function useBulkEdit() {
  const queryClient = useQueryClient();
  const keys = useSubmissionKeys();
  return useMutation({
    mutationFn: (body: BulkEditInput) =>
      keys.submit(body, (idempotencyKey) =>
        apiFetch<BulkEditResultJson>('/api/transactions/bulk-edit', { method: 'POST', body, idempotencyKey }),
      ),
    onMutate: () => assertWritable(),
    onError: bulkErrorHandler('Failed to update the selected transactions. Please try again.'),
    onSettled: () => invalidateAreas(queryClient, transactionWriteAreas),
  });
}

/** POST /api/transactions/bulk-edit/{batchId}/undo: the whole batch back, or a 409 when a row changed since. */
export function useUndoBulkEdit() {
  const queryClient = useQueryClient();
  const keys = useSubmissionKeys();
  return useMutation({
    mutationFn: (batchId: string) =>
      keys.submit({ undo: batchId }, (idempotencyKey) =>
        apiFetch<BulkEditResultJson>(`/api/transactions/bulk-edit/${encodeURIComponent(batchId)}/undo`, { method: 'POST', idempotencyKey }),
      ),
    onMutate: () => assertWritable(),
    onError: bulkErrorHandler('Failed to undo the bulk edit. Please try again.'),
    onSettled: () => invalidateAreas(queryClient, transactionWriteAreas),
  });
}
