import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { endSessionOnUnauthorized } from './session';

/**
 * SPEC 9 query defaults: no retries, no refetch on focus, no interval, results never stale.
 * No default queryFn: every query comes from a feature's query factory with its own `queryFn`.
 * A 401 from any query or mutation ends the session in the app (api/session.ts).
 */
export function createQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => void endSessionOnUnauthorized(client, error, query.queryKey) }),
    mutationCache: new MutationCache({ onError: (error) => void endSessionOnUnauthorized(client, error) }),
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
  return client;
}
