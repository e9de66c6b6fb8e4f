import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../api/fetch';
import type { Category } from './types';

/**
 * The manager reads /api/expense-types, the transaction form /api/transaction-categories
 * (SPEC 7 lists both; they hold the same categories). Category writes invalidate both.
 */
export const categoryKeys = {
  expenseTypes: ['/api/expense-types'] as const,
  transactionCategories: ['/api/transaction-categories'] as const,
};

/** SPEC 9: categories are refreshed every 60 s (stale after 30 s). */
const polling = { refetchInterval: 60_000, staleTime: 30_000 } as const;

export const expenseTypesQueryOptions = () =>
  queryOptions({
    queryKey: categoryKeys.expenseTypes,
    queryFn: ({ signal }) => apiFetch<Category[]>('/api/expense-types', { signal }),
    ...polling,
  });

export const transactionCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: categoryKeys.transactionCategories,
    queryFn: ({ signal }) => apiFetch<Category[]>('/api/transaction-categories', { signal }),
    ...polling,
  });

export function useExpenseTypes() {
  return useQuery(expenseTypesQueryOptions());
}

export function useTransactionCategories() {
  return useQuery(transactionCategoriesQueryOptions());
}
