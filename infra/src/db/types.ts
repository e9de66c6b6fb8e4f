/**
 * The one database seam: a pg Pool or a PGlite instance behind the same calls.
 * Normalised at this boundary: int8 (bigint) and numeric columns come back as strings
 * from both backends, so money and positions stay exact.
 */
export interface QueryResult<Row> {
  rows: Row[];
  rowCount: number;
}

export interface QueryOptions {
  /**
   * A hot statement (with params) whose plan suits every value of its params: PostgreSQL keeps it
   * prepared on each pooled connection (a named statement), so it is parsed once per connection and,
   * after five runs, planned once (the generic plan: keep what the planner decides from estimates
   * alone sound, e.g. one-row subqueries as uncorrelated scalar subqueries). PGlite keeps it the same
   * way on its one backend (db/pglite-prepared.ts): parsed once, then one Bind/Execute per call.
   */
  prepared?: boolean;
}

export interface Queryable {
  /**
   * Without params the string may hold several statements (simple protocol, e.g. migrations);
   * the result is then that of the last statement that returned rows.
   */
  query<Row = Record<string, unknown>>(sql: string, params?: readonly unknown[], options?: QueryOptions): Promise<QueryResult<Row>>;
}

export interface Db extends Queryable {
  readonly kind: 'postgres' | 'pglite';
  /** Runs fn in one transaction on one connection; commits when it resolves, rolls back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * Runs fn on one dedicated connection held for fn's whole duration
   * (session-level advisory locks live as long as that connection).
   */
  session<T>(fn: (session: Queryable) => Promise<T>): Promise<T>;
  /**
   * LISTEN on a channel; returns an unlisten function. After the pg listener connection
   * drops and reconnects, handlers get one empty payload ('') meaning "you may have missed
   * notifications, re-check".
   */
  listen(channel: string, handler: (payload: string) => void): Promise<() => Promise<void>>;
  notify(channel: string, payload: string): Promise<void>;
  close(): Promise<void>;
}
