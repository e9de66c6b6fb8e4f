import { QueryClient } from '@tanstack/react-query';
import { getQueryFn } from './fetch';

/** SPEC 9 query defaults: no retries, no refetch on focus, no interval, results never stale. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        staleTime: Infinity,
      },
      mutations: { retry: false },
    },
  });
}
