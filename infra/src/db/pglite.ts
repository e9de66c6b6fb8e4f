import { AsyncLocalStorage } from 'node:async_hooks';
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { PGlite, type Results, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Mutex } from './mutex';
import { PreparedStatements } from './pglite-prepared';
import { currentPriority } from './priority';
import type { Db, Queryable, QueryOptions, QueryResult } from './types';

type PGliteLike = Pick<PGlite, 'query' | 'exec'> | Transaction;

function normalise<Row>(result: Results | undefined): QueryResult<Row> {
  if (!result) return { rows: [], rowCount: 0 };
  return { rows: result.rows as Row[], rowCount: result.affectedRows || result.rows.length };
}

async function run<Row>(
  target: PGliteLike,
  prepared: PreparedStatements,
  sql: string,
  params?: readonly unknown[],
  options?: QueryOptions,
): Promise<QueryResult<Row>> {
  // Prepared: the backend's named statement for the text (one backend, so the target's own session).
  if (params && params.length > 0 && options?.prepared) return normalise<Row>(await prepared.query(sql, params));
  if (params && params.length > 0) return normalise<Row>(await target.query(sql, params as unknown[]));
  // No params: simple protocol, so a string may hold several statements (migrations), like pg.
  const results = await target.exec(sql);
  // Like pg: the last statement that returned rows, else the last one.
  return normalise<Row>(results.findLast((result) => result.fields.length > 0) ?? results[results.length - 1]);
}

const asString = (value: string) => value;

/**
 * PGlite answers through promises alone, so a loop of queries (the projector, a generation run, a
 * large command) is one unbroken chain of microtasks: the event loop never polls for I/O meanwhile,
 * and another user's request is not even read until the chain ends (measured: 5 s stalls, issue 22).
 * Every turn at the lock therefore begins on a fresh macrotask, after pending I/O had its turn.
 */
const afterPendingIo = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * PostgreSQL memory settings for the WASM backend. Its linear memory only grows, so every buffer
 * PostgreSQL sizes at start is resident for good: the defaults (shared_buffers 128 MB) made
 * embedded mode weigh ~380 MB before the first request. Pages outside shared_buffers are still
 * cached by the OS (data directory) or live in memory anyway (no data directory).
 * Measured in `npm run bench -- --only footprint` (docs/BENCHMARKS.md).
 */
export const PGLITE_MEMORY_SETTINGS: Readonly<Record<string, string>> = {
  shared_buffers: '16MB',
  temp_buffers: '2MB',
  wal_buffers: '1MB',
  work_mem: '4MB',
  maintenance_work_mem: '16MB',
};

/**
 * Creates a new data directory (initdb) in a short-lived child process. In-process, initdb's own
 * WASM instance stays reachable after it finishes and kept ~450 MB resident for the server's life.
 */
async function initDataDir(dataDir: string): Promise<void> {
  const pglite = pathToFileURL(createRequire(import.meta.url).resolve('@electric-sql/pglite')).href;
  const script = `const { PGlite } = await import(${JSON.stringify(pglite)}); const pg = await PGlite.create({ dataDir: process.argv[1] }); await pg.close();`;
  await new Promise<void>((resolve, reject) => {
    execFile(process.execPath, ['--input-type=module', '-e', script, dataDir], (error, _stdout, stderr) =>
      error ? reject(new Error(`PGlite could not create ${dataDir}: ${stderr || error.message}`)) : resolve(),
    );
  });
}

/**
 * Embedded PostgreSQL (WASM) behind the Db seam: one backend shared by the API and the
 * projector in embedded mode. Every call goes through one mutex so a transaction or
 * a session's open transaction never interleaves with someone else's statements. The mutex
 * serves requests before background work (`inBackground`, db/priority.ts; FIFO within each),
 * and every turn starts after pending I/O (`afterPendingIo`): issue 22, one user's large
 * command must not stall everyone else's requests.
 *
 * Re-entrancy: code running inside a transaction()/session-transaction callback that calls
 * the Db itself (instead of the given Queryable) would wait forever for the lock its own
 * caller holds. Such calls are detected (AsyncLocalStorage) and run inside that open
 * transaction instead: on one backend there is no second connection to give them.
 */
export class PGliteDb implements Db {
  readonly kind = 'pglite' as const;
  /** Requests first; a request gets 5 ms after each statement to send its next before background work goes on. */
  private readonly lock = new Mutex({ backgroundMaxWaitMs: 500, foregroundGraceMs: 5 });
  private readonly owner = new AsyncLocalStorage<{ target: PGliteLike; holdsLock: () => boolean }>();
  private readonly prepared: PreparedStatements;

  private constructor(readonly pg: PGlite) {
    this.prepared = new PreparedStatements(pg);
  }

  /** A Queryable running on target (the instance or an open transaction), prepared statements included. */
  private on(target: PGliteLike): Queryable {
    return {
      query: <Row>(sql: string, params?: readonly unknown[], options?: QueryOptions) =>
        // A prepared statement bypasses the transaction object: refuse it once that has ended, as its own query does.
        target !== this.pg && 'closed' in target && target.closed
          ? Promise.reject(new Error('Transaction is closed'))
          : run<Row>(target, this.prepared, sql, params, options),
    };
  }

  static async open(
    dataDir?: string,
    settings: Readonly<Record<string, string>> = PGLITE_MEMORY_SETTINGS,
    /** An in-memory database starting from a `dumpDataDir()` copy (tests: a migrated template). */
    loadDataDir?: Blob | File,
  ): Promise<PGliteDb> {
    if (dataDir && !existsSync(join(dataDir, 'PG_VERSION'))) await initDataDir(dataDir);
    const pg = await PGlite.create({
      ...(dataDir ? { dataDir } : {}),
      ...(loadDataDir ? { loadDataDir } : {}),
      // Trigram indexes for search (migration 0160), as on PostgreSQL.
      extensions: { pg_trgm },
      startParams: [...PGlite.defaultStartParams, ...Object.entries(settings).flatMap(([name, value]) => ['-c', `${name}=${value}`])],
      // int8 and numeric as exact strings, like the pg wrapper (arrays follow these parsers).
      parsers: { 20: asString, 1700: asString },
    });
    return new PGliteDb(pg);
  }

  /** The open transaction of the current async context, if it holds the lock. */
  private heldTarget(): PGliteLike | undefined {
    const owner = this.owner.getStore();
    return owner?.holdsLock() ? owner.target : undefined;
  }

  query<Row = Record<string, unknown>>(sql: string, params?: readonly unknown[], options?: QueryOptions): Promise<QueryResult<Row>> {
    const held = this.heldTarget();
    if (held) return this.on(held).query<Row>(sql, params, options);
    const priority = currentPriority();
    return afterPendingIo().then(() => this.lock.run(() => this.on(this.pg).query<Row>(sql, params, options), priority));
  }

  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
    const held = this.heldTarget();
    // Nested: join the transaction this context already has open.
    if (held) return fn(this.on(held));
    const priority = currentPriority();
    return afterPendingIo().then(() =>
      this.lock.run(
        () =>
          this.pg.transaction(async (tx) => {
            let open = true;
            try {
              return await this.owner.run({ target: tx, holdsLock: () => open }, () => fn(this.on(tx)));
            } finally {
              open = false;
            }
          }),
        priority,
      ),
    );
  }

  /**
   * One backend only, so the "dedicated connection" is the instance itself. The lock is
   * taken per statement, and held from a BEGIN until its COMMIT/ROLLBACK, so long-lived
   * sessions (advisory locks, leader loops) do not block everyone else.
   */
  async session<T>(fn: (session: Queryable) => Promise<T>): Promise<T> {
    let release: (() => void) | undefined;
    const direct = this.on(this.pg);
    const session: Queryable = {
      query: async <Row>(sql: string, params?: readonly unknown[], options?: QueryOptions) => {
        if (!release) {
          await afterPendingIo();
          release = await this.lock.acquire(currentPriority());
        }
        try {
          return await direct.query<Row>(sql, params, options);
        } finally {
          if (!this.pg.isInTransaction()) {
            release();
            release = undefined;
          }
        }
      },
    };
    try {
      return await this.owner.run({ target: this.pg, holdsLock: () => release !== undefined }, () => fn(session));
    } finally {
      if (release) {
        // fn left a transaction open: roll it back rather than leak it to other callers.
        await this.pg.exec('ROLLBACK').catch(() => {});
        release();
      }
    }
  }

  async listen(channel: string, handler: (payload: string) => void): Promise<() => Promise<void>> {
    const unlisten = await this.pg.listen(channel, handler);
    return () => unlisten();
  }

  async notify(channel: string, payload: string): Promise<void> {
    // Prepared: the projector notifies after every batch (its checkpoint), thousands of times in a catch-up.
    await this.query('SELECT pg_notify($1, $2)', [channel, payload], { prepared: true });
  }

  async close(): Promise<void> {
    if (this.pg.closed) return;
    // Wait for in-flight work before shutting the backend down.
    await this.lock.run(() => this.pg.close());
  }
}
