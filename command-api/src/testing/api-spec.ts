import type { LifeEvent } from '@life/domain';
import type { Position, StoredEvent } from '@life/infra';
import { expect } from 'vitest';
import { positionOf } from './position-tokens';
import type { RegisteredUser, TestApp, TestClient, TestResponse } from './test-app';
import { settledHead, TEST_MARKER_EVENT } from '@life/infra/testing/settled-head';

/** One request as a spec writes it: `POST('/api/transactions', body)`. */
export interface SpecRequest {
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  body?: unknown;
  headers?: Record<string, string>;
  /** A file upload sent as the raw body (import routes), instead of JSON. */
  upload?: { bytes: Uint8Array; contentType: string };
}

export const POST = (path: string, body?: unknown, headers?: Record<string, string>): SpecRequest => ({
  method: 'POST',
  path,
  body,
  ...(headers ? { headers } : {}),
});
/** POST of a file as the raw request body: `UPLOAD('/api/imports/mfp', bytes, 'text/csv')`. */
export const UPLOAD = (path: string, bytes: Uint8Array, contentType: string): SpecRequest => ({
  method: 'POST',
  path,
  upload: { bytes, contentType },
});
export const PUT = (path: string, body?: unknown, headers?: Record<string, string>): SpecRequest => ({
  method: 'PUT',
  path,
  body,
  ...(headers ? { headers } : {}),
});
export const PATCH = (path: string, body?: unknown, headers?: Record<string, string>): SpecRequest => ({
  method: 'PATCH',
  path,
  body,
  ...(headers ? { headers } : {}),
});
export const DELETE = (path: string, headers?: Record<string, string>): SpecRequest => ({
  method: 'DELETE',
  path,
  ...(headers ? { headers } : {}),
});

/** What a `then` check sees: the response, its JSON body (undefined when empty) and the events the request appended. */
export interface ApiOutcome {
  response: TestResponse;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the JSON answer, asserted field by field like TestResponse.json()
  body: any;
  newEvents: StoredEvent[];
  /** The position inside the answer's X-Position token, opened for the registered sender (else undefined). */
  position: string | undefined;
}

export type ApiCheck = (outcome: ApiOutcome) => void;

/**
 * An expected event: its stream, type and data, typed by the domain's event union (any value may
 * be an asymmetric matcher such as `expect.any(String)` for ids the server generated: matchers are
 * typed `any`, so they fit every field).
 */
export type ExpectedEvent = LifeEvent extends infer E
  ? E extends LifeEvent
    ? { streamId: string; type: E['type']; data: Matching<E['data']> }
    : never
  : never;
/** Expected arrays may be readonly (`as const` literals in tests). */
type Matching<T> = { [K in keyof T]: T[K] extends readonly (infer U)[] ? readonly U[] : T[K] };

/** The request appended exactly these events, in this order (as Emmett's ApiSpecification `expectNewEvents`). */
export function expectNewEvents(expected: readonly ExpectedEvent[]): ApiCheck {
  return ({ newEvents }) => {
    expect(newEvents.map(({ streamId, type, data }) => ({ streamId, type, data }))).toEqual(expected);
  };
}

/** The JSON body equals (toEqual) `expected`. */
export function expectBody(expected: unknown): ApiCheck {
  return ({ body }) => expect(body).toEqual(expected);
}

/**
 * Route specs in given/when/then form over the real app (`useTestApp(kind)`):
 *   await apiSpec(app).given(user).when(POST('/api/transactions', body)).then(201, expectNewEvents([...]))
 * `given` is who sends (a registered user or a client, e.g. `app.client()` when signed out). `then`
 * checks the status and each check, and returns the outcome for further assertions. New events are
 * the store's between a head settled before the request and one settled after the answer
 * (`settledHead`: the store may hide a committed event for a moment behind an open transaction).
 */
export function apiSpec(app: TestApp) {
  return {
    given(sender: RegisteredUser | TestClient) {
      const client = 'client' in sender ? sender.client : sender;
      return {
        when(request: SpecRequest) {
          return {
            async then(status: number, ...checks: ApiCheck[]): Promise<ApiOutcome> {
              const before = await settledHead(app.deps.store);
              const response = await send(client, request);
              const text = await response.text();
              const outcome: ApiOutcome = {
                response,
                body: text === '' ? undefined : JSON.parse(text),
                newEvents: await eventsAfter(app, before),
                position: 'client' in sender ? positionOf(app, sender, response.headers.get('x-position')) : undefined,
              };
              expect(response.status, text).toBe(status);
              for (const check of checks) check(outcome);
              return outcome;
            },
          };
        },
      };
    },
  };
}

function send(client: TestClient, { method, path, body, headers, upload }: SpecRequest): Promise<TestResponse> {
  if (upload) {
    return client.fetch(path, { method, body: Buffer.from(upload.bytes), headers: { 'Content-Type': upload.contentType, ...headers } });
  }
  switch (method) {
    case 'POST':
      return client.post(path, body, headers);
    case 'PUT':
      return client.put(path, body, headers);
    case 'PATCH':
      return client.patch(path, body, headers);
    case 'DELETE':
      return client.delete(path, headers);
  }
}

/** The events the request appended: after `before`, up to a head settled after the answer (markers left out). */
async function eventsAfter(app: TestApp, before: Position): Promise<StoredEvent[]> {
  const through = await settledHead(app.deps.store);
  const events = await app.deps.store.readAll({ after: before, limit: 10_000 });
  return events.filter((event) => event.position <= through && event.type !== TEST_MARKER_EVENT);
}
