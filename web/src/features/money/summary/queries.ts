import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { asOfKey, currentAsOf, pollingUnlessAsOf, useAsOf, withAsOf } from '../../../api/as-of';
import { apiFetch } from '../../../api/fetch';
import { accountQueries } from '../accounts/queries';
import { categoryQueries } from '../categories/queries';
import { localToday } from '../format';
import { TRANSACTION_POLLING } from '../transactions/queries';
import { computeMoneySummary, monthWindows } from './summary';
import type { MonthSummaryView, MoneyUpcomingJson } from './types';
import { areaKey } from '../../../api/areas';

/** Everything the summary reads sits under one key, so money writes invalidate it in one go. */
const SUMMARY_KEY = areaKey('money-summary');

/** The money summary query factory. `month(yyyy-mm)`: GET /api/money/summary?month=; refreshed like transactions (every 15 s). */
export const summaryQueries = {
  all: () => SUMMARY_KEY,
  /** As of the instant being viewed, if any (issue 10). */
  month: (month: string, asOf = currentAsOf()) =>
    queryOptions({
      queryKey: [...SUMMARY_KEY, { month }, ...asOfKey(asOf)] as const,
      queryFn: ({ signal }) =>
        apiFetch<MonthSummaryView>(withAsOf(`/api/money/summary?month=${encodeURIComponent(month)}`, asOf), { signal }),
      ...pollingUnlessAsOf(TRANSACTION_POLLING, asOf),
    }),
  /**
   * GET /api/money/upcoming?limit= (issue 24): the next `limit` transactions dated after `today` (the
   * user's day, sent for the key: the API takes it from X-Time-Zone), soonest first, and how many.
   */
  upcoming: (limit: number, today: string, asOf = currentAsOf()) =>
    queryOptions({
      queryKey: [...SUMMARY_KEY, 'upcoming', { limit, today }, ...asOfKey(asOf)] as const,
      queryFn: ({ signal }) => apiFetch<MoneyUpcomingJson>(withAsOf(`/api/money/upcoming?limit=${limit}`, asOf), { signal }),
      ...pollingUnlessAsOf(TRANSACTION_POLLING, asOf),
    }),
};

const monthOf = (date: string) => date.slice(0, 7);

/** The money overview's cards; `summary` is undefined while loading. */
export function useMoneySummary() {
  // Viewing the past (issue 10), "this month" is the month of the instant viewed.
  const asOf = useAsOf();
  const today = localToday(asOf === null ? undefined : Date.parse(asOf));
  const { thisMonth, lastMonth } = monthWindows(today);
  const accounts = useQuery(accountQueries.list(asOf));
  const current = useQuery(summaryQueries.month(monthOf(thisMonth.start), asOf));
  const previous = useQuery(summaryQueries.month(monthOf(lastMonth.start), asOf));
  const categories = useQuery(categoryQueries.list());
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
