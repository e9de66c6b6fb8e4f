import type { AddressInfo } from 'node:net';
import { createServer, type Server } from 'node:http';
import { openTestEventStore, type TestDbKind } from '@life/infra/testing/test-db';
import { CheckpointWatcher } from '@life/projector/read-your-writes';
import { ProjectionRunner } from '@life/projector/runner';
import { createApp } from '../app';
import type { OidcConfig } from '../config';
import type { AppDeps } from '../deps';
import { createLogger } from '../logger';

/** A fetch Response whose json() is loosely typed, for terse assertions. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests assert on the JSON field by field; typing every answer would only restate them
export type TestResponse = Omit<Response, 'json'> & { json(): Promise<any> };

export interface TestClient {
  /** fetch relative to baseUrl, keeping this client's cookies; writes send Origin = baseUrl like a browser. */
  fetch(path: string, init?: RequestInit): Promise<TestResponse>;
  get(path: string, headers?: Record<string, string>): Promise<TestResponse>;
  post(path: string, body?: unknown, headers?: Record<string, string>): Promise<TestResponse>;
  put(path: string, body?: unknown, headers?: Record<string, string>): Promise<TestResponse>;
  patch(path: string, body?: unknown, headers?: Record<string, string>): Promise<TestResponse>;
  delete(path: string, headers?: Record<string, string>): Promise<TestResponse>;
  /** Current cookie header value (name=value; ...). */
  cookieHeader(): string;
  setCookieHeader(value: string): void;
}

export interface RegisteredUser {
  client: TestClient;
  user: { id: string; email: string; displayName: string; photoURL: string | null; provider: string; createdAt: string };
  email: string;
  password: string;
}

export interface TestApp {
  baseUrl: string;
  deps: AppDeps;
  /** Test clock: starts at the real time; `advance` moves it. */
  clock: { now(): Date; advance(ms: number): void };
  client(): TestClient;
  /** Holds the read models back (pause) and lets them catch up again (resume). */
  projector: { pause(): Promise<void>; resume(): Promise<void> };
  /** fetch of one shared default client (CONVENTIONS.md name); prefer client() for isolated cookie jars. */
  fetch: TestClient['fetch'];
  register(email?: string, password?: string, displayName?: string): Promise<RegisteredUser>;
  close(): Promise<void>;
}

export const TEST_PASSWORD = 'secret-password';
/** Cheap scrypt for tests (production default is N=2^15, r=8, p=3). */
export const TEST_SCRYPT_COST = 1024;
let userCounter = 0;

/**
 * The real app over a fresh database (PGlite or PostgreSQL), the SQL event store and a running
 * projector, listening on an ephemeral port. Feature route tests use it through real HTTP.
 */
export interface TestAppOptions {
  logLevel?: string;
  trustProxy?: boolean;
  webDistDir?: string;
  /** scrypt N for passwords hashed by this app (default TEST_SCRYPT_COST). */
  scryptCost?: number;
  /** Identity-provider sign-in; redirectBase defaults to the test app's own URL. */
  oidc?: Omit<OidcConfig, 'redirectBase'> & { redirectBase?: string };
}

export async function startTestApp(kind: TestDbKind, options: TestAppOptions = {}): Promise<TestApp> {
  const testStore = await openTestEventStore(kind);
  const { db, store } = testStore;
  let offset = 0;
  const clock = { now: () => new Date(Date.now() + offset), advance: (ms: number) => void (offset += ms) };
  const logger = createLogger({ level: options.logLevel ?? process.env.TEST_LOG_LEVEL ?? 'silent' });
  const newRunner = () =>
    new ProjectionRunner({ db, store, idleWaitMs: 200, logger: { info: () => {}, error: (m, e) => logger.error({ err: e }, m) } });
  let runner = newRunner();
  await runner.start();
  // A runner starts once; resuming starts a fresh one from the stored checkpoints.
  const projector = {
    pause: () => runner.stop(),
    async resume() {
      runner = newRunner();
      await runner.start();
    },
  };
  const watcher = new CheckpointWatcher(db, { pollMs: 100 });
  // Listen first: the OIDC redirect base is the app's own URL, known only once the port is.
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const oidc = options.oidc ? { ...options.oidc, redirectBase: options.oidc.redirectBase ?? baseUrl } : undefined;
  const deps: AppDeps = {
    db,
    store,
    watcher,
    logger,
    clock: clock.now,
    config: {
      sessionKeys: ['test-session-key-0123456789abcdef0123456789'],
      trustProxy: options.trustProxy ?? false,
      scryptCost: options.scryptCost ?? TEST_SCRYPT_COST,
      ...(oidc ? { oidc } : {}),
    },
    ...(options.webDistDir ? { webDistDir: options.webDistDir } : {}),
  };
  const app = createApp(deps);
  const handleRequest = app.callback();
  // Koa's handler answers its own errors (ctx.onerror), so its promise never needs a listener.
  server.on('request', (req, res) => void handleRequest(req, res));

  const client = (): TestClient => createClient(baseUrl);
  const defaultClient = client();

  return {
    baseUrl,
    deps,
    clock,
    client,
    projector,
    fetch: (path, init) => defaultClient.fetch(path, init),
    async register(email, password = TEST_PASSWORD, displayName = 'Test User') {
      const address = email ?? `user${++userCounter}-${Date.now()}@example.com`;
      const c = client();
      const response = await c.post('/api/auth/register', { email: address, password, displayName });
      if (response.status !== 201) throw new Error(`register failed: ${response.status} ${await response.text()}`);
      return { client: c, user: (await response.json()) as RegisteredUser['user'], email: address, password };
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await watcher.close();
      await runner.stop();
      await testStore.close();
    },
  };
}

export function createClient(baseUrl: string): TestClient {
  const cookies = new Map<string, string>();

  const remember = (response: Response) => {
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attributes.some((a) => /^\s*expires=thu, 01 jan 1970/i.test(a)) || value === '';
      if (expired) cookies.delete(name);
      else cookies.set(name, value);
    }
  };

  const cookieHeader = () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');

  const doFetch = async (path: string, init: RequestInit = {}): Promise<TestResponse> => {
    const headers = new Headers(init.headers);
    const method = (init.method ?? 'GET').toUpperCase();
    if (cookies.size > 0 && !headers.has('Cookie')) headers.set('Cookie', cookieHeader());
    if (method !== 'GET' && method !== 'HEAD' && !headers.has('Origin')) headers.set('Origin', baseUrl);
    const response = await fetch(baseUrl + path, { ...init, headers, redirect: 'manual' });
    remember(response);
    return response;
  };

  const withBody =
    (method: string) =>
    (path: string, body?: unknown, headers: Record<string, string> = {}) =>
      doFetch(path, {
        method,
        headers: body === undefined ? headers : { 'Content-Type': 'application/json', ...headers },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });

  return {
    fetch: doFetch,
    get: (path, headers = {}) => doFetch(path, { headers }),
    post: withBody('POST'),
    put: withBody('PUT'),
    patch: withBody('PATCH'),
    delete: (path, headers = {}) => doFetch(path, { method: 'DELETE', headers }),
    cookieHeader,
    setCookieHeader(value) {
      cookies.clear();
      for (const pair of value.split(';')) {
        const eq = pair.indexOf('=');
        if (eq > 0) cookies.set(pair.slice(0, eq).trim(), pair.slice(eq + 1).trim());
      }
    },
  };
}
