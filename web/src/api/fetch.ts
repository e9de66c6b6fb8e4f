import { useState } from 'react';
import { assertWritable } from './as-of';
import { appStore, authTokenAtom, minPositionHeader, notePosition, positionTokensAtom } from './store';
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
  /** Sent as Idempotency-Key on creates (one per form submission, see `useSubmissionKeys`). */
  idempotencyKey?: string;
}

/** The server's 409 while a request with the same Idempotency-Key is still running. */
const KEY_IN_PROGRESS = 'A request with this Idempotency-Key is still in progress';
const IN_PROGRESS_RETRY_MS = 250;
const IN_PROGRESS_RETRIES = 40;

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
  const { headers, sent } = apiRequest(path, method, {
    ...(options.body === undefined ? {} : { contentType: 'application/json' }),
    ...(options.idempotencyKey === undefined ? {} : { idempotencyKey: options.idempotencyKey }),
  });

  const send = () =>
    fetch(path, {
      method,
      headers,
      credentials: 'include',
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  let response = await send();
  // A duplicate of a submission still being recorded (a double click) waits for the first one's answer.
  for (let retry = 0; options.idempotencyKey && retry < IN_PROGRESS_RETRIES && (await isKeyInProgress(response)); retry++) {
    await new Promise((resolve) => setTimeout(resolve, IN_PROGRESS_RETRY_MS));
    response = await send();
  }
  notePosition(response.headers.get('X-Position'), sent);

  const text = await response.text();
  if (!response.ok) throw apiError(response.status, text || response.statusText);
  return { data: apiData<T>(text), headers: response.headers };
}

/**
 * What every API request sends, built once for `apiFetch` and for uploads that report progress
 * (`uploadFile`, XMLHttpRequest): refuses a write while viewing the past, Accept, X-Time-Zone, the
 * bearer token, X-Min-Position on reads (`sent`: the position tokens it carries, for `notePosition`)
 * and Idempotency-Key.
 */
export function apiRequest(
  path: string,
  method: NonNullable<ApiFetchOptions['method']>,
  options: { contentType?: string; idempotencyKey?: string } = {},
): { headers: Record<string, string>; sent: readonly string[] } {
  // Viewing the past (issue 10) refuses every write before it is sent; signing out still works.
  if (method !== 'GET' && !path.startsWith('/api/auth/')) assertWritable();
  const headers: Record<string, string> = { Accept: 'application/json' };
  // Commands date things by the user's calendar day ("today"), which only the browser knows.
  headers['X-Time-Zone'] = browserTimeZone();
  if (options.contentType !== undefined) headers['Content-Type'] = options.contentType;
  const token = appStore.get(authTokenAtom);
  if (token) headers.Authorization = `Bearer ${token}`;
  // Reads wait until the projections have caught up with our own latest write (any of the tokens held).
  const sent = method === 'GET' ? appStore.get(positionTokensAtom) : [];
  if (sent.length > 0) headers['X-Min-Position'] = minPositionHeader(sent);

  if (options.idempotencyKey) headers['Idempotency-Key'] = options.idempotencyKey;
  return { headers, sent };
}

/** A non-OK answer as an `ApiError`: `${status}: ${text}`, with the `{ error, fields }` body when it is JSON. */
export function apiError(status: number, text: string): ApiError {
  const parsed = parseJson(text);
  const body = parsed !== null && typeof parsed === 'object' ? (parsed as ApiErrorBody) : null;
  return new ApiError(`${status}: ${text}`, status, body);
}

/** An OK answer's body: its JSON, else its text; null when empty. */
export function apiData<T>(text: string): T {
  return (text ? (parseJson(text) ?? text) : null) as T;
}

async function isKeyInProgress(response: Response): Promise<boolean> {
  if (response.status !== 409) return false;
  const body = parseJson(await response.clone().text()) as ApiErrorBody | null;
  return body?.error === KEY_IN_PROGRESS;
}

export interface SubmissionKeys {
  /** Runs `submit` with this body's key: the same key as the last submission of an equal body that has not succeeded yet. */
  submit<T>(body: unknown, submit: (idempotencyKey: string) => Promise<T>): Promise<T>;
}

/**
 * One Idempotency-Key per form submission (crypto.randomUUID()): submitting the same body again
 * before it succeeded (a double click, a retry after a lost answer) reuses the key, so the server
 * records it once; a success forgets the key, so recording the same thing again on purpose is new.
 */
export function submissionKeys(): SubmissionKeys {
  let pending: { body: string; key: string } | undefined;
  return {
    async submit(body, submit) {
      const text = JSON.stringify(body);
      if (pending?.body !== text) pending = { body: text, key: newIdempotencyKey() };
      const { key } = pending;
      const result = await submit(key);
      if (pending?.key === key) pending = undefined;
      return result;
    },
  };
}

/** crypto.randomUUID() exists only in secure contexts; a self-hosted instance may be served over plain http on a LAN. */
function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function' && globalThis.isSecureContext !== false) return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** `submissionKeys()` kept for the life of a component (one per create mutation hook). */
export function useSubmissionKeys(): SubmissionKeys {
  return useState(submissionKeys)[0];
}
