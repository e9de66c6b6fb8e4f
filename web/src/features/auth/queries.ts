import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch, isApiError, queryKeyToPath } from '../../api/fetch';
import type { AuthProvidersJson } from '@life/domain/users/api';
import type { User } from './types';

/** Query keys double as paths (joined by '/'): ['/api/auth', 'me'] -> GET /api/auth/me. */
export const authKeys = {
  all: ['/api/auth'] as const,
  me: () => [...authKeys.all, 'me'] as const,
  providers: () => [...authKeys.all, 'providers'] as const,
};

/** Which third-party sign-ins the server has set up (it does not change while the page is open). */
export const authProvidersQueryOptions = () =>
  queryOptions({
    queryKey: authKeys.providers(),
    queryFn: ({ queryKey, signal }) => apiFetch<AuthProvidersJson>(queryKeyToPath(queryKey), { signal }),
    staleTime: Infinity,
  });

/**
 * The current user, or null when signed out. SPEC 8: any failure of the auth check is logged and
 * treated as "no user" (a 401 is simply the signed-out answer and is not logged).
 */
export const meQueryOptions = () =>
  queryOptions({
    queryKey: authKeys.me(),
    queryFn: async ({ queryKey, signal }): Promise<User | null> => {
      try {
        return await apiFetch<User>(queryKeyToPath(queryKey), { signal });
      } catch (error) {
        if (!(isApiError(error) && error.status === 401)) console.error('Auth check failed', error);
        return null;
      }
    },
  });

export function useCurrentUser() {
  return useQuery(meQueryOptions());
}
