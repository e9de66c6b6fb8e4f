import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch, useSubmissionKeys } from '../../../api/fetch';
import { errorToastHandler, showSuccessToast } from '../../../components/toast';
import { invalidateMoneySummary } from '../summary/mutations';
import { accountKeys } from './queries';
import type { Account, AccountBody } from './types';

/** SPEC 7: after account writes their list is refetched (and the summary, which sums balances). */
async function invalidateAfterAccountWrite(queryClient: QueryClient): Promise<void> {
  await Promise.all([queryClient.invalidateQueries({ queryKey: accountKeys.all }), invalidateMoneySummary(queryClient)]);
}

export function useCreateAccount() {
  const queryClient = useQueryClient();
  const keys = useSubmissionKeys();
  return useMutation({
    mutationFn: (body: AccountBody) =>
      keys.submit(body, (idempotencyKey) => apiFetch<Account>('/api/accounts', { method: 'POST', body, idempotencyKey })),
    onSuccess: () => {
      showSuccessToast('Account created');
      return invalidateAfterAccountWrite(queryClient);
    },
    onError: errorToastHandler('Failed to create account. Please try again.'),
  });
}

export function useUpdateAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: AccountBody }) =>
      apiFetch<Account>(`/api/accounts/${encodeURIComponent(id)}`, { method: 'PUT', body }),
    onSuccess: () => {
      showSuccessToast('Account updated');
      return invalidateAfterAccountWrite(queryClient);
    },
    onError: errorToastHandler('Failed to update account. Please try again.'),
  });
}

export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch<null>(`/api/accounts/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: () => {
      showSuccessToast('Account deleted');
      return invalidateAfterAccountWrite(queryClient);
    },
    onError: errorToastHandler('Failed to delete account. Please try again.'),
  });
}
