import type { Db, EventStore } from '@life/infra';
import { openTestEventStore } from '@life/infra/testing/test-db';

export type BackendKind = 'postgres' | 'pglite';
export const backendKinds: readonly BackendKind[] = ['postgres', 'pglite'];

export interface BenchBackend {
  kind: BackendKind;
  db: Db;
  store: EventStore;
  /** Server version string (PostgreSQL inside PGlite too). */
  version: string;
  /** The database's URL (PostgreSQL only), for a second process-like pool. */
  url?: string;
  close(): Promise<void>;
}

const DEFAULT_SERVER = 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * A fresh, migrated database: a new database on DATABASE_URL's server (dropped on close),
 * or an in-memory PGlite, with the SQL event store on it (infra's test-database helper).
 */
export async function openBenchBackend(kind: BackendKind): Promise<BenchBackend> {
  const { db, store, close, url } = await openTestEventStore(kind, {
    serverUrl: process.env.DATABASE_URL || DEFAULT_SERVER,
    maxConnections: 20,
  });
  try {
    const { rows } = await db.query<{ version: string }>(`SELECT current_setting('server_version') AS version`);
    return { kind, db, store, version: rows[0]?.version ?? 'unknown', close, ...(url ? { url } : {}) };
  } catch (error) {
    await close();
    throw error;
  }
}
