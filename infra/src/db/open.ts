import type { Db } from './types';

export interface OpenDbOptions {
  /** postgres://… : a pg Pool. */
  databaseUrl?: string;
  /** PGlite data directory when no URL is given; in memory when neither is set. */
  dataDir?: string;
  /** pg pool size. */
  maxConnections?: number;
}

/** Loads only the backend in use, so the API does not pay for PGlite's WASM when on PostgreSQL. */
export async function openDb(options: OpenDbOptions = {}): Promise<Db> {
  if (options.databaseUrl) {
    const { PostgresDb } = await import('./postgres');
    return new PostgresDb({ connectionString: options.databaseUrl, ...(options.maxConnections ? { max: options.maxConnections } : {}) });
  }
  const { PGliteDb } = await import('./pglite');
  return PGliteDb.open(options.dataDir);
}
