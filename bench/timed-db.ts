import type { Db } from '@life/infra';
import { percentile } from './types';

export interface Statement {
  sql: string;
  params: readonly unknown[];
  ms: number;
}

/**
 * The Db with every top-level statement timed into `recording` while it is set (the projector's idle checks too, rarely).
 * `unprepared(true)` drops `prepared` from top-level statements (what the PGlite Db did before it kept named statements),
 * so one run compares both on the same data in the same minute.
 */
export function timedDb(db: Db): { db: Db; record(into: Statement[] | undefined): void; unprepared(on: boolean): void } {
  let recording: Statement[] | undefined;
  let plain = false;
  const query: Db['query'] = async (sql, params, options) => {
    const started = performance.now();
    try {
      return await db.query(sql, params, plain ? undefined : options);
    } finally {
      recording?.push({ sql, params: params ?? [], ms: performance.now() - started });
    }
  };
  const wrapped: Db = {
    kind: db.kind,
    query,
    transaction: (fn) => db.transaction(fn),
    session: (fn) => db.session(fn),
    listen: (channel, handler) => db.listen(channel, handler),
    notify: (channel, payload) => db.notify(channel, payload),
    close: () => db.close(),
  };
  return { db: wrapped, record: (into) => (recording = into), unprepared: (on) => (plain = on) };
}

/** Planning and execution (ms) of one statement by EXPLAIN ANALYZE, medians of 5. */
export async function explained(db: Db, statement: Statement): Promise<{ planningMs: number; executionMs: number }> {
  const planning: number[] = [];
  const execution: number[] = [];
  for (let i = 0; i < 5; i++) {
    const { rows } = await db.query<{ 'QUERY PLAN': [{ 'Planning Time': number; 'Execution Time': number }] }>(
      `EXPLAIN (ANALYZE, FORMAT JSON) ${statement.sql}`,
      statement.params,
    );
    planning.push(rows[0]!['QUERY PLAN'][0]['Planning Time']);
    execution.push(rows[0]!['QUERY PLAN'][0]['Execution Time']);
  }
  return { planningMs: percentile(planning, 50), executionMs: percentile(execution, 50) };
}
