import type { DashboardJson } from '@life/domain/dashboard/api';
import { queryOptions } from '@tanstack/react-query';
import { asOfKey, currentAsOf, pollingUnlessAsOf, withAsOf } from '../../api/as-of';
import { apiFetch } from '../../api/fetch';
import { areaKey } from '../../api/areas';

/** Every dashboard read sits under this key: money, goal, workout, meal and target writes invalidate it. */
const DASHBOARD_KEY = areaKey('dashboard');

/** The dashboard shows transactions, so it refreshes as they do (SPEC 9: 15 s, stale after 10 s). */
const DASHBOARD_POLLING = { refetchInterval: 15_000, staleTime: 10_000 } as const;

/** The dashboard query factory: `summary()` is GET /api/dashboard, every card of the page in one call. */
export const dashboardQueries = {
  all: () => DASHBOARD_KEY,
  /** As of the instant being viewed, if any (issue 10). */
  summary: (asOf = currentAsOf()) =>
    queryOptions({
      queryKey: [...DASHBOARD_KEY, 'summary', ...asOfKey(asOf)] as const,
      queryFn: ({ signal }) => apiFetch<DashboardJson>(withAsOf('/api/dashboard', asOf), { signal }),
      ...pollingUnlessAsOf(DASHBOARD_POLLING, asOf),
    }),
};
