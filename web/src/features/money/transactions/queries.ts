import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { apiFetchWithHeaders } from '../../../api/fetch';
import type { Transaction, TransactionFilters } from './types';

/** Rows per request of the paged list (the API's X-Next-Cursor leads to the next page). */
export const TRANSACTION_PAGE_SIZE = 500;

/** Every transaction key starts with the path, so invalidating `all` refreshes lists, recents and pages. */
export const transactionKeys = {
  all: ['/api/transactions'] as const,
  lists: () => [...transactionKeys.all, 'list'] as const,
  list: (filters: TransactionFilters) => [...transactionKeys.lists(), filters] as const,
  recent: (limit: number) => [...transactionKeys.all, 'recent', { limit }] as const,
};

export interface TransactionPage {
  items: Transaction[];
  nextCursor: string | null;
  /** Every transaction matching the filters (X-Total-Count): sent with the first page only, null on later pages. */
  total: number | null;
}

type PageParams = TransactionFilters & { limit?: number; cursor?: string };

function transactionsPath(params: PageParams): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const query = search.toString();
  return query ? `/api/transactions?${query}` : '/api/transactions';
}

function parseTotal(value: string | null): number | null {
  return value !== null && /^\d+$/.test(value) ? Number(value) : null;
}

/**
 * One page, newest first; `nextCursor` from the X-Next-Cursor header (null on the last page),
 * `total` from X-Total-Count (the API counts on the first page only; keep that page's).
 */
export async function fetchTransactionPage(params: PageParams, signal?: AbortSignal): Promise<TransactionPage> {
  const { data, headers } = await apiFetchWithHeaders<Transaction[]>(transactionsPath(params), { signal });
  return { items: data ?? [], nextCursor: headers.get('X-Next-Cursor') || null, total: parseTotal(headers.get('X-Total-Count')) };
}

/** SPEC 9: transactions are refreshed every 15 s (stale after 10 s). */
export const TRANSACTION_POLLING = { refetchInterval: 15_000, staleTime: 10_000 } as const;

/** The transactions page's list: pages of TRANSACTION_PAGE_SIZE rows, loaded as the user scrolls. */
export const transactionListQueryOptions = (filters: TransactionFilters) =>
  infiniteQueryOptions({
    queryKey: transactionKeys.list(filters),
    queryFn: ({ pageParam, signal }) =>
      fetchTransactionPage({ ...filters, limit: TRANSACTION_PAGE_SIZE, cursor: pageParam }, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    ...TRANSACTION_POLLING,
  });

/** The latest `limit` transactions (newest first). */
export const recentTransactionsQueryOptions = (limit: number) =>
  queryOptions({
    queryKey: transactionKeys.recent(limit),
    queryFn: async ({ signal }) => (await fetchTransactionPage({ limit }, signal)).items.slice(0, limit),
    ...TRANSACTION_POLLING,
  });

export function useTransactionList(filters: TransactionFilters) {
  return useInfiniteQuery(transactionListQueryOptions(filters));
}

export function useRecentTransactions(limit: number) {
  return useQuery(recentTransactionsQueryOptions(limit));
}
