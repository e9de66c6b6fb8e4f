import type { TransactionStatus } from '@life/domain/transactions/constants';
import { type InfiniteData, type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { type Area, invalidateAreas } from '../../../api/areas';
import { assertWritable } from '../../../api/as-of';
import { apiFetch } from '../../../api/fetch';
import { createMutationHooks } from '../../../api/mutation-hooks';
import { errorToastHandler, showSuccessToast } from '../../../components/toast';
import { type TransactionPage, transactionQueries } from './queries';
import type { Transaction, TransactionBody } from './types';

/**
 * SPEC 7: after transaction writes, transactions and accounts (their balances) are refetched; so
 * are the summary, the schedules' period balances, the dashboard and the budgets' spent, which sum the same transactions.
 */
export const transactionWriteAreas: readonly Area[] = ['transactions', 'accounts', 'money-summary', 'schedules', 'dashboard', 'budgets'];

/** POST/PUT/DELETE /api/transactions. A create toasts nothing on success: the form shows its 'Success!' dialog. */
export const transactionMutations = createMutationHooks<Transaction, TransactionBody>({
  path: '/api/transactions',
  touches: transactionWriteAreas,
  undo: 'transaction',
  messages: {
    updated: 'Transaction updated',
    deleted: 'Transaction deleted',
    createFailed: 'Failed to create transaction. Please try again.',
    updateFailed: 'Failed to update transaction. Please try again.',
    deleteFailed: 'Failed to delete transaction. Please try again.',
  },
});

export const { useCreate: useCreateTransaction, useUpdate: useUpdateTransaction, useDelete: useDeleteTransaction } = transactionMutations;

/** Writes `posted` into every cached list that holds the transaction (the switch flips at once). */
function patchCachedStatus(queryClient: QueryClient, id: string, posted: TransactionStatus): void {
  const patch = (tx: Transaction) => (tx.id === id ? { ...tx, posted } : tx);
  queryClient.setQueriesData<InfiniteData<TransactionPage>>({ queryKey: transactionQueries.lists() }, (data) =>
    data ? { ...data, pages: data.pages.map((page) => ({ ...page, items: page.items.map(patch) })) } : data,
  );
  queryClient.setQueriesData<Transaction[]>({ queryKey: transactionQueries.recents() }, (data) => data?.map(patch));
}

/** PATCH /api/transactions/{id}/status: flips posted/pending, optimistically. */
export function useSetTransactionStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, posted }: { id: string; posted: TransactionStatus }) =>
      apiFetch<Transaction>(`/api/transactions/${encodeURIComponent(id)}/status`, { method: 'PATCH', body: { posted } }),
    onMutate: async ({ id, posted }) => {
      // Before the optimistic flip: the past cannot be changed (issue 10).
      assertWritable();
      await queryClient.cancelQueries({ queryKey: transactionQueries.all() });
      patchCachedStatus(queryClient, id, posted);
    },
    onSuccess: () => showSuccessToast('Transaction status updated'),
    onError: errorToastHandler('Failed to update transaction status. Please try again.'),
    // Success or not, the server's answer wins (this also rolls back a failed flip).
    onSettled: () => invalidateAreas(queryClient, transactionWriteAreas),
  });
}
