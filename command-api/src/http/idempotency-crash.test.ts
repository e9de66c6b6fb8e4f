/**
 * Issue 12 item 8, for real: the API process is killed with SIGKILL after its bulk import
 * committed but before it answered, and the client retries the same request with the same
 * Idempotency-Key against a restarted server. PostgreSQL only (PGlite cannot be shared between
 * processes). No test hook in the app: the server reaches PostgreSQL through a TCP proxy that
 * holds back its first statement on `idempotency_keys` after the bulk append (the key's settle,
 * which comes after the commit and before the answer), and the test kills it right there.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { connect, createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import { findIdempotencyKey } from '@life/infra';
import { openEventStore } from '@life/infra/event-store/open';
import type { EventStore } from '@life/infra/event-store/types';
import { oneTestDbKind, openTestDb, type TestDb } from '@life/infra/testing/test-db';
import { ProjectionRunner } from '@life/projector/runner';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../runtime/web-build';
import { createClient, TEST_SCRYPT_COST } from '../testing/test-app';
import { IDEMPOTENCY_STALE_CLAIM_MS } from './idempotency';
import { openPosition, positionKeys } from './position-token';

const SESSION_SECRET = 'crash-test-session-secret-0123456789abcdef';

interface Api {
  child: ChildProcess;
  baseUrl: string;
  output: () => string;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => (port ? resolve(port) : reject(new Error('no port'))));
    });
  });
}

/**
 * `main.ts api` on `databaseUrl`, run by node --import tsx (not the tsx CLI, which forks a second
 * process that SIGKILL would not reach). No projector in this process: the test runs one.
 */
async function startApi(databaseUrl: string): Promise<Api> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'command-api/src/main.ts', 'api'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      DATABASE_URL: databaseUrl,
      EVENTSTORE_URL: '',
      REDIS_URL: '',
      OIDC_ISSUER: '',
      OIDC_CLIENT_ID: '',
      OIDC_CLIENT_SECRET: '',
      OIDC_REDIRECT_BASE: '',
      SESSION_SECRET: SESSION_SECRET,
      SCRYPT_COST: String(TEST_SCRYPT_COST),
      LOG_LEVEL: 'info',
      PORT: String(port),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += String(chunk)));
  child.stderr?.on('data', (chunk) => (output += String(chunk)));
  await new Promise<void>((resolve, reject) => {
    const deadline = setTimeout(() => reject(new Error(`API did not start; output:\n${output}`)), 90_000);
    const check = setInterval(() => {
      if (output.includes('"msg":"listening"')) {
        clearInterval(check);
        clearTimeout(deadline);
        resolve();
      }
    }, 50);
    child.once('exit', (code) => {
      clearInterval(check);
      clearTimeout(deadline);
      reject(new Error(`API exited with ${code}; output:\n${output}`));
    });
  });
  child.removeAllListeners('exit');
  return { child, baseUrl: `http://127.0.0.1:${port}`, output: () => output };
}

function killHard(api: Api | undefined): Promise<void> {
  if (!api || api.child.exitCode !== null || api.child.signalCode !== null) return Promise.resolve();
  const exited = new Promise<void>((resolve) => api.child.once('exit', () => resolve()));
  api.child.kill('SIGKILL');
  return exited;
}

/**
 * A TCP proxy to PostgreSQL. Once a statement calling life_append_many has passed, the next one
 * naming idempotency_keys (and everything after it) is held back: the append has committed, the
 * answer waits for that statement, so the server is frozen between its commit and its answer.
 */
async function freezingProxy(target: URL): Promise<{ url: string; frozen: Promise<void>; close(): Promise<void> }> {
  let appended = false;
  let frozen = false;
  let onFrozen!: () => void;
  const frozenPromise = new Promise<void>((resolve) => (onFrozen = resolve));
  const sockets = new Set<Socket>();
  const server: Server = createServer((client) => {
    const upstream = connect(Number(target.port || 5432), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('error', () => {}); // the server is killed mid-conversation
      socket.on('close', () => sockets.delete(socket));
    }
    upstream.pipe(client);
    upstream.on('close', () => client.destroy());
    client.on('close', () => upstream.destroy());
    let tail = '';
    client.on('data', (chunk: Buffer) => {
      if (frozen) return;
      const text = tail + chunk.toString('latin1');
      tail = text.slice(-64); // a name split across two chunks is still seen
      if (appended && text.includes('idempotency_keys')) {
        frozen = true;
        onFrozen();
        return;
      }
      if (text.includes('life_append_many')) appended = true;
      upstream.write(chunk);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = new URL(target.toString());
  url.hostname = '127.0.0.1';
  url.port = String((server.address() as AddressInfo).port);
  return {
    url: url.toString(),
    frozen: frozenPromise,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

describe.runIf(oneTestDbKind().includes('postgres'))(
  'a bulk import killed between its commit and its answer (PostgreSQL, separate process)',
  () => {
    let testDb: TestDb;
    let store: EventStore;
    let runner: ProjectionRunner;
    const apis: Api[] = [];

    beforeAll(async () => {
      testDb = await openTestDb('postgres');
      store = await openEventStore({ db: testDb.db });
      runner = new ProjectionRunner({ db: testDb.db, store, idleWaitMs: 200, logger: { info: () => {}, error: () => {} } });
      await runner.start();
    });
    afterAll(async () => {
      for (const api of apis) await killHard(api);
      await runner?.stop();
      await store?.close();
      await testDb?.close();
    });

    const transactionEvents = async () =>
      (
        await testDb.db.query<{ stream_id: string; position: string }>(
          `SELECT stream_id, global_position AS position FROM events WHERE stream_id LIKE 'transaction-%' ORDER BY global_position`,
        )
      ).rows;

    it(
      'a retry with the same key gets 201 with the committed ids, and the store holds one set of transactions',
      { timeout: 240_000 },
      async () => {
        const proxy = await freezingProxy(new URL(testDb.url!));
        const first = await startApi(proxy.url);
        apis.push(first);
        const credentials = { email: 'crash@example.com', password: 'secret-password', displayName: 'Crash' };
        const client = createClient(first.baseUrl);
        const registered = await client.post('/api/auth/register', credentials);
        expect(registered.status).toBe(201);
        const user = (await registered.json()) as { id: string };
        const account = await client.post('/api/accounts', { accountName: 'Import', accountType: 'checking', startingBalance: '0' });
        expect(account.status).toBe(201);
        const accountId = ((await account.json()) as { id: string }).id;

        const transactions = Array.from({ length: 200 }, (_, i) => ({
          title: `Imported ${i}`,
          amount: '1.25',
          type: 'expense',
          fromAccountId: accountId,
          date: '2025-10-15',
        }));
        const key = 'import-2025-10-batch-15';
        const lost = client.post('/api/transactions/bulk', { transactions }, { 'Idempotency-Key': key }).then(
          (response) => response.status,
          () => 'no answer' as const,
        );
        await proxy.frozen;
        // Committed (all of it), answer not sent, key still marked running: then the process dies.
        expect(await transactionEvents()).toHaveLength(200);
        const running = await findIdempotencyKey(testDb.db, user.id, key);
        expect(running?.response).toBeUndefined();
        await killHard(first);
        expect(await lost).toBe('no answer');
        await proxy.close();

        const second = await startApi(testDb.url!);
        apis.push(second);
        const retryClient = createClient(second.baseUrl);
        expect((await retryClient.post('/api/auth/login', { email: credentials.email, password: credentials.password })).status).toBe(200);
        const retry = () => retryClient.post('/api/transactions/bulk', { transactions }, { 'Idempotency-Key': key });

        // Within the stale limit the dead run may still be alive, as far as anyone can tell.
        const early = await retry();
        expect(early.status).toBe(409);
        // A minute passes (the claim is aged rather than waited for).
        await testDb.db.query(
          `UPDATE idempotency_keys SET claimed_at = claimed_at - make_interval(secs => $3) WHERE user_id = $1 AND key = $2`,
          [user.id, key, IDEMPOTENCY_STALE_CLAIM_MS / 1000 + 1],
        );
        const answered = await retry();
        expect(answered.status).toBe(201);
        const body = (await answered.json()) as { count: number; ids: string[] };
        const stored = await transactionEvents();
        expect(stored).toHaveLength(200); // nothing written twice
        expect(body.count).toBe(200);
        expect(body.ids.map((id) => `transaction-${id}`).sort()).toEqual(stored.map((row) => row.stream_id).sort());
        const position = answered.headers.get('x-position')!;
        const [lastWritten] = await store.readStream(stored.at(-1)!.stream_id);
        // The original write's position, inside a token for this user (issue 22).
        expect(openPosition(positionKeys([SESSION_SECRET]), user.id, position)).toBe(lastWritten!.position);

        const listed = await retryClient.get('/api/transactions?limit=500', { 'X-Min-Position': position });
        expect(listed.status).toBe(200);
        expect(((await listed.json()) as unknown[]).length).toBe(200);
        const replay = await retry();
        expect(replay.status).toBe(201);
        expect(replay.headers.get('idempotent-replayed')).toBe('true');
        expect(await replay.json()).toEqual(body);
      },
    );
  },
);
