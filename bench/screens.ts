/**
 * Every screen's main query (issue 25, goal 4): the money bench's workload (5 accounts, N transactions
 * over 3 years, imported over HTTP with the projector running) on PostgreSQL and PGlite, ANALYZE, then
 * the GET each money screen opens with, timed over HTTP (p50/p95, 5 warm-ups then 30 runs), its server
 * time (arrival to last byte written: goal 4's measure, `met`) and, beside
 * it the database's own time for the request: the read statements the app sent during one request
 * (captured at the `Db`), each run again under EXPLAIN ANALYZE (5 times, median of planning + execution),
 * summed (`sqlMs`; timing the statements at the `Db` instead would count PGlite's queue: a route's
 * statements sent together wait for each other on its one connection). `slowest` names the costliest
 * statement. BENCH_SCREENS_TRANSACTIONS (else BENCH_MONEY_TRANSACTIONS, else 100,000) sets the size;
 * BENCH_SCREENS_EXPLAIN=1 adds the slowest statement's plan; BENCH_SCREENS_ONLY picks screens by name
 * (parts, comma-separated); BENCH_SCREENS_BACKENDS one backend; BENCH_SCREENS_UNPREPARED=1 times each
 * screen again with `prepared` dropped at the `Db` (unpreparedP50Ms, unpreparedP95Ms).
 */
import type { Server } from 'node:http';
import type { Db } from '@life/infra';
import { createClient, type TestClient } from '@life/command-api/testing/test-app';
import type { ScheduleJson } from '@life/domain/schedules/api';
import { allProjections } from '@life/projector';
import { backendKinds, openBenchBackend, type BackendKind, type BenchBackend } from './backends';
import { benchMonth, json, PERIODS, seedTransactions, startApp, waitForLastWrite } from './money';
import { serverTimed } from './server-time';
import { explained, timedDb, type Statement } from './timed-db';
import { log, percentile, round, type BenchModule } from './types';

const TRANSACTIONS = Number(process.env.BENCH_SCREENS_TRANSACTIONS ?? process.env.BENCH_MONEY_TRANSACTIONS ?? 100_000);
const RUNS = 30;
const WARMUPS = 5;
const TARGET_MS = 10;

/** Planning + execution of one statement by EXPLAIN ANALYZE, median of 5 each (ms). */
async function explainedMs(db: Db, statement: Statement): Promise<number> {
  const { planningMs, executionMs } = await explained(db, statement);
  return planningMs + executionMs;
}

/** Statements worth explaining: reads (the session's touch, NOTIFY and writes are not the screen's query). */
const isRead = (sql: string) => /^\s*(SELECT|WITH)\b/i.test(sql) && !/pg_notify/i.test(sql);

async function timeScreen(server: Server, client: TestClient, path: string, timed: ReturnType<typeof timedDb>, db: Db) {
  const times: number[] = [];
  const served = await serverTimed(server, path, WARMUPS, async () => {
    for (let i = 0; i < WARMUPS; i++) await json(await client.get(path), 200);
    for (let i = 0; i < RUNS; i++) {
      const started = performance.now();
      await json(await client.get(path), 200);
      times.push(performance.now() - started);
    }
  });
  // BENCH_SCREENS_UNPREPARED=1: the same runs again with the Db ignoring `prepared` (PGlite before it kept named statements).
  const unprepared: number[] = [];
  if (process.env.BENCH_SCREENS_UNPREPARED === '1') {
    timed.unprepared(true);
    for (let i = 0; i < RUNS; i++) {
      const started = performance.now();
      await json(await client.get(path), 200);
      unprepared.push(performance.now() - started);
    }
    timed.unprepared(false);
  }
  const statements: Statement[] = [];
  timed.record(statements);
  await json(await client.get(path), 200);
  timed.record(undefined);
  const explained: (Statement & { explainedMs: number })[] = [];
  for (const statement of statements.filter((s) => isRead(s.sql)))
    explained.push({ ...statement, explainedMs: await explainedMs(db, statement) });
  const slowest = [...explained].sort((a, b) => b.explainedMs - a.explainedMs)[0];
  return {
    p50Ms: round(percentile(times, 50), 2),
    p95Ms: round(percentile(times, 95), 2),
    serverP50Ms: served.p50Ms,
    serverP95Ms: served.p95Ms,
    ...(unprepared.length > 0
      ? { unpreparedP50Ms: round(percentile(unprepared, 50), 2), unpreparedP95Ms: round(percentile(unprepared, 95), 2) }
      : {}),
    sqlMs: round(
      explained.reduce((sum, statement) => sum + statement.explainedMs, 0),
      2,
    ),
    statements: statements.length,
    slowest,
  };
}

async function benchScreens(kind: BackendKind, backend: BenchBackend) {
  const timed = timedDb(backend.db);
  const app = await startApp({ ...backend, db: timed.db });
  try {
    const client = createClient(app.baseUrl);
    const { accounts, categories } = await seedTransactions(client, TRANSACTIONS);
    // Every projection caught up (not the ledger alone): reads timed while others still project compete with them.
    const everyProjection = allProjections.map((projection) => projection.name);
    await waitForLastWrite(backend, app.watcher, everyProjection, 900_000);
    const schedule = await json<ScheduleJson>(
      await client.post('/api/schedules', { name: 'Monthly', frequency: 'monthly', startDate: PERIODS.start, endDate: PERIODS.end }),
      201,
    );
    await waitForLastWrite(backend, app.watcher, everyProjection, 900_000);
    await backend.db.query('ANALYZE');
    log(`screens on ${kind}: ${TRANSACTIONS} transactions imported`);
    const [monthStart, monthEnd] = benchMonth();
    const month = monthStart.slice(0, 7);
    const account = accounts[0]!;
    const screens: Record<string, string> = {
      'dashboard (/)': '/api/dashboard',
      'money overview: summary': `/api/money/summary?month=${month}`,
      'money overview: accounts with balances': '/api/accounts',
      'money overview: upcoming': '/api/money/upcoming?limit=5',
      'transactions: first page (with X-Total-Count)': '/api/transactions',
      'account register: first page (running balance)': `/api/transactions?accountId=${account}`,
      "account register: one account's month (running balance)": `/api/transactions?accountId=${account}&startDate=${monthStart}&endDate=${monthEnd}&limit=1000`,
      'transactions: search': '/api/transactions?search=transaction%2012',
      // A typo: nothing matches (the walk of the date index read every row for it).
      'transactions: search, no match': '/api/transactions?search=transactoin',
      // Every row matches: the first page walks the date index (few matches read them all and order them).
      'transactions: search, every row matches': '/api/transactions?search=bench%20transaction',
      'transactions: one category': `/api/transactions?categoryId=${categories[2]}`,
      'budgets: month': `/api/budgets?month=${month}`,
      'reports: last 12 months': '/api/reports/summary',
      'schedules: 600 period balances': `/api/schedules/${schedule.id}/balances`,
      'schedules: periods': `/api/schedule-periods?scheduleId=${schedule.id}`,
      'categories (expense types)': '/api/expense-types',
      'import: batches': '/api/imports?kind=bank-csv',
    };
    const only = (process.env.BENCH_SCREENS_ONLY ?? '').split(',').filter(Boolean);
    const results: Record<string, unknown> = {};
    for (const [name, path] of Object.entries(screens)) {
      if (only.length > 0 && !only.some((part) => name.includes(part))) continue;
      const measured = await timeScreen(app.server, client, path, timed, backend.db);
      const { slowest, ...figures } = measured;
      const explain =
        process.env.BENCH_SCREENS_EXPLAIN === '1' && slowest
          ? (await backend.db.query<Record<string, string>>(`EXPLAIN (ANALYZE, BUFFERS) ${slowest.sql}`, slowest.params)).rows.map(
              (row) => Object.values(row)[0],
            )
          : undefined;
      results[name] = {
        path,
        ...figures,
        met: figures.serverP50Ms <= TARGET_MS,
        sqlMet: figures.sqlMs <= TARGET_MS,
        slowestStatement: slowest ? { ms: round(slowest.explainedMs, 2), sql: slowest.sql.replace(/\s+/g, ' ').slice(0, 300) } : null,
        ...(explain ? { explain } : {}),
      };
      const before = 'unpreparedP50Ms' in figures ? ` (unprepared ${figures.unpreparedP50Ms} ms)` : '';
      log(
        `screens ${kind}: ${name}: server time p50 ${figures.serverP50Ms} ms (p95 ${figures.serverP95Ms}), p50 ${figures.p50Ms} ms over HTTP${before}, SQL ${figures.sqlMs} ms (EXPLAIN ANALYZE)`,
      );
    }
    return {
      serverVersion: backend.version,
      transactions: TRANSACTIONS,
      target: `server time p50 <= ${TARGET_MS} ms (met); SQL time <= ${TARGET_MS} ms (sqlMet)`,
      screens: results,
    };
  } finally {
    await app.close();
  }
}

export const screensBench: BenchModule = {
  name: 'screens',
  async run() {
    const chosen = process.env.BENCH_SCREENS_BACKENDS;
    const results: Record<string, unknown> = {};
    for (const kind of backendKinds.filter((k) => !chosen || chosen.split(',').includes(k))) {
      const backend = await openBenchBackend(kind);
      try {
        results[kind] = await benchScreens(kind, backend);
      } finally {
        await backend.close();
      }
    }
    return results;
  },
};
