import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../test/render';
import { apiFetch, ApiError, apiFetchWithHeaders, submissionKeys } from './fetch';
import { appStore, authTokenAtom, MAX_POSITION_TOKENS, positionTokensAtom } from './store';

const fetchMock = vi.fn<typeof fetch>();
const headersOf = (call: number) => new Headers(fetchMock.mock.calls[call]?.[1]?.headers);

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  appStore.set(authTokenAtom, null);
  appStore.set(positionTokensAtom, []);
});
afterEach(() => vi.unstubAllGlobals());

describe('apiFetch', () => {
  it('sends cookies and JSON, and parses the JSON answer', async () => {
    fetchMock.mockResolvedValue(jsonResponse(201, { id: 'x' }));
    await expect(apiFetch('/api/things', { method: 'POST', body: { a: 1 } })).resolves.toEqual({ id: 'x' });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/things');
    expect(init?.credentials).toBe('include');
    expect(init?.body).toBe('{"a":1}');
    expect(headersOf(0).get('Content-Type')).toBe('application/json');
    expect(headersOf(0).get('Authorization')).toBeNull();
    expect(headersOf(0).get('X-Time-Zone')).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });

  it('adds the bearer token when one is held', async () => {
    appStore.set(authTokenAtom, 'tok');
    fetchMock.mockResolvedValue(jsonResponse(200, {}));
    await apiFetch('/api/auth/me');
    expect(headersOf(0).get('Authorization')).toBe('Bearer tok');
  });

  it('turns a non-OK answer into `${status}: ${text}` with the parsed body', async () => {
    fetchMock.mockResolvedValue(jsonResponse(409, { error: 'Email already registered' }));
    const error = await apiFetch('/api/auth/register', { method: 'POST', body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('409: {"error":"Email already registered"}');
    expect((error as ApiError).status).toBe(409);
    expect((error as ApiError).body).toEqual({ error: 'Email already registered' });
  });

  it('uses the status text when the error body is empty', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 503, statusText: 'Service Unavailable' }));
    await expect(apiFetch('/api/x')).rejects.toThrow('503: Service Unavailable');
  });

  it('returns null for an empty success body', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    await expect(apiFetch('/api/auth/logout', { method: 'POST' })).resolves.toBeNull();
  });

  it('keeps every X-Position token of its writes and sends them all as X-Min-Position on GETs only', async () => {
    // Opaque tokens (issue 22): the tab cannot order them, so it keeps both.
    fetchMock
      .mockResolvedValueOnce(jsonResponse(200, {}, { 'X-Position': 'tokenB' }))
      .mockResolvedValueOnce(jsonResponse(200, {}, { 'X-Position': 'tokenA' }))
      .mockImplementation(() => Promise.resolve(jsonResponse(200, {})));
    await apiFetch('/api/goals', { method: 'POST', body: {} });
    await apiFetch('/api/goals', { method: 'POST', body: {} });
    expect(appStore.get(positionTokensAtom)).toEqual(['tokenB', 'tokenA']);
    await apiFetch('/api/goals');
    expect(headersOf(2).get('X-Min-Position')).toBe('tokenB,tokenA');
    await apiFetch('/api/goals/1', { method: 'DELETE' });
    expect(headersOf(3).get('X-Min-Position')).toBeNull();
    // A read whose answer carries no token (the route did not look) leaves them held.
    expect(appStore.get(positionTokensAtom)).toEqual(['tokenB', 'tokenA']);
  });

  it("replaces the tokens a read sent with that read's answer token, keeping a write's that came meanwhile", async () => {
    appStore.set(positionTokensAtom, ['t1', 't2']);
    let answerRead: (response: Response) => void = () => undefined;
    fetchMock
      .mockImplementationOnce(() => new Promise<Response>((resolve) => (answerRead = resolve)))
      .mockResolvedValueOnce(jsonResponse(201, {}, { 'X-Position': 't3' }));
    const read = apiFetch('/api/goals');
    await apiFetch('/api/goals', { method: 'POST', body: {} });
    answerRead(jsonResponse(200, [], { 'X-Position': 'covers-t1-t2' }));
    await read;
    expect(headersOf(0).get('X-Min-Position')).toBe('t1,t2');
    expect(appStore.get(positionTokensAtom)).toEqual(['t3', 'covers-t1-t2']);
  });

  it(`holds at most ${MAX_POSITION_TOKENS} tokens, dropping the oldest`, async () => {
    for (let i = 0; i < MAX_POSITION_TOKENS + 2; i++) {
      fetchMock.mockResolvedValueOnce(jsonResponse(201, {}, { 'X-Position': `w${i}` }));
      await apiFetch('/api/goals', { method: 'POST', body: {} });
    }
    const held = appStore.get(positionTokensAtom);
    expect(held).toHaveLength(MAX_POSITION_TOKENS);
    expect(held[0]).toBe('w2');
    expect(held.at(-1)).toBe(`w${MAX_POSITION_TOKENS + 1}`);
  });
});

describe('Idempotency-Key', () => {
  const inProgress = () => jsonResponse(409, { error: 'A request with this Idempotency-Key is still in progress' });

  it('is sent only when the caller gives one', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(jsonResponse(201, {})));
    await apiFetch('/api/accounts', { method: 'POST', body: {}, idempotencyKey: 'k-1' });
    await apiFetch('/api/accounts', { method: 'POST', body: {} });
    expect(headersOf(0).get('Idempotency-Key')).toBe('k-1');
    expect(headersOf(1).get('Idempotency-Key')).toBeNull();
  });

  it('waits out "still in progress" with the same key and resolves with the first answer', async () => {
    fetchMock.mockResolvedValueOnce(inProgress()).mockResolvedValueOnce(jsonResponse(201, { id: 'a' }, { 'Idempotent-Replayed': 'true' }));
    await expect(apiFetch('/api/accounts', { method: 'POST', body: {}, idempotencyKey: 'k-2' })).resolves.toEqual({ id: 'a' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(headersOf(1).get('Idempotency-Key')).toBe('k-2');
  });

  it('does not retry other conflicts, nor "in progress" without a key of its own', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(409, { error: 'Account name already exists' }));
    await expect(apiFetch('/api/accounts', { method: 'POST', body: {}, idempotencyKey: 'k-3' })).rejects.toThrow(/^409/);
    fetchMock.mockResolvedValueOnce(inProgress());
    await expect(apiFetch('/api/accounts', { method: 'POST', body: {} })).rejects.toThrow(/^409/);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('keeps one key per submission: reused for the same body until it succeeds, new after', async () => {
    const keys = submissionKeys();
    const seen: string[] = [];
    const ok = (key: string) => (seen.push(key), Promise.resolve(key));
    const fail = (key: string) => (seen.push(key), Promise.reject(new Error('network')));
    await expect(keys.submit({ a: 1 }, fail)).rejects.toThrow('network');
    await keys.submit({ a: 1 }, ok); // the retry of a failed submit: same key
    await keys.submit({ a: 1 }, ok); // recorded on purpose a second time: a new key
    await keys.submit({ a: 2 }, ok);
    expect(seen[1]).toBe(seen[0]);
    expect(new Set(seen).size).toBe(3);
    // A double click: both submissions of the same body travel with one key.
    const [first, second] = await Promise.all([keys.submit({ b: 1 }, ok), keys.submit({ b: 1 }, ok)]);
    expect(second).toBe(first);
  });
});

describe('apiFetchWithHeaders', () => {
  it('hands back the response headers with the data (a paged list names its next cursor)', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, [{ id: 1 }], { 'X-Next-Cursor': 'abc' }));
    const { data, headers } = await apiFetchWithHeaders('/api/transactions?limit=1');
    expect(data).toEqual([{ id: 1 }]);
    expect(headers.get('X-Next-Cursor')).toBe('abc');
  });
});
