import type { DashboardJson } from '@life/domain/dashboard/api';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../api/fetch';

/** Every dashboard read sits under this key: money, goal, workout, meal and target writes invalidate it. */
const DASHBOARD_KEY = ['dashboard'] as const;

/** The dashboard shows transactions, so it refreshes as they do (SPEC 9: 15 s, stale after 10 s). */
const DASHBOARD_POLLING = { refetchInterval: 15_000, staleTime: 10_000 } as const;

/** The dashboard query factory: `summary()` is GET /api/dashboard, every card of the page in one call. */
export const dashboardQueries = {
  all: () => DASHBOARD_KEY,
  summary: () =>
    queryOptions({
      queryKey: [...DASHBOARD_KEY, 'summary'] as const,
      queryFn: ({ signal }) => apiFetch<DashboardJson>('/api/dashboard', { signal }),
      ...DASHBOARD_POLLING,
    }),
};
