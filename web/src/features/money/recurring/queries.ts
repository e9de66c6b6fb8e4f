import { queryOptions } from '@tanstack/react-query';
import { asOfKey, pollingUnlessAsOf, withAsOf } from '../../../api/as-of';
import { apiFetch } from '../../../api/fetch';
import type { RecurringTransaction } from './types';
import { areaKey } from '../../../api/areas';

/** SPEC 9: recurring transactions are refreshed every 20 s (stale after 15 s). */
const RECURRING_POLLING = { refetchInterval: 20_000, staleTime: 15_000 } as const;

/** Every recurring read sits under this key, so a write invalidates them all (SPEC 7). */
const RECURRING_KEY = areaKey('recurring-transactions');

/** The recurring transactions query factory: `list()` is the one fetch (GET /api/recurring-transactions), as of the viewed instant (issue 26). */
export const recurringQueries = {
  all: () => RECURRING_KEY,
  list: () =>
    queryOptions({
      queryKey: [...RECURRING_KEY, 'list', ...asOfKey()] as const,
      queryFn: ({ signal }) => apiFetch<RecurringTransaction[]>(withAsOf('/api/recurring-transactions'), { signal }),
      ...pollingUnlessAsOf(RECURRING_POLLING),
    }),
};
