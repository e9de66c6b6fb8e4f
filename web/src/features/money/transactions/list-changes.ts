import type { TransactionChangesJson } from '@life/domain/transactions/api';
import { type InfiniteData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAsOf } from '../../../api/as-of';
import { apiFetchWithHeaders, isApiError } from '../../../api/fetch';
import { parseTotal, TRANSACTION_POLLING, type TransactionPage, transactionQueries, transactionsPath } from './queries';
import type { Transaction, TransactionFilters } from './types';

type ListData = InfiniteData<TransactionPage, string | undefined>;

/** Where the loaded pages can be brought up to date from: the oldest page's position (null when a page has none). */
export function listPosition(data: ListData | undefined): string | null {
  if (!data || data.pages.length === 0) return null;
  let oldest: string | null = null;
  for (const page of data.pages) {
    if (!page.position) return null;
    if (oldest === null || page.position < oldest) oldest = page.position;
  }
  return oldest;
}

/**
 * The list's order: newest date first, then newest creation. The API breaks date ties by the
 * creation's event position, which rows do not carry; createdAt follows it (equal only within
 * one bulk import, where a changed row then goes first among its equals).
 */
const comesBefore = (a: Transaction, b: Transaction) => (a.date !== b.date ? a.date > b.date : a.createdAt >= b.createdAt);

/**
 * The loaded pages with `changes` applied: removed ids leave; a changed row already loaded on the
 * same day is replaced where it is; any other changed row goes where the list order puts it, or,
 * when that is past the last loaded row and more pages remain, is left for the page that will
 * hold it. Every page then carries the changes' position; the first page the new total.
 */
export function mergeTransactionChanges(
  data: ListData,
  changes: TransactionChangesJson,
  total: number | null,
  wholeTotal: number | null = null,
): ListData {
  const removed = new Set(changes.removedIds);
  const changedById = new Map(changes.changed.map((tx) => [tx.id, tx]));
  const placed = new Set<string>();
  const pages = data.pages.map((page) => ({
    ...page,
    items: page.items.flatMap((tx) => {
      if (removed.has(tx.id)) return [];
      const changed = changedById.get(tx.id);
      if (!changed) return [tx];
      if (changed.date !== tx.date) return []; // moves: placed below
      placed.add(tx.id);
      return [changed];
    }),
    position: changes.position || page.position,
  }));
  const moreToLoad = Boolean(pages.at(-1)?.nextCursor);
  for (const tx of changes.changed) {
    if (placed.has(tx.id)) continue;
    insertInOrder(pages, tx, moreToLoad);
  }
  if (pages[0] && total !== null) pages[0] = { ...pages[0], total, ...(wholeTotal !== null ? { wholeTotal } : {}) };
  return { ...data, pages };
}

function insertInOrder(pages: TransactionPage[], tx: Transaction, moreToLoad: boolean): void {
  for (const page of pages) {
    const index = page.items.findIndex((item) => comesBefore(tx, item));
    if (index >= 0) {
      page.items.splice(index, 0, tx);
      return;
    }
  }
  // Older than every loaded row: the end of the list when everything is loaded, else a later page's.
  if (!moreToLoad) pages.at(-1)?.items.push(tx);
}

/**
 * SPEC 9 polling of the transactions list (every 15 s), incrementally (issue 13): asks
 * GET /api/transactions?changedSince=<the pages' position> with the same filters and merges the
 * answer into the loaded pages, instead of refetching every loaded page. Falls back to a full
 * refetch when the API says there is too much (truncated), the pages carry no position or the API
 * refuses it (400). New
 * filters are a new list query, loaded afresh. A delta that finds the pages refetched meanwhile
 * is dropped (their position moved on), so an older answer never overwrites a newer one.
 */
export function useTransactionChangesPolling(filters: TransactionFilters, enabled: boolean): void {
  const queryClient = useQueryClient();
  const asOf = useAsOf();
  const listKey = transactionQueries.list(filters, asOf).queryKey;
  useQuery({
    // Outside transactionQueries.all(): a write refetches the list itself, not this poll.
    queryKey: ['transaction-changes', filters],
    queryFn: async ({ signal }) => {
      const since = listPosition(queryClient.getQueryData<ListData>(listKey));
      if (!since) {
        await queryClient.invalidateQueries({ queryKey: listKey, exact: true });
        return null;
      }
      const answer = await apiFetchWithHeaders<TransactionChangesJson>(transactionsPath({ ...filters, changedSince: since }), {
        signal,
      }).catch((error: unknown) => {
        // 400: the server no longer opens the pages' token (a tab from before tokens, a retired
        // secret, another user since): load the pages afresh, which brings a new one.
        if (isApiError(error) && error.status === 400) return null;
        throw error;
      });
      if (!answer) {
        await queryClient.invalidateQueries({ queryKey: listKey, exact: true });
        return null;
      }
      const { data, headers } = answer;
      // One account's rows carry its balance after each (issue 24): a change moves the later rows' balances too.
      if (data.truncated || (filters.accountId && (data.changed.length > 0 || data.removedIds.length > 0))) {
        await queryClient.invalidateQueries({ queryKey: listKey, exact: true });
        return data.position;
      }
      const total = parseTotal(headers.get('X-Total-Count'));
      queryClient.setQueryData<ListData>(listKey, (current) =>
        current && listPosition(current) === since
          ? mergeTransactionChanges(current, data, total, parseTotal(headers.get('X-Total-Without-Dates')))
          : current,
      );
      return data.position;
    },
    // The past does not change: no polling while viewing it (issue 10).
    enabled: enabled && asOf === null,
    // Nothing to ask for on mount (the list has just loaded): the first poll is one interval later.
    initialData: null,
    staleTime: Infinity,
    refetchInterval: TRANSACTION_POLLING.refetchInterval,
  });
}
