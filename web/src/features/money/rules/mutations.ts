import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Area, invalidateAreas } from '../../../api/areas';
import { assertWritable } from '../../../api/as-of';
import { apiFetch } from '../../../api/fetch';
import { createMutationHooks } from '../../../api/mutation-hooks';
import { errorToastHandler, showSuccessToast } from '../../../components/toast';
import type { RuleMoveDirection } from '@life/domain/rules/constants';
import type { Rule, RuleApplyResult, RuleBody } from './types';

/** A rule write changes only the rules (issue 23): transactions change when rules are applied. */
export const ruleWriteAreas: readonly Area[] = ['rules'];

/** Re-running rules updates transactions: the same reads a transaction write refreshes. */
export const ruleApplyAreas: readonly Area[] = ['transactions', 'accounts', 'money-summary', 'schedules', 'dashboard', 'budgets', 'rules'];

/** POST/PUT/DELETE /api/rules. */
export const ruleMutations = createMutationHooks<Rule, RuleBody>({
  path: '/api/rules',
  touches: ruleWriteAreas,
  undo: 'rule',
  messages: {
    created: 'Rule created',
    updated: 'Rule updated',
    deleted: 'Rule deleted',
    createFailed: 'Failed to create rule. Please try again.',
    updateFailed: 'Failed to update rule. Please try again.',
    deleteFailed: 'Failed to delete rule. Please try again.',
  },
});

/** POST /api/rules/{id}/move: 'Move up' / 'Move down' in the order rules are tried (the answer is the new list). */
export function useMoveRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, direction }: { id: string; direction: RuleMoveDirection }) => {
      assertWritable();
      return apiFetch<Rule[]>(`/api/rules/${encodeURIComponent(id)}/move`, { method: 'POST', body: { direction } });
    },
    onSuccess: () => invalidateAreas(queryClient, ruleWriteAreas),
    onError: errorToastHandler('Failed to move the rule. Please try again.'),
  });
}

/** POST /api/rules/apply: the rules re-run on chosen transactions (or one import's), in one action. */
export function useApplyRules() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (target: { transactionIds: readonly string[] } | { importId: string }) => {
      assertWritable();
      return apiFetch<RuleApplyResult>('/api/rules/apply', { method: 'POST', body: target });
    },
    onSuccess: async (result) => {
      showSuccessToast('Rules applied', `${result.changed} changed, ${result.unchanged} unchanged`);
      await invalidateAreas(queryClient, ruleApplyAreas);
    },
    onError: errorToastHandler('Failed to apply rules. Please try again.'),
  });
}
