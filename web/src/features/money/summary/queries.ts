import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { apiFetch } from '../../../api/fetch';
import { useAccounts } from '../accounts/queries';
import { useTransactionCategories } from '../categories/queries';
import { localToday } from '../format';
import { TRANSACTION_POLLING } from '../transactions/queries';
import { computeMoneySummary, monthWindows } from './summary';
import type { MonthSummaryView } from './types';

/** Everything the summary reads sits under one key, so money writes invalidate it in one go. */
export const summaryKeys = {
  all: ['/api/money/summary'] as const,
  month: (month: string) => [...summaryKeys.all, { month }] as const,
};

/** GET /api/money/summary?month=yyyy-mm; refreshed like transactions (every 15 s). */
export const monthSummaryQueryOptions = (month: string) =>
  queryOptions({
    queryKey: summaryKeys.month(month),
    queryFn: ({ signal }) => apiFetch<MonthSummaryView>(`/api/money/summary?month=${encodeURIComponent(month)}`, { signal }),
    ...TRANSACTION_POLLING,
  });

const monthOf = (date: string) => date.slice(0, 7);

/** This calendar month's totals (the dashboard's Monthly Spending). */
export function useThisMonthSummary() {
  return useQuery(monthSummaryQueryOptions(monthOf(localToday())));
}

/** The money overview's cards; `summary` is undefined while loading. */
export function useMoneySummary() {
  const today = localToday();
  const { thisMonth, lastMonth } = monthWindows(today);
  const accounts = useAccounts();
  const current = useQuery(monthSummaryQueryOptions(monthOf(thisMonth.start)));
  const previous = useQuery(monthSummaryQueryOptions(monthOf(lastMonth.start)));
  const categories = useTransactionCategories();
  const summary = useMemo(
    () =>
      accounts.data && current.data && previous.data
        ? computeMoneySummary({
            accounts: accounts.data,
            thisMonth: current.data,
            lastMonth: previous.data,
            categories: categories.data,
            today,
          })
        : undefined,
    [accounts.data, current.data, previous.data, categories.data, today],
  );
  const queries = [accounts, current, previous];
  return {
    summary,
    isLoading: queries.some((query) => query.isPending && !query.error),
    error: queries.find((query) => query.error)?.error ?? null,
  };
}
