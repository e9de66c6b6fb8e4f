import type { TransactionStatus } from '@life/domain/transactions/constants';
import { type InfiniteData, type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch, useSubmissionKeys } from '../../../api/fetch';
import { errorToastHandler, showSuccessToast } from '../../../components/toast';
import { accountKeys } from '../accounts/queries';
import { invalidateMoneySummary } from '../summary/mutations';
import { type TransactionPage, transactionKeys } from './queries';
import type { Transaction, TransactionBody } from './types';

/** SPEC 7: after transaction writes, transactions and accounts (their balances) are refetched; so is the summary. */
async function invalidateAfterTransactionWrite(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: transactionKeys.all }),
    queryClient.invalidateQueries({ queryKey: accountKeys.all }),
    invalidateMoneySummary(queryClient),
  ]);
}

export function useCreateTransaction() {
  const queryClient = useQueryClient();
  const keys = useSubmissionKeys();
  return useMutation({
    mutationFn: (body: TransactionBody) =>
      keys.submit(body, (idempotencyKey) => apiFetch<Transaction>('/api/transactions', { method: 'POST', body, idempotencyKey })),
    onSuccess: () => invalidateAfterTransactionWrite(queryClient),
    onError: errorToastHandler('Failed to create transaction. Please try again.'),
  });
}

export function useUpdateTransaction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: TransactionBody }) =>
      apiFetch<Transaction>(`/api/transactions/${encodeURIComponent(id)}`, { method: 'PUT', body }),
    onSuccess: () => {
      showSuccessToast('Transaction updated');
      return invalidateAfterTransactionWrite(queryClient);
    },
    onError: errorToastHandler('Failed to update transaction. Please try again.'),
  });
}

export function useDeleteTransaction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch<null>(`/api/transactions/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: () => {
      showSuccessToast('Transaction deleted');
      return invalidateAfterTransactionWrite(queryClient);
    },
    onError: errorToastHandler('Failed to delete transaction. Please try again.'),
  });
}

/** Writes `posted` into every cached list that holds the transaction (the switch flips at once). */
function patchCachedStatus(queryClient: QueryClient, id: string, posted: TransactionStatus): void {
  const patch = (tx: Transaction) => (tx.id === id ? { ...tx, posted } : tx);
  queryClient.setQueriesData<InfiniteData<TransactionPage>>({ queryKey: transactionKeys.lists() }, (data) =>
    data ? { ...data, pages: data.pages.map((page) => ({ ...page, items: page.items.map(patch) })) } : data,
  );
  queryClient.setQueriesData<Transaction[]>({ queryKey: [...transactionKeys.all, 'recent'] }, (data) => data?.map(patch));
}

/** PATCH /api/transactions/{id}/status: flips posted/pending, optimistically. */
export function useSetTransactionStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, posted }: { id: string; posted: TransactionStatus }) =>
      apiFetch<Transaction>(`/api/transactions/${encodeURIComponent(id)}/status`, { method: 'PATCH', body: { posted } }),
    onMutate: async ({ id, posted }) => {
      await queryClient.cancelQueries({ queryKey: transactionKeys.all });
      patchCachedStatus(queryClient, id, posted);
    },
    onSuccess: () => showSuccessToast('Transaction status updated'),
    onError: errorToastHandler('Failed to update transaction status. Please try again.'),
    // Success or not, the server's answer wins (this also rolls back a failed flip).
    onSettled: () => invalidateAfterTransactionWrite(queryClient),
  });
}
