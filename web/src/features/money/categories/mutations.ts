import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch, useSubmissionKeys } from '../../../api/fetch';
import { errorToastHandler, showSuccessToast } from '../../../components/toast';
import { invalidateMoneySummary } from '../summary/mutations';
import { categoryKeys } from './queries';
import type { Category, CategoryBody } from './types';

/** SPEC 7: after category writes their lists are refetched (both endpoints; the summary shows their names). */
async function invalidateAfterCategoryWrite(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: categoryKeys.expenseTypes }),
    queryClient.invalidateQueries({ queryKey: categoryKeys.transactionCategories }),
    invalidateMoneySummary(queryClient),
  ]);
}

export function useCreateCategory() {
  const queryClient = useQueryClient();
  const keys = useSubmissionKeys();
  return useMutation({
    mutationFn: (body: CategoryBody) =>
      keys.submit(body, (idempotencyKey) => apiFetch<Category>('/api/expense-types', { method: 'POST', body, idempotencyKey })),
    onSuccess: () => {
      showSuccessToast('Category created', 'Your expense category has been added successfully.');
      return invalidateAfterCategoryWrite(queryClient);
    },
    onError: errorToastHandler('Failed to create expense category. Please try again.'),
  });
}

export function useUpdateCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: CategoryBody }) =>
      apiFetch<Category>(`/api/expense-types/${encodeURIComponent(id)}`, { method: 'PUT', body }),
    onSuccess: () => {
      showSuccessToast('Category updated', 'Your expense category has been updated successfully.');
      return invalidateAfterCategoryWrite(queryClient);
    },
    onError: errorToastHandler('Failed to update expense category. Please try again.'),
  });
}

export function useDeleteCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch<null>(`/api/expense-types/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: () => {
      showSuccessToast('Category deleted', 'The expense category has been removed successfully.');
      return invalidateAfterCategoryWrite(queryClient);
    },
    onError: errorToastHandler('Failed to delete category. Please try again.'),
  });
}
