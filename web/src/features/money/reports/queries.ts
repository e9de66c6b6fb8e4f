import type { ReportJson } from '@life/domain/reports/api';
import { addMonths, endOfMonth, startOfMonth } from '@life/domain/shared/dates';
import { queryOptions } from '@tanstack/react-query';
import { asOfKey, currentAsOf, pollingUnlessAsOf, withAsOf } from '../../../api/as-of';
import { apiFetch } from '../../../api/fetch';
import { TRANSACTION_POLLING } from '../transactions/queries';
import { areaKey } from '../../../api/areas';

export type Report = ReportJson;

/** What a report asks for: a range (yyyy-mm-dd, both or neither) and optional account / category ids ('none': no category). */
export interface ReportFilters {
  start?: string;
  end?: string;
  accountIds?: readonly string[];
  categoryIds?: readonly string[];
}

/** GET /api/reports/summary (or .csv) with the filters as its query string, as of the instant being viewed (issue 26). */
export function reportPath(filters: ReportFilters, format: 'json' | 'csv' = 'json', asOf: string | null = currentAsOf()): string {
  const params = new URLSearchParams();
  if (filters.start) params.set('start', filters.start);
  if (filters.end) params.set('end', filters.end);
  if (filters.accountIds?.length) params.set('accountIds', filters.accountIds.join(','));
  if (filters.categoryIds?.length) params.set('categoryIds', filters.categoryIds.join(','));
  const query = params.toString();
  return withAsOf(`/api/reports/summary${format === 'csv' ? '.csv' : ''}${query ? `?${query}` : ''}`, asOf);
}

const REPORTS_KEY = areaKey('reports');

/** The reports query factory; figures move with transactions, so they are polled like them (not while the past is viewed). */
export const reportQueries = {
  all: () => REPORTS_KEY,
  summary: (filters: ReportFilters, asOf = currentAsOf()) =>
    queryOptions({
      queryKey: [...REPORTS_KEY, 'summary', filters, ...asOfKey(asOf)] as const,
      queryFn: ({ signal }) => apiFetch<Report>(reportPath(filters, 'json', asOf), { signal }),
      ...pollingUnlessAsOf(TRANSACTION_POLLING, asOf),
    }),
};

/** The Category Breakdown card's ranges, each ending with the current month. */
export const BREAKDOWN_RANGES = [
  { value: 'month', label: 'This month' },
  { value: 'quarter', label: 'Last 3 months' },
  { value: 'year', label: 'Last 12 months' },
  { value: 'ytd', label: 'This year' },
] as const;
export type BreakdownRange = (typeof BREAKDOWN_RANGES)[number]['value'];

export function breakdownRange(range: BreakdownRange, today: string): { start: string; end: string } {
  const end = endOfMonth(today);
  const thisMonth = startOfMonth(today);
  switch (range) {
    case 'month':
      return { start: thisMonth, end };
    case 'quarter':
      return { start: addMonths(thisMonth, -2), end };
    case 'year':
      return { start: addMonths(thisMonth, -11), end };
    case 'ytd':
      return { start: `${today.slice(0, 4)}-01-01`, end };
  }
}
