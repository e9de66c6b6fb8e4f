/**
 * The embedded server as `npm start` composes it (`runEmbedded`: PGlite in DATA_DIR, projector and
 * worker loops in the same process), in this process on a free port, for tests and benches that
 * measure what one process does under load. With `databaseUrl` the same composition runs on PostgreSQL.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../config';
import { createLogger } from '../logger';
import { runEmbedded } from '../runtime/modes';
import { createClient, TEST_PASSWORD, TEST_SCRYPT_COST, type TestClient } from './test-app';

export interface EmbeddedServer {
  baseUrl: string;
  /** A new user with its own cookie jar. */
  register(label: string): Promise<TestClient>;
  stop(): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export async function startEmbeddedServer(options: { databaseUrl?: string; logLevel?: string } = {}): Promise<EmbeddedServer> {
  const dataDir = await mkdtemp(join(tmpdir(), 'life-embedded-'));
  const port = await freePort();
  const config = loadConfig(
    {
      PORT: String(port),
      DATA_DIR: dataDir,
      SKIP_WEB_BUILD: '1',
      LOG_LEVEL: options.logLevel ?? process.env.TEST_LOG_LEVEL ?? 'silent',
      SCRYPT_COST: String(TEST_SCRYPT_COST),
      // Required with DATABASE_URL (embedded mode alone would generate one in DATA_DIR).
      SESSION_SECRET: 'fairness-session-key-0123456789abcdef0123456789',
      ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
    },
    'embedded',
  );
  const stopServer = await runEmbedded(config, createLogger({ level: config.logLevel }));
  const baseUrl = `http://127.0.0.1:${port}`;
  let users = 0;
  return {
    baseUrl,
    async register(label) {
      const client = createClient(baseUrl);
      const email = `${label}-${++users}-${Date.now()}@example.com`;
      const response = await client.post('/api/auth/register', { email, password: TEST_PASSWORD, displayName: label });
      if (response.status !== 201) throw new Error(`register failed: ${response.status} ${await response.text()}`);
      return client;
    },
    async stop() {
      await stopServer();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
