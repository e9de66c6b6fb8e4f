import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { migrate } from '../db/migrate';
import { openDb } from '../db/open';
import type { Db } from '../db/types';
import { SqlEventStore } from '../event-store/sql-store';
import type { EventStore } from '../event-store/types';

export type TestDbKind = 'pglite' | 'postgres';

export interface TestDb {
  db: Db;
  /** Connection string of the fresh database (postgres only). */
  url?: string;
  /** Closes the Db and, for postgres, drops the database. */
  close(): Promise<void>;
}

/**
 * ['pglite'], plus 'postgres' when DATABASE_URL is set. With REQUIRE_SERVICES=1 a missing
 * DATABASE_URL is an error: CI must fail rather than silently test less.
 */
export function testDbKinds(): TestDbKind[] {
  const url = process.env.DATABASE_URL;
  if (!url && process.env.REQUIRE_SERVICES === '1') {
    throw new Error('REQUIRE_SERVICES=1 but DATABASE_URL is not set: PostgreSQL tests cannot run (set DATABASE_URL=postgres://…)');
  }
  return url ? ['pglite', 'postgres'] : ['pglite'];
}

/**
 * One backend: 'postgres' when DATABASE_URL is set, else 'pglite'. For the cross-cutting HTTP
 * sweeps (bad input, security matrix) whose subject is the same on every backend: each route's
 * own spec runs on both, and running the sweeps twice cost CI four minutes.
 */
export function oneTestDbKind(): TestDbKind[] {
  return testDbKinds().slice(-1);
}

export interface TestDbOptions {
  /** Pool size of the postgres Db (openDb's default when absent); PGlite has one connection. */
  maxConnections?: number;
  /** Server the postgres database is created on; DATABASE_URL when absent. */
  serverUrl?: string;
}

/** A fresh, migrated database: PGlite in memory, or a new database on DATABASE_URL's server. */
export async function openTestDb(kind: TestDbKind, options: TestDbOptions = {}): Promise<TestDb> {
  if (kind === 'pglite') {
    const db = await openDb();
    await migrate(db);
    return { db, close: () => db.close() };
  }
  const serverUrl = options.serverUrl || process.env.DATABASE_URL;
  if (!serverUrl) throw new Error('openTestDb("postgres") needs DATABASE_URL');
  const name = `life_test_${randomBytes(6).toString('hex')}`;
  await admin(serverUrl, `CREATE DATABASE ${name}`);
  const url = withDatabase(serverUrl, name);
  const db = await openDb({ databaseUrl: url, ...(options.maxConnections ? { maxConnections: options.maxConnections } : {}) });
  try {
    await migrate(db);
  } catch (error) {
    await db.close();
    await admin(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    throw error;
  }
  let closed = false;
  return {
    db,
    url,
    close: async () => {
      if (closed) return;
      closed = true;
      await db.close();
      await admin(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

/** A fresh database plus the SQL event store on it. */
export async function openTestEventStore(
  kind: TestDbKind,
  options: TestDbOptions = {},
): Promise<{ db: Db; store: EventStore; url?: string; close: () => Promise<void> }> {
  const testDb = await openTestDb(kind, options);
  const store = new SqlEventStore(testDb.db);
  return {
    db: testDb.db,
    store,
    ...(testDb.url ? { url: testDb.url } : {}),
    close: async () => {
      await store.close();
      await testDb.close();
    },
  };
}

function withDatabase(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
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
