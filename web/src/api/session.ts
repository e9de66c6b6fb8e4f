import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { isApiError } from './fetch';

/** The current user's query key (features/auth/queries.ts builds `authQueries.me()` on it). */
export const AUTH_KEY = ['auth'] as const;
export const AUTH_ME_KEY = [...AUTH_KEY, 'me'] as const;

const RETURN_TO_KEY = 'life.returnTo';

/**
 * Any 401 means the session is over (signed out in another tab, expired, revoked): clear the user so
 * the login screen shows at once (SPEC: signed-out visitors see only the login screen), drop every
 * cached read so nothing of this account stays in memory, and remember the page for after sign-in.
 * Returns whether it was such an error.
 */
export function endSessionOnUnauthorized(client: QueryClient, error: unknown, queryKey?: QueryKey): boolean {
  if (!isApiError(error) || error.status !== 401) return false;
  if (queryKey?.[0] === AUTH_KEY[0]) return true; // the auth check answers null itself
  // Already signed out, or not yet known to be signed in (a deep link opened signed out: its reads
  // race the first auth check): no session ended, so no page to return to after signing in.
  if (!client.getQueryData(AUTH_ME_KEY)) return true;
  const { pathname, search, hash } = window.location;
  window.sessionStorage.setItem(RETURN_TO_KEY, `${pathname}${search}${hash}`);
  client.removeQueries({ predicate: (query) => query.queryKey[0] !== AUTH_KEY[0] });
  client.setQueryData(AUTH_ME_KEY, null);
  return true;
}

/** Where to go after signing in: the page an ended session left (same origin paths only), else '/'. */
export function takeReturnTo(): string {
  const stored = window.sessionStorage.getItem(RETURN_TO_KEY);
  window.sessionStorage.removeItem(RETURN_TO_KEY);
  return stored && stored.startsWith('/') && !stored.startsWith('//') ? stored : '/';
}

/** An error a toast should not announce: the login screen already says what happened. */
export function isSessionEnded(error: unknown): boolean {
  return isApiError(error) && error.status === 401;
}
