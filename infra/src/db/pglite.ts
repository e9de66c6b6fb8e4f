import { PGlite, type Results, type Transaction } from '@electric-sql/pglite';
import { Mutex } from './mutex';
import type { Db, Queryable, QueryResult } from './types';

type PGliteLike = Pick<PGlite, 'query' | 'exec'> | Transaction;

function normalise<Row>(result: Results | undefined): QueryResult<Row> {
  if (!result) return { rows: [], rowCount: 0 };
  return { rows: result.rows as Row[], rowCount: result.affectedRows || result.rows.length };
}

async function run<Row>(target: PGliteLike, sql: string, params?: readonly unknown[]): Promise<QueryResult<Row>> {
  if (params && params.length > 0) return normalise<Row>(await target.query(sql, params as unknown[]));
  // No params: simple protocol, so a string may hold several statements (migrations), like pg.
  const results = await target.exec(sql);
  // Like pg: the last statement that returned rows, else the last one.
  return normalise<Row>(results.findLast((result) => result.fields.length > 0) ?? results[results.length - 1]);
}

const asString = (value: string) => value;

/**
 * Embedded PostgreSQL (WASM) behind the Db seam: one backend shared by the API and the
 * projector in embedded mode. Every call goes through one FIFO mutex so a transaction or
 * a session's open transaction never interleaves with someone else's statements.
 * Do not call the Db itself inside transaction()/session() callbacks: use the given
 * Queryable (the Db would wait for the lock the callback holds).
 */
export class PGliteDb implements Db {
  readonly kind = 'pglite' as const;
  private readonly lock = new Mutex();

  private constructor(readonly pg: PGlite) {}

  static async open(dataDir?: string): Promise<PGliteDb> {
    const pg = await PGlite.create({
      ...(dataDir ? { dataDir } : {}),
      // int8 and numeric as exact strings, like the pg wrapper (arrays follow these parsers).
      parsers: { 20: asString, 1700: asString },
    });
    return new PGliteDb(pg);
  }

  query<Row = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<QueryResult<Row>> {
    return this.lock.run(() => run<Row>(this.pg, sql, params));
  }

  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
    return this.lock.run(() =>
      this.pg.transaction((tx) => fn({ query: <Row>(sql: string, params?: readonly unknown[]) => run<Row>(tx, sql, params) })),
    );
  }

  /**
   * One backend only, so the "dedicated connection" is the instance itself. The lock is
   * taken per statement, and held from a BEGIN until its COMMIT/ROLLBACK, so long-lived
   * sessions (advisory locks, leader loops) do not block everyone else.
   */
  async session<T>(fn: (session: Queryable) => Promise<T>): Promise<T> {
    let release: (() => void) | undefined;
    const session: Queryable = {
      query: async <Row>(sql: string, params?: readonly unknown[]) => {
        release ??= await this.lock.acquire();
        try {
          return await run<Row>(this.pg, sql, params);
        } finally {
          if (!this.pg.isInTransaction()) {
            release();
            release = undefined;
          }
        }
      },
    };
    try {
      return await fn(session);
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
    await this.query('SELECT pg_notify($1, $2)', [channel, payload]);
  }

  async close(): Promise<void> {
    if (this.pg.closed) return;
    // Wait for in-flight work before shutting the backend down.
    await this.lock.run(() => this.pg.close());
  }
}
