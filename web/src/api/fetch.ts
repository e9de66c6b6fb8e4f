import type { QueryFunction, QueryKey } from '@tanstack/react-query';
import { appStore, authTokenAtom, minPositionAtom, notePosition } from './store';
import { browserTimeZone } from './time-zone';

/** Body of an API error response: `{ error, fields? }`. */
export interface ApiErrorBody {
  error?: string;
  fields?: Record<string, string>;
}

/** A non-OK response. `message` is `${status}: ${text}`; `body` is the parsed JSON body when there is one. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    message: string,
    readonly status: number,
    readonly body: ApiErrorBody | null,
  ) {
    super(message);
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

export interface ApiFetchOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** The one fetch helper: cookies, JSON, bearer token, read-your-writes positions, uniform errors. */
export async function apiFetch<T = unknown>(path: string, options: ApiFetchOptions = {}): Promise<T> {
  return (await apiFetchWithHeaders<T>(path, options)).data;
}

/** `apiFetch` that also hands back the response headers (e.g. X-Next-Cursor of a paged list). */
export async function apiFetchWithHeaders<T = unknown>(
  path: string,
  options: ApiFetchOptions = {},
): Promise<{ data: T; headers: Headers }> {
  const method = options.method ?? 'GET';
  const headers: Record<string, string> = { Accept: 'application/json' };
  // Commands date things by the user's calendar day ("today"), which only the browser knows.
  headers['X-Time-Zone'] = browserTimeZone();
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  const token = appStore.get(authTokenAtom);
  if (token) headers.Authorization = `Bearer ${token}`;
  // Reads wait until the projections have caught up with our own latest write.
  const minPosition = appStore.get(minPositionAtom);
  if (method === 'GET' && minPosition) headers['X-Min-Position'] = minPosition;

  const response = await fetch(path, {
    method,
    headers,
    credentials: 'include',
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: options.signal,
  });
  notePosition(response.headers.get('X-Position'));

  const text = await response.text();
  if (!response.ok) {
    const parsed = parseJson(text);
    const body = parsed !== null && typeof parsed === 'object' ? (parsed as ApiErrorBody) : null;
    throw new ApiError(`${response.status}: ${text || response.statusText}`, response.status, body);
  }
  const data = (text ? (parseJson(text) ?? text) : null) as T;
  return { data, headers: response.headers };
}

/** Path of a query key: parts joined by '/', a trailing plain object becomes the query string. */
export function queryKeyToPath(queryKey: QueryKey): string {
  const parts = [...queryKey];
  const last = parts[parts.length - 1];
  let search = '';
  if (last !== null && typeof last === 'object' && !Array.isArray(last)) {
    parts.pop();
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(last as Record<string, unknown>)) {
      if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
    }
    const query = params.toString();
    if (query) search = `?${query}`;
  }
  return parts.map(String).join('/') + search;
}

/** Default query function: GET the key's path. `on401: 'returnNull'` turns "signed out" into data. */
export function getQueryFn<T>({ on401 }: { on401: 'throw' | 'returnNull' }): QueryFunction<T | null> {
  return async ({ queryKey, signal }) => {
    try {
      return await apiFetch<T>(queryKeyToPath(queryKey), { signal });
    } catch (error) {
      if (on401 === 'returnNull' && isApiError(error) && error.status === 401) return null;
      throw error;
    }
  };
}
