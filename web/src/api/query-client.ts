import { QueryClient } from '@tanstack/react-query';

/**
 * SPEC 9 query defaults: no retries, no refetch on focus, no interval, results never stale.
 * No default queryFn: every query comes from a feature's query factory with its own `queryFn`.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        staleTime: Infinity,
      },
      mutations: { retry: false },
    },
  });
}
