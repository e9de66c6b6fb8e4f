import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Area, invalidateAreas } from '../../../api/areas';
import { assertWritable } from '../../../api/as-of';
import { apiFetch } from '../../../api/fetch';
import { createMutationHooks } from '../../../api/mutation-hooks';
import { errorToastHandler, showSuccessToast } from '../../../components/toast';
import type { Budget, BudgetBody, BudgetCopyResult } from './types';

/** A budget write (or copy) changes the budgets alone. */
export const budgetWriteAreas: readonly Area[] = ['budgets'];

/** POST/PUT/DELETE /api/budgets (SPEC has no budget toasts; these follow the categories' wording). */
export const budgetMutations = createMutationHooks<Budget, BudgetBody>({
  path: '/api/budgets',
  touches: budgetWriteAreas,
  messages: {
    created: 'Budget created',
    updated: 'Budget updated',
    deleted: 'Budget deleted',
    createFailed: 'Failed to create budget. Please try again.',
    updateFailed: 'Failed to update budget. Please try again.',
    deleteFailed: 'Failed to delete budget. Please try again.',
  },
});

/** POST /api/budgets/copy: a month's budgets into another month (categories budgeted there already are kept). */
export function useCopyBudgets() {
  const queryClient = useQueryClient();
  return useMutation({
    onMutate: () => assertWritable(),
    mutationFn: (body: { fromMonth: string; toMonth: string }) => apiFetch<BudgetCopyResult>('/api/budgets/copy', { method: 'POST', body }),
    onSuccess: (result) => {
      showSuccessToast(result.copied === 1 ? '1 budget copied' : `${result.copied} budgets copied`);
    },
    onError: errorToastHandler('Failed to copy budgets. Please try again.'),
    onSettled: () => invalidateAreas(queryClient, budgetWriteAreas),
  });
}
