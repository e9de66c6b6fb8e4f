import { queryOptions } from '@tanstack/react-query';
import { apiFetch, isApiError } from '../../api/fetch';
import type { AuthProvidersJson } from '@life/domain/users/api';
import { AUTH_KEY, AUTH_ME_KEY } from '../../api/session';
import type { User } from './types';

/**
 * The auth query factory; every auth read sits under AUTH_KEY (signing out keeps these and drops every other cached read). `providers()`: which third-party sign-ins the server has set up (it does
 * not change while the page is open). `me()`: the current user, or null when signed out, from
 * GET /api/auth/session, which answers a signed-out visitor 200 `{ user: null }` (SPEC's
 * /api/auth/me answers 401, which the browser logs as a failed request on every signed-out visit).
 * SPEC 8: any failure of the auth check is logged and treated as "no user" (a 401, from a bearer
 * token that is no longer valid, is simply signed out and is not logged).
 */
export const authQueries = {
  all: () => AUTH_KEY,
  providers: () =>
    queryOptions({
      queryKey: [...AUTH_KEY, 'providers'] as const,
      queryFn: ({ signal }) => apiFetch<AuthProvidersJson>('/api/auth/providers', { signal }),
      staleTime: Infinity,
    }),
  me: () =>
    queryOptions({
      queryKey: AUTH_ME_KEY,
      queryFn: async ({ signal }): Promise<User | null> => {
        try {
          return (await apiFetch<{ user: User | null }>('/api/auth/session', { signal })).user;
        } catch (error) {
          if (!(isApiError(error) && error.status === 401)) console.error('Auth check failed', error);
          return null;
        }
      },
    }),
};
