import { MAX_TRANSACTION_SEARCH_LENGTH } from '@life/domain/transactions/constants';
import { queryOptions } from '@tanstack/react-query';
import { areaKey } from '../../../api/areas';
import { fetchTransactionPage } from './queries';
import type { Transaction } from './types';

/** How many of the newest matching transactions the title field looks through, and how many titles it offers. */
const ROWS_READ = 40;
export const MAX_TITLE_SUGGESTIONS = 6;

/** A past title offered while typing a description (issue 24): what was used with it the last time. */
export interface TitleSuggestion {
  title: string;
  type: Transaction['type'];
  transactionCategoryIds: string[];
  fromAccountId: string | null;
  toAccountId: string | null;
}

/**
 * The distinct past titles containing `typed` (case-insensitive), each from its newest use, those
 * starting with it first; `rows` newest first (the API's order). The typed text itself is not offered.
 */
export function titleSuggestions(rows: readonly Transaction[], typed: string): TitleSuggestion[] {
  const needle = typed.trim().toLowerCase();
  if (needle.length === 0) return [];
  const seen = new Set<string>();
  const found: TitleSuggestion[] = [];
  for (const row of rows) {
    const key = row.title.trim().toLowerCase();
    if (seen.has(key) || !key.includes(needle) || key === needle) continue;
    seen.add(key);
    found.push({
      title: row.title,
      type: row.type,
      transactionCategoryIds: [...row.transactionCategoryIds],
      fromAccountId: row.fromAccountId,
      toAccountId: row.toAccountId,
    });
  }
  const starts = found.filter((s) => s.title.trim().toLowerCase().startsWith(needle));
  const inside = found.filter((s) => !s.title.trim().toLowerCase().startsWith(needle));
  return [...starts, ...inside].slice(0, MAX_TITLE_SUGGESTIONS);
}

/**
 * Past titles for the description field: the ledger's own title search (GET /api/transactions?search=),
 * newest first, under the transactions area so any transaction write refreshes it.
 */
export const titleSuggestionQuery = (typed: string) => {
  const search = typed.trim().slice(0, MAX_TRANSACTION_SEARCH_LENGTH);
  return queryOptions({
    queryKey: [...areaKey('transactions'), 'title-suggestions', search.toLowerCase()] as const,
    queryFn: async ({ signal }) => titleSuggestions((await fetchTransactionPage({ search, limit: ROWS_READ }, signal)).items, search),
    enabled: search.length >= 2,
    staleTime: 30_000,
  });
};
