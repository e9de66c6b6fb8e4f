import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './fetch';
import { createQueryClient } from './query-client';
import { AUTH_ME_KEY, takeReturnTo } from './session';

const user = { email: 'ada@example.com', displayName: 'Ada', photoURL: null };

afterEach(() => {
  window.sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('a 401 ends the session in the app (issue 13 #1)', () => {
  it('a failed poll clears the user and every cached read, and remembers the page for after sign-in', async () => {
    const client = createQueryClient();
    client.setQueryData(AUTH_ME_KEY, user);
    client.setQueryData(['accounts', 'list'], [{ id: 'a' }]);
    window.history.replaceState(null, '', '/money/transactions?status=pending');

    await client
      .fetchQuery({
        queryKey: ['transactions', 'list'],
        queryFn: () => Promise.reject(new ApiError('401: Unauthorized', 401, { error: 'Unauthorized' })),
      })
      .catch(() => undefined);

    expect(client.getQueryData(AUTH_ME_KEY)).toBeNull();
    expect(client.getQueryData(['accounts', 'list'])).toBeUndefined();
    expect(takeReturnTo()).toBe('/money/transactions?status=pending');
    expect(takeReturnTo()).toBe('/'); // taken once
  });

  it('a failed write does the same; other errors leave the session alone', async () => {
    const client = createQueryClient();
    client.setQueryData(AUTH_ME_KEY, user);
    const mutate = (status: number) =>
      client
        .getMutationCache()
        .build(client, { mutationFn: () => Promise.reject(new ApiError(`${status}: x`, status, null)) })
        .execute(undefined)
        .catch(() => undefined);
    await mutate(500);
    expect(client.getQueryData(AUTH_ME_KEY)).toEqual(user);
    await mutate(401);
    expect(client.getQueryData(AUTH_ME_KEY)).toBeNull();
  });

  it('a 401 before the first auth check answered remembers no page (signed out on a deep link: sign-up goes to /)', async () => {
    const client = createQueryClient();
    window.history.replaceState(null, '', '/money/transactions');
    await client
      .fetchQuery({
        queryKey: ['transactions', 'list'],
        queryFn: () => Promise.reject(new ApiError('401: Unauthorized', 401, { error: 'Unauthorized' })),
      })
      .catch(() => undefined);
    expect(takeReturnTo()).toBe('/');
  });

  it('never sends the user off-site after sign-in', () => {
    window.sessionStorage.setItem('life.returnTo', '//evil.example/x');
    expect(takeReturnTo()).toBe('/');
  });

  it('a 401 of the auth check itself is its own null answer (no loop)', async () => {
    const client = createQueryClient();
    const spy = vi.spyOn(client, 'removeQueries');
    await client
      .fetchQuery({ queryKey: AUTH_ME_KEY, queryFn: () => Promise.reject(new ApiError('401: x', 401, null)) })
      .catch(() => undefined);
    expect(spy).not.toHaveBeenCalled();
  });
});
