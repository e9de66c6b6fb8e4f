import { randomBytes } from 'node:crypto';
import type { Db, EventStore } from '@life/infra';
import { migrate } from '@life/infra/db/migrate';
import { openDb } from '@life/infra/db/open';
import { openEventStore } from '@life/infra/event-store/open';
import pg from 'pg';

export type BackendKind = 'postgres' | 'pglite';
export const backendKinds: readonly BackendKind[] = ['postgres', 'pglite'];

export interface BenchBackend {
  kind: BackendKind;
  db: Db;
  store: EventStore;
  /** Server version string (PostgreSQL inside PGlite too). */
  version: string;
  close(): Promise<void>;
}

const DEFAULT_SERVER = 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * A fresh, migrated database: a new database on DATABASE_URL's server (dropped on close),
 * or an in-memory PGlite, with the SQL event store on it.
 */
export async function openBenchBackend(kind: BackendKind): Promise<BenchBackend> {
  if (kind === 'pglite') {
    const db = await openDb();
    return finish(kind, db, async () => undefined);
  }
  const server = process.env.DATABASE_URL || DEFAULT_SERVER;
  const name = `life_bench_${randomBytes(5).toString('hex')}`;
  await admin(server, `CREATE DATABASE ${name}`);
  const url = new URL(server);
  url.pathname = `/${name}`;
  const db = await openDb({ databaseUrl: url.toString(), maxConnections: 20 });
  return finish(kind, db, () => admin(server, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
}

async function finish(kind: BackendKind, db: Db, drop: () => Promise<void>): Promise<BenchBackend> {
  try {
    await migrate(db);
    const store = await openEventStore({ db });
    const { rows } = await db.query<{ version: string }>(`SELECT current_setting('server_version') AS version`);
    return {
      kind,
      db,
      store,
      version: rows[0]?.version ?? 'unknown',
      close: async () => {
        await store.close();
        await db.close();
        await drop();
      },
    };
  } catch (error) {
    await db.close();
    await drop();
    throw error;
  }
}

async function admin(serverUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
