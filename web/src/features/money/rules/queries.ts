import { queryOptions } from '@tanstack/react-query';
import { areaKey } from '../../../api/areas';
import { apiFetch } from '../../../api/fetch';
import type { PayeeMemory, Rule } from './types';

/** Every rules read sits under this key; a rule write refreshes them (issue 23). */
const RULES_KEY = areaKey('rules');

/**
 * The rules query factory: `list()` (GET /api/rules, in the order they are tried) feeds the
 * manager and the transaction form, which applies them itself; `payee(title)` is payee memory
 * (the last transaction with that title; kept briefly, since a transaction write elsewhere may change it).
 */
export const ruleQueries = {
  all: () => RULES_KEY,
  list: () =>
    queryOptions({
      queryKey: [...RULES_KEY, 'list'] as const,
      queryFn: ({ signal }) => apiFetch<Rule[]>('/api/rules', { signal }),
      staleTime: 30_000,
    }),
  payee: (title: string) =>
    queryOptions({
      queryKey: [...RULES_KEY, 'payee', title.trim().toLowerCase()] as const,
      queryFn: ({ signal }) => apiFetch<PayeeMemory>(`/api/rules/payee?title=${encodeURIComponent(title.trim())}`, { signal }),
      enabled: title.trim().length >= 2,
      staleTime: 10_000,
    }),
};
