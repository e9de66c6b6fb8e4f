import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { areaKey } from '../../api/areas';
import { apiFetch } from '../../api/fetch';
import type { SearchResults } from './types';

const SEARCH_KEY = areaKey('search');

/**
 * The search query factory: `results(q)` is GET /api/search?q= (trimmed, 1-100 characters). Results
 * are read fresh each time the box asks (no write names this area: they are never kept stale).
 */
export const searchQueries = {
  all: () => SEARCH_KEY,
  results: (q: string) =>
    queryOptions({
      queryKey: [...SEARCH_KEY, q] as const,
      queryFn: ({ signal }) => apiFetch<SearchResults>(`/api/search?q=${encodeURIComponent(q)}`, { signal }),
      staleTime: 0,
      gcTime: 60_000,
      // While the next text's answer comes, the list keeps the last one (no flicker to empty).
      placeholderData: keepPreviousData,
    }),
};
