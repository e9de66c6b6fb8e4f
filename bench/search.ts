import { searchQuerySchema } from '@life/command-api/search/params';
import { searchResults } from '@life/command-api/search/results';
import { createClient, type TestClient } from '@life/command-api/testing/test-app';
import { MONEY_LEDGER } from '@life/projector/projections/ledger/names';
import { backendKinds, openBenchBackend, type BackendKind, type BenchBackend } from './backends';
import { BATCH, json, seed, startApp, transactionBodies } from './money';
import { log, percentile, round, type BenchModule } from './types';

/**
 * Search across records (issue 24): GET /api/search?q= over one user's 100,000 transactions (the
 * money bench's data: 5 accounts, 5 categories, titles "Bench transaction <n>"), on PostgreSQL and
 * PGlite, through the real HTTP app. BENCH_SEARCH_TRANSACTIONS shrinks it for a quick check;
 * BENCH_SEARCH_BACKEND=postgres (or pglite) runs one backend.
 *
 *   npm run -s bench -- --only search
 */
const TRANSACTIONS: Record<BackendKind, number> = {
  postgres: Number(process.env.BENCH_SEARCH_TRANSACTIONS ?? 100_000),
  pglite: Number(process.env.BENCH_SEARCH_PGLITE_TRANSACTIONS ?? process.env.BENCH_SEARCH_TRANSACTIONS ?? 100_000),
};
const RUNS = 50;
const WARMUP_RUNS = 5;
const TARGET_P50_MS = 50;

/** What a person types, from the rarest match to the commonest; every one runs each area's query. */
const SEARCHES = {
  /** One title ("Bench transaction 12345"). */
  rareTitle: 'transaction 12345',
  /** Every title matches: the newest five. */
  everyTitle: 'bench',
  /** An account's name: its ~20,000 transactions. */
  accountName: 'Account 3',
  /** A category's name: its ~23,000 transactions. */
  categoryName: 'Rent',
  /** An exact amount (a handful of transactions). */
  amount: '123.45',
  /** One character: no trigram to look up, nothing matches. */
  oneCharacter: 'q',
  /** Nothing matches. */
  noMatch: 'zzzz',
} as const;

export const searchBench: BenchModule = {
  name: 'search',
  async run() {
    const results: Record<string, unknown> = {};
    for (const kind of backendKinds.filter(
      (candidate) => !process.env.BENCH_SEARCH_BACKEND || candidate === process.env.BENCH_SEARCH_BACKEND,
    )) {
      log(`search on ${kind} (${TRANSACTIONS[kind]} transactions)`);
      const backend = await openBenchBackend(kind);
      try {
        results[kind] = await benchSearch(backend, TRANSACTIONS[kind]);
      } finally {
        await backend.close();
      }
    }
    return results;
  },
};

/**
 * 50 timed searches over HTTP (after 5 warm-ups), each followed by the same app's cheapest read
 * (GET /api/goals: an empty list), so the machine's load shows beside the figure; then the same
 * search in-process (`searchResults`: the route's SQL without HTTP, session or JSON).
 */
async function timeSearch(client: TestClient, backend: BenchBackend, userId: string, q: string) {
  const path = `/api/search?q=${encodeURIComponent(q)}`;
  for (let i = 0; i < WARMUP_RUNS; i++) await json(await client.get(path), 200);
  const times: number[] = [];
  const baseline: number[] = [];
  const inProcess: number[] = [];
  let transactions = 0;
  const query = searchQuerySchema.parse({ q });
  for (let i = 0; i < RUNS; i++) {
    let started = performance.now();
    const body = await json<{ transactions: unknown[] }>(await client.get(path), 200);
    times.push(performance.now() - started);
    transactions = body.transactions.length;
    started = performance.now();
    await json(await client.get('/api/goals'), 200);
    baseline.push(performance.now() - started);
    started = performance.now();
    await searchResults(backend.db, userId, query);
    inProcess.push(performance.now() - started);
  }
  return {
    p50Ms: round(percentile(times, 50), 2),
    p95Ms: round(percentile(times, 95), 2),
    transactions,
    inProcessP50Ms: round(percentile(inProcess, 50), 2),
    inProcessP95Ms: round(percentile(inProcess, 95), 2),
    baselineGoalsP50Ms: round(percentile(baseline, 50), 2),
  };
}

async function benchSearch(backend: BenchBackend, count: number) {
  const app = await startApp(backend);
  try {
    const client = createClient(app.baseUrl);
    const { accounts, categories } = await seed(client);
    const { id: userId } = await json<{ id: string }>(await client.get('/api/auth/me'), 200);
    const bodies = transactionBodies(count, accounts, categories);
    const started = performance.now();
    for (let offset = 0; offset < bodies.length; offset += BATCH) {
      await json(await client.post('/api/transactions/bulk', { transactions: bodies.slice(offset, offset + BATCH) }), 201);
    }
    if (!(await app.watcher.waitFor([MONEY_LEDGER], await backend.store.lastWritten(), 600_000)))
      throw new Error('projector did not catch up');
    const importSeconds = (performance.now() - started) / 1000;
    log(`${backend.kind}: ${count} transactions imported and projected in ${round(importSeconds, 1)} s`);
    // As autovacuum would within a minute (PostgreSQL), and embedded mode's timer does (PGlite).
    await backend.db.query('ANALYZE');
    const searches: Record<string, unknown> = {};
    for (const [name, q] of Object.entries(SEARCHES)) {
      searches[name] = { q, ...(await timeSearch(client, backend, userId, q)) };
      log(`${backend.kind}: ${name} ${JSON.stringify(searches[name])}`);
    }
    const p50s = Object.values(searches).map((result) => (result as { p50Ms: number }).p50Ms);
    const worstP50 = Math.max(...p50s);
    return {
      serverVersion: backend.version,
      transactions: count,
      importAndProjectSeconds: round(importSeconds, 1),
      importTransactionsPerSec: Math.round(count / importSeconds),
      searches,
      target:
        backend.kind === 'postgres'
          ? { target: `every search p50 <= ${TARGET_P50_MS} ms`, worstP50Ms: worstP50, met: worstP50 <= TARGET_P50_MS }
          : `none (PGlite is measured for information); worst p50 ${worstP50} ms`,
    };
  } finally {
    await app.close();
  }
}
