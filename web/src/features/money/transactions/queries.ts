import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { asOfKey, currentAsOf, pollingUnlessAsOf } from '../../../api/as-of';
import { apiFetchWithHeaders } from '../../../api/fetch';
import type { Transaction, TransactionFilters } from './types';
import { areaKey } from '../../../api/areas';

/** Rows per request of the paged list (the API's X-Next-Cursor leads to the next page). */
export const TRANSACTION_PAGE_SIZE = 500;

/** Every transaction read sits under this key, so a write invalidates lists, recents and pages alike (SPEC 7). */
const TRANSACTIONS_KEY = areaKey('transactions');
const LISTS_KEY = [...TRANSACTIONS_KEY, 'list'] as const;
const RECENTS_KEY = [...TRANSACTIONS_KEY, 'recent'] as const;

export interface TransactionPage {
  items: Transaction[];
  nextCursor: string | null;
  /** Every transaction matching the filters (X-Total-Count): sent with the first page only, null on later pages. */
  total: number | null;
  /**
   * With a date bound, how many match the other filters at any date (X-Total-Without-Dates, first
   * page only): the ledger's "14 in this window of 22" (issue 24). Null otherwise.
   */
  wholeTotal?: number | null;
  /** The ledger point the page reflects (X-Read-Position, an opaque token): where polling asks for changes from (list-changes.ts). */
  position: string | null;
}

type PageParams = TransactionFilters & { limit?: number; cursor?: string; changedSince?: string; asOf?: string | null };

export function transactionsPath(params: PageParams): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const query = search.toString();
  return query ? `/api/transactions?${query}` : '/api/transactions';
}

export function parseTotal(value: string | null): number | null {
  return value !== null && /^\d+$/.test(value) ? Number(value) : null;
}

/**
 * One page, newest first; `nextCursor` from the X-Next-Cursor header (null on the last page),
 * `total` from X-Total-Count (the API counts on the first page only; keep that page's).
 */
export async function fetchTransactionPage(params: PageParams, signal?: AbortSignal): Promise<TransactionPage> {
  const { data, headers } = await apiFetchWithHeaders<Transaction[]>(transactionsPath(params), { signal });
  return {
    items: data ?? [],
    nextCursor: headers.get('X-Next-Cursor') || null,
    total: parseTotal(headers.get('X-Total-Count')),
    wholeTotal: parseTotal(headers.get('X-Total-Without-Dates')),
    position: headers.get('X-Read-Position') || null,
  };
}

/** SPEC 9: transactions are refreshed every 15 s (stale after 10 s). */
export const TRANSACTION_POLLING = { refetchInterval: 15_000, staleTime: 10_000 } as const;

/**
 * The transactions query factory. `list(filters)`: the transactions page's list, pages of
 * TRANSACTION_PAGE_SIZE rows loaded as the user scrolls, which polls by asking only for what
 * changed (useTransactionChangesPolling, issue 13) instead of refetching every loaded page;
 * `recent(limit)`: the latest `limit`
 * (newest first). `lists()` and `recents()` are the keys above each kind (the status switch
 * patches them in place).
 */
export const transactionQueries = {
  all: () => TRANSACTIONS_KEY,
  lists: () => LISTS_KEY,
  recents: () => RECENTS_KEY,
  // Both read as of the instant being viewed, if any (issue 10: its own key; no polling, the past does not change).
  list: (filters: TransactionFilters, asOf = currentAsOf()) =>
    infiniteQueryOptions({
      queryKey: [...LISTS_KEY, filters, ...asOfKey(asOf)] as const,
      queryFn: ({ pageParam, signal }) =>
        fetchTransactionPage({ ...filters, limit: TRANSACTION_PAGE_SIZE, cursor: pageParam, asOf }, signal),
      initialPageParam: undefined as string | undefined,
      getNextPageParam: (last: TransactionPage) => last.nextCursor ?? undefined,
      staleTime: TRANSACTION_POLLING.staleTime,
    }),
  recent: (limit: number, asOf = currentAsOf()) =>
    queryOptions({
      queryKey: [...RECENTS_KEY, { limit }, ...asOfKey(asOf)] as const,
      queryFn: async ({ signal }) => (await fetchTransactionPage({ limit, asOf }, signal)).items.slice(0, limit),
      ...pollingUnlessAsOf(TRANSACTION_POLLING, asOf),
    }),
  /** The overview's Recent Transactions (issue 24): the latest `limit` dated up to `through` (the user's today), newest first. */
  recentThrough: (limit: number, through: string, asOf = currentAsOf()) =>
    queryOptions({
      queryKey: [...RECENTS_KEY, { limit, through }, ...asOfKey(asOf)] as const,
      queryFn: async ({ signal }) => (await fetchTransactionPage({ limit, endDate: through, asOf }, signal)).items.slice(0, limit),
      ...pollingUnlessAsOf(TRANSACTION_POLLING, asOf),
    }),
};
