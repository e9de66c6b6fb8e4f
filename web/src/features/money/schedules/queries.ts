import { queryOptions } from '@tanstack/react-query';
import { asOfKey, currentAsOf, pollingUnlessAsOf, withAsOf } from '../../../api/as-of';
import { apiFetch } from '../../../api/fetch';
import type { AccountBalance, Schedule, ScheduleBalances, SchedulePeriod } from './types';
import { areaKey } from '../../../api/areas';

/** SPEC 9: schedules, periods and balances are refreshed every 30 s. */
const SCHEDULE_POLLING = { refetchInterval: 30_000, staleTime: 30_000 } as const;

/**
 * Every schedule read (lists, periods, balances) sits under this key: schedule writes and
 * recurring writes (a followed rule moves periods) invalidate them all (SPEC 7), and so do
 * transaction writes that change balances.
 */
const SCHEDULES_KEY = areaKey('schedules');

/**
 * The schedules query factory: `list()` (GET /api/schedules), `periods(id)` (GET
 * /api/schedule-periods?scheduleId=), `balances(id)` (GET /api/schedules/{id}/balances: every
 * period with every account's balances in one call) and `rangeBalances(start, end)` (GET
 * /api/account-balances/{start}/{end}, the manager's cards).
 */
export const scheduleQueries = {
  all: () => SCHEDULES_KEY,
  list: () =>
    queryOptions({
      queryKey: [...SCHEDULES_KEY, 'list', ...asOfKey()] as const,
      queryFn: ({ signal }) => apiFetch<Schedule[]>(withAsOf('/api/schedules'), { signal }),
      ...pollingUnlessAsOf(SCHEDULE_POLLING),
    }),
  periods: (scheduleId: string) =>
    queryOptions({
      queryKey: [...SCHEDULES_KEY, 'periods', scheduleId, ...asOfKey()] as const,
      queryFn: ({ signal }) =>
        apiFetch<SchedulePeriod[]>(withAsOf(`/api/schedule-periods?scheduleId=${encodeURIComponent(scheduleId)}`), { signal }),
      ...pollingUnlessAsOf(SCHEDULE_POLLING),
    }),
  balances: (scheduleId: string) =>
    queryOptions({
      queryKey: [...SCHEDULES_KEY, 'balances', scheduleId, ...asOfKey()] as const,
      queryFn: ({ signal }) =>
        apiFetch<ScheduleBalances>(withAsOf(`/api/schedules/${encodeURIComponent(scheduleId)}/balances`), { signal }),
      ...pollingUnlessAsOf(SCHEDULE_POLLING),
    }),
  /** As of the instant being viewed, if any (issue 10). */
  rangeBalances: (startDate: string, endDate: string, asOf = currentAsOf()) =>
    queryOptions({
      queryKey: [...SCHEDULES_KEY, 'account-balances', startDate, endDate, ...asOfKey(asOf)] as const,
      queryFn: ({ signal }) =>
        apiFetch<AccountBalance[]>(
          withAsOf(`/api/account-balances/${encodeURIComponent(startDate)}/${encodeURIComponent(endDate)}`, asOf),
          { signal },
        ),
      ...pollingUnlessAsOf(SCHEDULE_POLLING, asOf),
    }),
};
