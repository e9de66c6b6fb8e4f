import { queryOptions } from '@tanstack/react-query';
import { asOfKey, currentAsOf, pollingUnlessAsOf, withAsOf } from '../../../api/as-of';
import { apiFetch, apiFetchWithHeaders } from '../../../api/fetch';
import type { Category } from './types';
import { areaKey } from '../../../api/areas';

/**
 * SPEC 7 lists GET /api/expense-types (the manager) and GET /api/transaction-categories (the
 * transaction form); the API answers both with the same list of every category, so the app
 * fetches it once, from /api/expense-types, the resource category writes go to. The form and the
 * transaction rows read views of that one cached list.
 */
const CATEGORIES_KEY = areaKey('categories');

/** SPEC 9: categories are refreshed every 60 s (stale after 30 s). */
const CATEGORY_POLLING = { refetchInterval: 60_000, staleTime: 30_000 } as const;

/** id -> category, for the tags on transaction rows. */
export function categoryMap(categories: readonly Category[]): ReadonlyMap<string, Category> {
  return new Map(categories.map((category) => [category.id, category]));
}

/** The categories a new tag may use; inactive ones still name the tags already on a transaction. */
export function activeCategories(categories: readonly Category[]): Category[] {
  return categories.filter((category) => category.isActive);
}

/** As of the instant being viewed, if any (issue 10): the categories then (names of tags on that moment's transactions too). */
const list = (asOf = currentAsOf()) =>
  queryOptions({
    queryKey: [...CATEGORIES_KEY, 'list', ...asOfKey(asOf)] as const,
    queryFn: ({ signal }) => apiFetch<Category[]>(withAsOf('/api/expense-types', asOf), { signal }),
    ...pollingUnlessAsOf(CATEGORY_POLLING, asOf),
  });

/**
 * The categories query factory: `list()` is the one fetch (every category, active or not);
 * views `select` from it with module-level functions (rerun only when the list changes).
 */
export const categoryQueries = {
  all: () => CATEGORIES_KEY,
  list,
  byId: (asOf = currentAsOf()) => queryOptions({ ...list(asOf), select: categoryMap }),
  active: (asOf = currentAsOf()) => queryOptions({ ...list(asOf), select: activeCategories }),
  /**
   * How many transactions use the category (issue 24: its delete prompt names them): the ledger's
   * X-Total-Count for ?categoryId=. Asked anew each time (staleTime 0): transaction writes change it.
   */
  usage: (categoryId: string) =>
    queryOptions({
      queryKey: [...CATEGORIES_KEY, 'usage', categoryId] as const,
      queryFn: async ({ signal }) => {
        const path = `/api/transactions?categoryId=${encodeURIComponent(categoryId)}&limit=1`;
        const { headers } = await apiFetchWithHeaders<unknown>(path, { signal });
        const total = headers.get('X-Total-Count');
        if (total === null || !/^\d+$/.test(total)) throw new Error('The transactions were not counted');
        return { transactions: Number(total) };
      },
      staleTime: 0,
    }),
};
