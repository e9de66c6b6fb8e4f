import { createHash } from 'node:crypto';
import pg from 'pg';
import type { Db, Queryable, QueryOptions, QueryResult } from './types';

const INT8 = 20;
const NUMERIC = 1700;

/**
 * Per-pool type parsers (instead of the global `pg.types.setTypeParser`) so int8 and
 * numeric stay exact strings whatever other code does to pg's global registry.
 */
const typeParsers = {
  // pg types its own parsers as `any`; this only picks one, so it stays `unknown` here.
  getTypeParser: ((oid: number, format?: 'text' | 'binary'): unknown => {
    if (oid === INT8 || oid === NUMERIC) return (value: string) => value;
    return format === 'binary' ? pg.types.getTypeParser(oid, 'binary') : pg.types.getTypeParser(oid, 'text');
  }) as pg.CustomTypesConfig['getTypeParser'],
};

/**
 * A multi-statement string yields one result per statement; callers get the last one that
 * returned rows (else the last), e.g. `SELECT …; COMMIT; NOTIFY …` gives the SELECT's rows.
 */
function normalise<Row>(result: pg.QueryResult | pg.QueryResult[]): QueryResult<Row> {
  const results = Array.isArray(result) ? result : [result];
  const last = results.findLast((item) => item.fields.length > 0) ?? results[results.length - 1];
  if (!last) return { rows: [], rowCount: 0 };
  return { rows: last.rows as Row[], rowCount: last.rowCount ?? last.rows.length };
}

/** A prepared statement's name: one per text (pg refuses one name for two texts on a connection). */
const statementNames = new Map<string, string>();

function statementName(sql: string): string {
  let name = statementNames.get(sql);
  if (name === undefined) {
    // Bounded: prepared statements are a handful of fixed texts; a runaway caller only loses the cache.
    if (statementNames.size >= 1000) statementNames.clear();
    name = `life_${createHash('sha256').update(sql).digest('hex').slice(0, 32)}`;
    statementNames.set(sql, name);
  }
  return name;
}

function queryable(client: pg.Pool | pg.PoolClient | pg.Client): Queryable {
  return {
    async query<Row>(sql: string, params?: readonly unknown[], options?: QueryOptions) {
      // No params: simple protocol, so a string may hold several statements (migrations).
      const result =
        params && params.length > 0
          ? await client.query(
              options?.prepared
                ? { name: statementName(sql), text: sql, values: params as unknown[] }
                : { text: sql, values: params as unknown[] },
            )
          : await client.query(sql);
      return normalise<Row>(result as pg.QueryResult | pg.QueryResult[]);
    },
  };
}

/** A throwing notification handler must not take the listener connection down. */
function safeCall(handler: (payload: string) => void, payload: string): void {
  try {
    handler(payload);
  } catch (error) {
    console.error('notification handler failed', error);
  }
}

function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

export interface PostgresDbOptions {
  connectionString: string;
  max?: number;
}

export class PostgresDb implements Db {
  readonly kind = 'postgres' as const;
  private readonly pool: pg.Pool;
  private readonly direct: Queryable;
  private readonly listener: Listener;
  private closed = false;

  constructor(private readonly options: PostgresDbOptions) {
    this.pool = new pg.Pool({ connectionString: options.connectionString, max: options.max ?? 10, types: typeParsers });
    // An idle client dying (server restart) must not crash the process; the pool replaces it.
    this.pool.on('error', () => {});
    this.direct = queryable(this.pool);
    this.listener = new Listener(options.connectionString);
  }

  query<Row = Record<string, unknown>>(sql: string, params?: readonly unknown[], options?: QueryOptions): Promise<QueryResult<Row>> {
    return this.direct.query<Row>(sql, params, options);
  }

  /**
   * A checked-out client has no pool listener: if the server kills its connection the 'error'
   * event would be uncaught and crash the process. Keep it as the reason to discard the client;
   * the caller's pending query fails on its own.
   */
  private async checkout(): Promise<{ client: pg.PoolClient; lost: () => Error | undefined; done: () => void }> {
    const client = await this.pool.connect();
    let lostWith: Error | undefined;
    const onError = (error: Error) => (lostWith = error);
    client.on('error', onError);
    return { client, lost: () => lostWith, done: () => client.off('error', onError) };
  }

  async transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
    const { client, lost, done } = await this.checkout();
    let broken: Error | undefined;
    try {
      await client.query('BEGIN');
      const result = await fn(queryable(client));
      await client.query('COMMIT');
      return result;
    } catch (error) {
      await client.query('ROLLBACK').catch((rollbackError: Error) => (broken = rollbackError));
      throw error;
    } finally {
      done();
      client.release(broken ?? lost());
    }
  }

  async session<T>(fn: (session: Queryable) => Promise<T>): Promise<T> {
    const { client, lost, done } = await this.checkout();
    let broken: Error | undefined;
    try {
      return await fn(queryable(client));
    } finally {
      // Hand the connection back clean: no open transaction, no session advisory locks.
      await client.query('ROLLBACK; SELECT pg_advisory_unlock_all()').catch((error: Error) => (broken = error));
      done();
      client.release(broken ?? lost());
    }
  }

  listen(channel: string, handler: (payload: string) => void): Promise<() => Promise<void>> {
    return this.listener.listen(channel, handler);
  }

  async notify(channel: string, payload: string): Promise<void> {
    await this.pool.query('SELECT pg_notify($1, $2)', [channel, payload]);
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await this.listener.close();
    await this.pool.end();
  }
}

/**
 * LISTEN needs one long-lived connection outside the pool. It is opened on the first
 * listen() and reconnected (re-LISTENing every channel) if it drops.
 */
class Listener {
  private client: pg.Client | undefined;
  private connecting: Promise<pg.Client> | undefined;
  private readonly handlers = new Map<string, Set<(payload: string) => void>>();
  private closed = false;
  private retryTimer: NodeJS.Timeout | undefined;

  constructor(private readonly connectionString: string) {}

  async listen(channel: string, handler: (payload: string) => void): Promise<() => Promise<void>> {
    let set = this.handlers.get(channel);
    const first = !set;
    if (!set) {
      set = new Set();
      this.handlers.set(channel, set);
    }
    set.add(handler);
    const client = await this.connection();
    if (first) await client.query(`LISTEN ${quoteIdent(channel)}`);
    return async () => {
      const current = this.handlers.get(channel);
      if (!current?.delete(handler) || current.size > 0) return;
      this.handlers.delete(channel);
      if (this.client && !this.closed) await this.client.query(`UNLISTEN ${quoteIdent(channel)}`).catch(() => {});
    };
  }

  private connection(): Promise<pg.Client> {
    if (this.closed) return Promise.reject(new Error('Db is closed'));
    if (this.client) return Promise.resolve(this.client);
    this.connecting ??= this.connect().finally(() => (this.connecting = undefined));
    return this.connecting;
  }

  private async connect(): Promise<pg.Client> {
    const client = new pg.Client({ connectionString: this.connectionString, types: typeParsers });
    client.on('notification', (message) => {
      for (const handler of this.handlers.get(message.channel) ?? []) safeCall(handler, message.payload ?? '');
    });
    const lost = () => {
      if (this.client !== client) return;
      this.client = undefined;
      client.removeAllListeners('notification');
      void client.end().catch(() => {});
      if (!this.closed) this.scheduleReconnect(250);
    };
    client.on('error', lost);
    client.on('end', lost);
    await client.connect();
    for (const channel of this.handlers.keys()) await client.query(`LISTEN ${quoteIdent(channel)}`);
    this.client = client;
    return client;
  }

  private scheduleReconnect(delayMs: number): void {
    if (this.retryTimer || this.closed) return;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = undefined;
      if (this.closed || this.client || this.handlers.size === 0) return;
      this.connection().then(
        () => {
          // Something may have been announced while we were away: wake every handler.
          // Handlers get an empty payload for this "maybe missed something" wake-up.
          for (const set of this.handlers.values()) for (const handler of set) safeCall(handler, '');
        },
        () => this.scheduleReconnect(Math.min(delayMs * 2, 5000)),
      );
    }, delayMs);
    this.retryTimer.unref();
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    const client = this.client ?? (await this.connecting?.catch(() => undefined));
    this.client = undefined;
    await client?.end().catch(() => {});
  }
}
