import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { addDays } from '@life/domain';
import { createApp } from '@life/command-api/app';
import { createLogger } from '@life/command-api/logger';
import { createClient, type TestClient } from '@life/command-api/testing/test-app';
import { allProjections, CheckpointWatcher, ProjectionRunner } from '@life/projector';
import { MONEY_LEDGER } from '@life/projector/projections/ledger/names';
import type { ScheduleBalancesJson, ScheduleJson } from '@life/domain/schedules/api';
import { backendKinds, openBenchBackend, type BackendKind, type BenchBackend } from './backends';
import { pgLimit } from './pg-limit';
import { takeStatementFigures } from './pglite-statements';
import { log, percentile, round, type BenchModule } from './types';

/** PGlite may be given fewer transactions when it is too slow (BENCH_MONEY_PGLITE_TRANSACTIONS). */
const TRANSACTIONS: Record<BackendKind, number> = {
  postgres: Number(process.env.BENCH_MONEY_TRANSACTIONS ?? 100_000),
  pglite: Number(process.env.BENCH_MONEY_PGLITE_TRANSACTIONS ?? process.env.BENCH_MONEY_TRANSACTIONS ?? 100_000),
};
export const BATCH = 1_000;
/** BENCH_MONEY_BACKENDS=postgres runs PostgreSQL alone (both by default); the in-database limit needs postgres. */
const BACKENDS = (process.env.BENCH_MONEY_BACKENDS?.split(',') ?? backendKinds).filter((kind): kind is BackendKind =>
  backendKinds.includes(kind as BackendKind),
);
const ACCOUNTS = 5;
const DAYS = 3 * 365;
export const FIRST_DAY = '2023-11-22';
/** Pay periods for the period balances: monthly 2023-12-01..2033-11-30, 120 periods x 5 accounts = 600 balances. */
export const PERIODS = { start: '2023-12-01', end: '2033-11-30' } as const;
/** Every timed GET: WARMUP_RUNS untimed calls, then QUERY_RUNS timed ones. */
const QUERY_RUNS = 50;
const WARMUP_RUNS = 5;
const TARGETS = { bulkTransactionsPerSec: 5_000, monthOfAccountP50Ms: 10, accountsP50Ms: 10 } as const;
/** Actual Budget's published import rate, for comparison. */
const ACTUAL_BUDGET_PER_SEC = 368;

/** Deterministic PRNG (mulberry32), so every run imports the same data. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * The money API end to end: POST /api/transactions/bulk (1,000 per call over HTTP) into the real
 * app with the projector running, then list and balance queries once the read models caught up.
 */
export const moneyBench: BenchModule = {
  name: 'money',
  async run() {
    const results: Record<string, unknown> = {};
    for (const kind of BACKENDS) {
      log(`money on ${kind} (${TRANSACTIONS[kind]} transactions)`);
      const backend = await openBenchBackend(kind);
      try {
        results[kind] = await benchMoney(backend, TRANSACTIONS[kind]);
      } finally {
        await backend.close();
      }
    }
    // Issue 25: PostgreSQL's own limit for this write, measured in the same run (bench/pg-limit.ts); BENCH_MONEY_LIMIT=0 skips it.
    if (process.env.BENCH_MONEY_LIMIT !== '0' && results.postgres) {
      const limit = await pgLimit(TRANSACTIONS.postgres);
      const ours = (results.postgres as Awaited<ReturnType<typeof benchMoney>>).import.transactionsPerSec;
      results.inDatabaseLimit = {
        ...limit,
        oursOnPostgresTransactionsPerSec: ours,
        oursShare: `${round((100 * ours) / limit.transactionsPerSec)}%`,
      };
      log(
        `money: PostgreSQL ${ours}/s is ${round((100 * ours) / limit.transactionsPerSec)}% of the in-database limit ${limit.transactionsPerSec}/s`,
      );
    }
    return results;
  },
};

/** The HTTP app as main.ts starts it (projector, watcher, createApp), on an ephemeral port. */
export async function startApp(backend: Pick<BenchBackend, 'db' | 'store'>) {
  const { db, store } = backend;
  const logger = createLogger({ level: 'silent' });
  const runner = new ProjectionRunner({
    db,
    store,
    logger: { info: () => {}, error: (message, error) => log(`${message} ${String(error)}`) },
  });
  await runner.start();
  const watcher = new CheckpointWatcher(db);
  const app = createApp({
    db,
    store,
    watcher,
    logger,
    clock: () => new Date(),
    config: { sessionKeys: ['bench-session-key-0123456789abcdef0123456789'], trustProxy: false, scryptCost: 1024 },
  });
  const server: Server = await new Promise((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    baseUrl,
    watcher,
    /** The HTTP server (the register bench times requests from arrival to the last byte handed to the socket). */
    server,
    /** Stops the projector (bench/money-profile.ts: the API's import alone); close() stops it anyway. */
    stopProjector: () => runner.stop(),
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await watcher.close();
      await runner.stop();
    },
  };
}

export async function json<T>(response: Response, expected: number): Promise<T> {
  if (response.status !== expected) throw new Error(`${response.url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

export async function seed(client: TestClient) {
  await json(
    await client.post('/api/auth/register', { email: `bench-${Date.now()}@example.com`, password: 'bench-password', displayName: 'Bench' }),
    201,
  );
  const accounts: string[] = [];
  const types = ['checking', 'savings', 'credit_card', 'checking', 'investment'];
  for (let i = 0; i < ACCOUNTS; i++) {
    const body = {
      accountName: `Account ${i}`,
      accountType: types[i],
      startingBalance: '1000',
      startingBalanceAsof: FIRST_DAY,
      creditLimit: '5000',
    };
    accounts.push((await json<{ id: string }>(await client.post('/api/accounts', body), 201)).id);
  }
  const categories: string[] = [];
  for (const [name, type] of [
    ['Salary', 'Income'],
    ['Rent', 'Expense - Fixed'],
    ['Food', 'Expense - Variable'],
    ['Fun', 'Expense - Variable'],
    ['Transfer', 'Payment'],
  ]) {
    categories.push(
      (await json<{ id: string }>(await client.post('/api/expense-types', { transactionCategory: name, transactionType: type }), 201)).id,
    );
  }
  return { accounts, categories };
}

export function transactionBodies(count: number, accounts: readonly string[], categories: readonly string[]) {
  const next = random(42);
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!;
  return Array.from({ length: count }, (_, i) => {
    const roll = next();
    const type = roll < 0.7 ? 'expense' : roll < 0.9 ? 'income' : 'payment';
    const from = pick(accounts);
    let to = pick(accounts);
    if (type === 'payment' && to === from) to = accounts[(accounts.indexOf(from) + 1) % accounts.length]!;
    return {
      title: `Bench transaction ${i}`,
      amount: (Math.floor(next() * 50_000) / 100 + 0.01).toFixed(2),
      type,
      category: '',
      transactionCategoryIds: type === 'income' ? [categories[0]] : type === 'payment' ? [categories[4]] : [pick(categories.slice(1, 4))],
      fromAccountId: type === 'income' ? null : from,
      toAccountId: type === 'expense' ? null : to,
      posted: next() < 0.9 ? 'posted' : 'pending',
      date: addDays(FIRST_DAY, Math.floor(next() * DAYS)),
      isRecurring: false,
    };
  });
}

/**
 * GET `path` WARMUP_RUNS times untimed, then QUERY_RUNS times timed: p50 and p95 (ms, 2 decimals),
 * the sorted times and the last answer.
 */
export async function timeGets<T>(
  client: TestClient,
  path: string,
): Promise<{ p50Ms: number; p95Ms: number; sortedMs: number[]; body: T }> {
  for (let i = 0; i < WARMUP_RUNS; i++) await json(await client.get(path), 200);
  const times: number[] = [];
  let body: T | undefined;
  for (let i = 0; i < QUERY_RUNS; i++) {
    const started = performance.now();
    body = await json<T>(await client.get(path), 200);
    times.push(performance.now() - started);
  }
  return {
    p50Ms: round(percentile(times, 50), 2),
    p95Ms: round(percentile(times, 95), 2),
    sortedMs: [...times].sort((a, b) => a - b),
    body: body!,
  };
}

/** `timeGets` of a list: its rows, after `check` (which throws on a wrong answer). */
async function timeRequests(
  client: TestClient,
  path: string,
  check: (body: unknown[]) => void = () => {},
): Promise<{ p50Ms: number; p95Ms: number; rows: number }> {
  const { p50Ms, p95Ms, body } = await timeGets<unknown[]>(client, path);
  check(body);
  return { p50Ms, p95Ms, rows: body.length };
}

/** The month whose one account's rows are timed (mid-range): first and last day. */
export function benchMonth(): [string, string] {
  const monthStart = addDays(FIRST_DAY, 500).slice(0, 8) + '01';
  return [monthStart, addDays(addDays(monthStart, 31).slice(0, 8) + '01', -1)];
}

/** GET /api/schedules/{id}/balances of a monthly schedule over PERIODS: 120 periods x the 5 accounts. */
async function timePeriodBalances(client: TestClient) {
  const schedule = await json<ScheduleJson>(
    await client.post('/api/schedules', { name: 'Monthly', frequency: 'monthly', startDate: PERIODS.start, endDate: PERIODS.end }),
    201,
  );
  const { p50Ms, p95Ms, body } = await timeGets<ScheduleBalancesJson>(client, `/api/schedules/${schedule.id}/balances`);
  return { p50Ms, p95Ms, balances: body.periods.reduce((sum, period) => sum + period.balances.length, 0) };
}

/** POSTs the bodies to /api/transactions/bulk, BATCH at a time, one call after another; `afterBatch` runs after each call. */
export async function importTransactions(client: TestClient, bodies: readonly unknown[], afterBatch: () => void = () => {}): Promise<void> {
  for (let offset = 0; offset < bodies.length; offset += BATCH) {
    const response = await client.post('/api/transactions/bulk', { transactions: bodies.slice(offset, offset + BATCH) });
    await json(response, 201);
    afterBatch();
  }
}

/**
 * A new user (`seed`) holding `count` of the money bench's transactions, imported through the bulk
 * API: the accounts, categories and the bodies sent.
 */
export async function seedTransactions(client: TestClient, count: number, afterBatch?: () => void) {
  const { accounts, categories } = await seed(client);
  const bodies = transactionBodies(count, accounts, categories);
  await importTransactions(client, bodies, afterBatch);
  return { accounts, categories, bodies };
}

/**
 * Waits until the named projections hold the log's last write; returns that position. X-Position
 * is a token for the user (issue 22): the bench, server-side, waits for the log's last write.
 */
export async function waitForLastWrite(
  backend: BenchBackend,
  watcher: Pick<CheckpointWatcher, 'waitFor'>,
  names: readonly string[],
  timeoutMs: number,
): Promise<string> {
  const position = await backend.store.lastWritten();
  if (!(await watcher.waitFor(names, position, timeoutMs))) throw new Error('projector did not catch up');
  return position;
}

/** The money workload on one backend: import over HTTP, then the timed reads (exported for peer-actual). */
export async function benchMoney(backend: BenchBackend, count: number) {
  const app = await startApp(backend);
  try {
    const client = createClient(app.baseUrl);
    const { accounts, categories } = await seed(client);
    const bodies = transactionBodies(count, accounts, categories);

    // Import: one importer, batch after batch, as a client would.
    takeStatementFigures();
    // This process's CPU time (the app, its PGlite and the client): the work done, less hostage to the load than wall time.
    const cpuAtStart = process.cpuUsage();
    const started = performance.now();
    await importTransactions(client, bodies);
    const importSeconds = (performance.now() - started) / 1000;
    const importCpu = process.cpuUsage(cpuAtStart);
    const statementsDuringImport = takeStatementFigures();
    const bulkPerSec = Math.round(count / importSeconds);
    log(`${backend.kind}: bulk import ${bulkPerSec} transactions/s`);

    // The projector follows during the import; measure how long it still needed afterwards.
    const importedAt = performance.now();
    await waitForLastWrite(backend, app.watcher, [MONEY_LEDGER], 600_000);
    const caughtUpAt = performance.now();
    const catchUpAfterImportSeconds = (caughtUpAt - importedAt) / 1000;
    const endToEndPerSec = Math.round(count / ((caughtUpAt - started) / 1000));
    const { rows } = await backend.db.query<{ n: string }>('SELECT count(*) AS n FROM money_transactions');
    const projected = Number(rows[0]?.n ?? 0);
    if (projected !== count) log(`${backend.kind}: READ MODEL WRONG: ${projected} transactions projected, expected ${count}`);
    log(`${backend.kind}: projector caught up ${round(catchUpAfterImportSeconds, 2)} s after the import`);
    // Issue 25: every projection, not the ledger alone; reads timed while others still project would compete with them.
    await waitForLastWrite(
      backend,
      app.watcher,
      allProjections.map((projection) => projection.name),
      900_000,
    );
    const allCaughtUpAfterImportSeconds = (performance.now() - importedAt) / 1000;
    const catchUpCpu = process.cpuUsage(cpuAtStart);
    const statementsAfterImport = takeStatementFigures();
    log(`${backend.kind}: every projection caught up ${round(allCaughtUpAfterImportSeconds, 2)} s after the import`);

    // One month of one account (mid-range), all of it in one page.
    const [monthStart, monthEnd] = benchMonth();
    const paths = {
      monthOfOneAccount: `/api/transactions?accountId=${accounts[0]}&startDate=${monthStart}&endDate=${monthEnd}&limit=1000`,
      firstPageOfAllTransactions: '/api/transactions',
      accountsWithBalances: '/api/accounts',
      // The account's register (issue 24): its newest page, each row with the balance after it.
      registerFirstPage: `/api/transactions?accountId=${accounts[0]}`,
    };
    // One account's rows carry the running balance (computed in the same statement, issue 24).
    const hasRunningBalance = (body: unknown[]) => {
      const last = body.at(-1) as { balanceAfter?: unknown } | undefined;
      if (typeof last?.balanceAfter !== 'string') throw new Error("one account's rows carry no running balance");
    };
    const measure = async () => ({
      // With the running balance and, beside the month's count, the count at any date (issue 24).
      monthOfOneAccount: {
        ...(await timeRequests(client, paths.monthOfOneAccount, hasRunningBalance)),
        month: `${monthStart}..${monthEnd}`,
      },
      registerFirstPage: await timeRequests(client, paths.registerFirstPage, hasRunningBalance),
      firstPageOfAllTransactions: await timeRequests(client, paths.firstPageOfAllTransactions),
      accountsWithBalances: await timeRequests(client, paths.accountsWithBalances),
    });
    // Right after the import the planner has no statistics for the new rows (autovacuum analyzes within
    // a minute on PostgreSQL; PGlite has no autovacuum), so measure both before and after ANALYZE.
    const beforeAnalyze = await measure();
    await backend.db.query('ANALYZE');
    const queries = {
      ...(await measure()),
      // 600 period balances in one call (issue 8's schedules route): what the peer bench compares with Actual's.
      periodBalances: await timePeriodBalances(client),
    };
    const month = queries.monthOfOneAccount;
    const accountList = queries.accountsWithBalances;
    log(
      `${backend.kind}: month of one account with running balance p50 ${month.p50Ms} ms (${month.rows} rows), register first page p50 ${queries.registerFirstPage.p50Ms} ms, accounts p50 ${accountList.p50Ms} ms`,
    );

    const isPostgres = backend.kind === 'postgres';
    return {
      serverVersion: backend.version,
      transactions: count,
      accounts: ACCOUNTS,
      batchSize: BATCH,
      import: {
        seconds: round(importSeconds, 2),
        transactionsPerSec: bulkPerSec,
        processCpuSeconds: round((importCpu.user + importCpu.system) / 1e6, 2),
        vsActualBudget: `${round(bulkPerSec / ACTUAL_BUDGET_PER_SEC)}x`,
      },
      projector: {
        catchUpAfterImportSeconds: round(catchUpAfterImportSeconds, 2),
        allProjectionsCaughtUpAfterImportSeconds: round(allCaughtUpAfterImportSeconds, 2),
        /** From the import's start until every projection caught up. */
        processCpuSeconds: round((catchUpCpu.user + catchUpCpu.system) / 1e6, 2),
        endToEndTransactionsPerSec: endToEndPerSec,
        readModelCorrect: projected === count,
      },
      queries,
      queriesBeforeAnalyze: beforeAnalyze,
      ...(statementsDuringImport ? { pgliteStatements: { duringImport: statementsDuringImport, afterImport: statementsAfterImport } } : {}),
      targets: isPostgres
        ? {
            bulkTransactionsPerSec: { target: `>= ${TARGETS.bulkTransactionsPerSec}`, met: bulkPerSec >= TARGETS.bulkTransactionsPerSec },
            monthOfAccountP50Ms: { target: `<= ${TARGETS.monthOfAccountP50Ms}`, met: month.p50Ms <= TARGETS.monthOfAccountP50Ms },
            accountsP50Ms: { target: `<= ${TARGETS.accountsP50Ms}`, met: accountList.p50Ms <= TARGETS.accountsP50Ms },
          }
        : 'none (PGlite is measured for information)',
    };
  } finally {
    await app.close();
  }
}
