/**
 * Measuring aid (issue 25, catch-up): with LIFE_PROJECTOR_PROFILE=<file>, the runner appends one JSON
 * line a second to that file: per projection, what its loop did in that second (batches, events,
 * statements and their time, time waiting for a connection, reading, in transactions, idle), and the
 * shared reader's store reads, and the process's memory. Off (no cost beyond a branch) without the variable.
 */
import { appendFileSync } from 'node:fs';
import { performance as perf } from 'node:perf_hooks';
import type { Db, Queryable } from '@life/infra';
import type { QueryOptions } from '@life/infra/db/types';

interface Counters {
  batches: number;
  empty: number;
  read: number;
  applied: number;
  statements: number;
  statementMs: number;
  checkoutMs: number;
  txMs: number;
  batchMs: number;
  idleMs: number;
  wakes: Record<string, number>;
}

const file = process.env.LIFE_PROJECTOR_PROFILE;
const counters = new Map<string, Counters>();
const reader = { fills: 0, fillMs: 0, events: 0, heads: 0, directs: 0, directMs: 0, directEvents: 0 };
const started = performance.now();
let lastLoop = perf.eventLoopUtilization();
let lastCpu = process.cpuUsage();

const zero = (): Counters => ({
  batches: 0,
  empty: 0,
  read: 0,
  applied: 0,
  statements: 0,
  statementMs: 0,
  checkoutMs: 0,
  txMs: 0,
  batchMs: 0,
  idleMs: 0,
  wakes: {},
});

function of(name: string): Counters {
  ensureTimer();
  let c = counters.get(name);
  if (!c) counters.set(name, (c = zero()));
  return c;
}

export const profiling = file !== undefined && file !== '';

let timer: NodeJS.Timeout | undefined;

/** Started by the first note: only a process that runs projections writes lines. */
function ensureTimer(): void {
  if (timer) return;
  timer = setInterval(flush, 1000);
  timer.unref();
  process.on('exit', flush);
}

function flush(): void {
  if (!file) return;
  const loop = perf.eventLoopUtilization(lastLoop);
  lastLoop = perf.eventLoopUtilization();
  const cpu = process.cpuUsage(lastCpu);
  lastCpu = process.cpuUsage();
  const line: Record<string, unknown> = {
    pid: process.pid,
    t: Math.round(performance.now() - started),
    at: new Date().toISOString(),
    loopUtilization: Math.round(loop.utilization * 100) / 100,
    cpuMs: Math.round((cpu.user + cpu.system) / 1000),
    // MB now: embedded, PGlite's WASM memory counts in `external` (issue 25's RSS target).
    memoryMb: Object.fromEntries(Object.entries(process.memoryUsage()).map(([key, bytes]) => [key, Math.round(bytes / 1048576)])),
    reader: { ...reader, fillMs: Math.round(reader.fillMs), directMs: Math.round(reader.directMs) },
  };
  const round = (n: number) => Math.round(n);
  for (const [name, c] of counters) {
    if (c.batches === 0 && c.empty === 0) continue;
    line[name] = {
      ...c,
      statementMs: round(c.statementMs),
      checkoutMs: round(c.checkoutMs),
      txMs: round(c.txMs),
      batchMs: round(c.batchMs),
      idleMs: round(c.idleMs),
    };
  }
  // Zeroed in place: profiledDb holds its projection's counters.
  for (const c of counters.values()) Object.assign(c, zero());
  Object.assign(reader, { fills: 0, fillMs: 0, events: 0, heads: 0, directs: 0, directMs: 0, directEvents: 0 });
  appendFileSync(file, `${JSON.stringify(line)}\n`);
}

/** The Db a projection's batches use: counts their statements, time in them and waiting for a connection. */
export function profiledDb(db: Db, name: string): Db {
  if (!profiling) return db;
  const c = of(name);
  const counted = (q: Queryable): Queryable => ({
    query: async <Row>(sql: string, params?: readonly unknown[], options?: QueryOptions) => {
      const at = performance.now();
      try {
        return await q.query<Row>(sql, params, options);
      } finally {
        c.statements++;
        c.statementMs += performance.now() - at;
      }
    },
  });
  const direct = counted(db);
  return Object.assign(Object.create(db) as Db, {
    query: <Row>(sql: string, params?: readonly unknown[], options?: QueryOptions) => direct.query<Row>(sql, params, options),
    transaction: <T>(fn: (tx: Queryable) => Promise<T>) => {
      const asked = performance.now();
      return db.transaction((tx) => {
        const began = performance.now();
        c.checkoutMs += began - asked;
        return fn(counted(tx)).finally(() => (c.txMs += performance.now() - began));
      });
    },
  });
}

export function noteBatch(name: string, ms: number, result: { kind: string; read?: number; applied?: number }): void {
  if (!profiling) return;
  const c = of(name);
  c.batchMs += ms;
  if (result.kind === 'empty') c.empty++;
  else c.batches++;
  c.read += result.read ?? 0;
  c.applied += result.applied ?? 0;
}

export function noteIdle(name: string, ms: number, woken: string): void {
  if (!profiling) return;
  const c = of(name);
  c.idleMs += ms;
  c.wakes[woken] = (c.wakes[woken] ?? 0) + 1;
}

export function noteFill(ms: number, events: number, head: boolean): void {
  if (!profiling) return;
  ensureTimer();
  reader.fills++;
  reader.fillMs += ms;
  reader.events += events;
  if (head) reader.heads++;
}

export function noteDirect(ms: number, events: number): void {
  if (!profiling) return;
  reader.directs++;
  reader.directMs += ms;
  reader.directEvents += events;
}
