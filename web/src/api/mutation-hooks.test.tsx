import { notifications } from '@mantine/notifications';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { act, renderHook, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../app/AppProviders';
import { bodyText, jsonResponse, requestUrl } from '../test/render';
import { testQueryClient } from '../test/query-clients';
import { createMutationHooks } from './mutation-hooks';

interface Thing {
  id: string;
  name: string;
}

const thingList = () =>
  queryOptions({
    queryKey: ['goals', 'things'] as const, // any area will do: the hooks refetch the areas a write touches
    queryFn: ({ signal }) => fetch('/api/things', { signal }).then((r) => r.json() as Promise<Thing[]>),
  });

const thingMutations = createMutationHooks<Thing, { name: string }>({
  path: '/api/things',
  touches: ['goals'],
  messages: {
    created: 'Thing created',
    updated: { title: 'Thing updated', message: 'Your thing has been updated.' },
    deleted: 'Thing deleted',
    createFailed: 'Failed to create thing. Please try again.',
    updateFailed: 'Failed to update thing. Please try again.',
    deleteFailed: 'Failed to delete thing. Please try again.',
  },
});

const fetchMock = vi.fn<typeof fetch>();
const calls = (method: string) => fetchMock.mock.calls.filter(([, init]) => (init?.method ?? 'GET') === method);
const keyOf = (call: Parameters<typeof fetch>) => new Headers(call[1]?.headers).get('Idempotency-Key');

function wrapper({ children }: { children: ReactNode }) {
  return (
    <AppProviders queryClient={testQueryClient()} env="test">
      {children}
    </AppProviders>
  );
}

let things: Thing[];
let failPosts: number;
beforeEach(() => {
  things = [];
  failPosts = 0;
  fetchMock.mockReset();
  fetchMock.mockImplementation((input, init = {}) => {
    const method = init.method ?? 'GET';
    if (method === 'GET') return Promise.resolve(jsonResponse(200, things));
    if (method === 'POST' && failPosts-- > 0) return Promise.resolve(jsonResponse(503, { error: 'Unavailable' }));
    if (method === 'POST') {
      things = [...things, { id: String(things.length + 1), ...(JSON.parse(bodyText(init)) as { name: string }) }];
      return Promise.resolve(jsonResponse(201, things.at(-1)));
    }
    if (method === 'DELETE') return Promise.resolve(new Response(null, { status: 204 }));
    return Promise.resolve(jsonResponse(200, { id: requestUrl(input).split('/').pop(), name: 'changed' }));
  });
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  // The toast store is global and shows one at a time: start each test with none shown or queued.
  notifications.clean();
  notifications.cleanQueue();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('createMutationHooks', () => {
  it('create: toasts, and settles only after the invalidated list is refetched', async () => {
    const { result } = renderHook(() => ({ list: useQuery(thingList()), create: thingMutations.useCreate() }), { wrapper });
    await waitFor(() => expect(result.current.list.data).toEqual([]));
    await act(() => result.current.create.mutateAsync({ name: 'Lamp' }));
    expect(result.current.list.data).toEqual([{ id: '1', name: 'Lamp' }]);
    expect(await screen.findByText('Thing created')).toBeInTheDocument();
  });

  it('create: a retry of the same body reuses its Idempotency-Key; the next submission gets a new one', async () => {
    failPosts = 1;
    const { result } = renderHook(() => thingMutations.useCreate(), { wrapper });
    await act(() => result.current.mutateAsync({ name: 'Lamp' }).catch(() => undefined));
    expect(await screen.findByText('Failed to create thing. Please try again.')).toBeInTheDocument();
    await act(() => result.current.mutateAsync({ name: 'Lamp' }));
    await act(() => result.current.mutateAsync({ name: 'Lamp' }));
    const [failed, retried, again] = calls('POST').map(keyOf);
    expect(failed).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(retried).toBe(failed);
    expect(again).not.toBe(failed);
  });

  it('update and delete: PUT/DELETE at the item path, no key, title and message toasts', async () => {
    const { result } = renderHook(() => ({ update: thingMutations.useUpdate(), remove: thingMutations.useDelete() }), { wrapper });
    await act(() => result.current.update.mutateAsync({ id: 'a/b', body: { name: 'changed' } }));
    expect(await screen.findByText('Your thing has been updated.')).toBeInTheDocument();
    act(() => notifications.clean()); // one toast at a time: let the next one show
    await act(() => result.current.remove.mutateAsync('7'));
    expect(calls('PUT').map(([url]) => url)).toEqual(['/api/things/a%2Fb']);
    expect(calls('DELETE').map(([url]) => url)).toEqual(['/api/things/7']);
    expect([...calls('PUT'), ...calls('DELETE')].map(keyOf)).toEqual([null, null]);
    expect(await screen.findByText('Thing deleted')).toBeInTheDocument();
  });

  it('update: PATCH when the feature toggles that way, and no toast when it has none', async () => {
    const toggles = createMutationHooks<Thing, { done: boolean }>({
      path: '/api/toggles',
      updateMethod: 'PATCH',
      touches: ['goals'],
      messages: { deleted: 'x', createFailed: 'x', updateFailed: 'Failed to toggle', deleteFailed: 'x' },
    });
    const { result } = renderHook(() => toggles.useUpdate(), { wrapper });
    await act(() => result.current.mutateAsync({ id: '3', body: { done: true } }));
    expect(calls('PATCH').map(([url, init]) => [url, init?.body])).toEqual([['/api/toggles/3', '{"done":true}']]);
    expect(calls('PUT')).toEqual([]);
    expect(document.querySelector('.mantine-Notification-root')).toBeNull();
  });
});

describe('createMutationHooks undo (issue 26)', () => {
  it("a restorable kind's deletion toasts with Undo, which restores it (the Recently Deleted restore)", async () => {
    const goals = createMutationHooks<Thing, { name: string }>({
      path: '/api/goals',
      touches: ['goals'],
      undo: 'goal',
      messages: { deleted: 'Goal deleted', createFailed: 'x', updateFailed: 'x', deleteFailed: 'x' },
    });
    const { result } = renderHook(() => goals.useDelete(), { wrapper });
    await act(() => result.current.mutateAsync('g-1'));
    expect(await screen.findByText('Goal deleted')).toBeInTheDocument();
    act(() => screen.getByRole('button', { name: 'Undo' }).click());
    expect(await screen.findByText('Restored')).toBeInTheDocument();
    expect(calls('POST').map(([url, init]) => [url, init?.body])).toEqual([['/api/history/goal/g-1/restore', '{}']]);
  });

  it('a kind without undo toasts as before, without Undo', async () => {
    const { result } = renderHook(() => thingMutations.useDelete(), { wrapper });
    await act(() => result.current.mutateAsync('7'));
    expect(await screen.findByText('Thing deleted')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
  });
});

describe('createMutationHooks conflicts (issue 13)', () => {
  it('does not toast a 409 the caller shows itself, and still toasts it for other callers', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(jsonResponse(409, { error: 'Category already exists' })));
    const { result } = renderHook(() => ({ quiet: thingMutations.useCreate({ showsConflicts: true }), loud: thingMutations.useUpdate() }), {
      wrapper,
    });
    await act(() => result.current.quiet.mutateAsync({ name: 'Food' }).catch(() => undefined));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('Failed to create thing. Please try again.')).not.toBeInTheDocument();
    await act(() => result.current.loud.mutateAsync({ id: '1', body: { name: 'Food' } }).catch(() => undefined));
    expect(await screen.findByText('Failed to update thing. Please try again.')).toBeInTheDocument();
  });

  it('still toasts other failures of a caller that shows conflicts', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(jsonResponse(503, { error: 'Unavailable' })));
    const { result } = renderHook(() => thingMutations.useCreate({ showsConflicts: true }), { wrapper });
    await act(() => result.current.mutateAsync({ name: 'Food' }).catch(() => undefined));
    expect(await screen.findByText('Failed to create thing. Please try again.')).toBeInTheDocument();
  });
});
