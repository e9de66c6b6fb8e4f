import { PGliteDb } from '@life/infra/db/pglite';
import type { Queryable, QueryOptions } from '@life/infra/db/types';
import { round } from './types';

/**
 * Measuring aid (issue 25 goal 1): with BENCH_PGLITE_STATEMENTS=1 every statement PGlite runs is timed
 * inside the Db's lock (so without the wait for it): per statement text, how many ran, their rows and
 * milliseconds. `take()` returns the figures since the last call, busiest first, and the share of the
 * wall time the one backend was busy.
 */
interface Figures {
  calls: number;
  rows: number;
  ms: number;
}

const enabled = process.env.BENCH_PGLITE_STATEMENTS === '1';
const byText = new Map<string, Figures>();
let since = performance.now();

const keyOf = (sql: string) => sql.replace(/\s+/g, ' ').trim().slice(0, 160);

if (enabled) {
  // The private `on` gives every statement's Queryable (top level, transactions, sessions), called with the lock held.
  const prototype = PGliteDb.prototype as unknown as { on: (this: unknown, target: unknown) => Queryable };
  const on = prototype.on;
  prototype.on = function (this: unknown, target: unknown): Queryable {
    const inner = on.call(this, target);
    return {
      query: async <Row>(sql: string, params?: readonly unknown[], options?: QueryOptions) => {
        const started = performance.now();
        let rows = 0;
        try {
          const result = await inner.query<Row>(sql, params, options);
          rows = result.rowCount;
          return result;
        } finally {
          const key = keyOf(sql);
          const figures = byText.get(key) ?? { calls: 0, rows: 0, ms: 0 };
          figures.calls++;
          figures.rows += rows;
          figures.ms += performance.now() - started;
          byText.set(key, figures);
        }
      },
    };
  };
}

export function takeStatementFigures(top = 40) {
  if (!enabled) return undefined;
  const wallMs = performance.now() - since;
  const all = [...byText.entries()].sort((a, b) => b[1].ms - a[1].ms);
  const busyMs = all.reduce((sum, [, figures]) => sum + figures.ms, 0);
  byText.clear();
  since = performance.now();
  return {
    wallMs: round(wallMs),
    busyMs: round(busyMs),
    busyShare: `${round((100 * busyMs) / wallMs)}%`,
    statements: all.slice(0, top).map(([sql, figures]) => ({
      sql,
      calls: figures.calls,
      rows: figures.rows,
      ms: round(figures.ms),
      msPerCall: round(figures.ms / figures.calls, 2),
    })),
  };
}
