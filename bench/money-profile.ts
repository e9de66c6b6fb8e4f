/**
 * Where the PostgreSQL bulk import's time goes (issue 25, goal 1): the money bench's import
 * (POST /api/transactions/bulk, 1,000 per call) with every statement timed (timed-db.ts), grouped
 * by statement, beside the import's rate with the projector stopped (the API alone) and running.
 * Run with `node --import tsx --cpu-prof bench/money-profile.ts` for a CPU profile of the process.
 * BENCH_MONEY_TRANSACTIONS (default 10,000) per phase; BENCH_PROFILE_BACKEND=pglite for the embedded database (in
 * memory); prints one JSON document.
 */
import { SqlEventStore } from '@life/infra/event-store/sql-store';
import { createClient } from '@life/command-api/testing/test-app';
import { MONEY_LEDGER } from '@life/projector/projections/ledger/names';
import { openBenchBackend, type BackendKind } from './backends';
import { importTransactions, seed, startApp, transactionBodies, waitForLastWrite } from './money';
import { timedDb, type Statement } from './timed-db';
import { log, round } from './types';

const COUNT = Number(process.env.BENCH_MONEY_TRANSACTIONS ?? 10_000);
const BACKEND = (process.env.BENCH_PROFILE_BACKEND ?? 'postgres') as BackendKind;

/** Statements grouped by their text's first line (whitespace folded), slowest total first. */
function grouped(statements: readonly Statement[]) {
  const groups = new Map<string, { count: number; ms: number }>();
  for (const statement of statements) {
    const key = statement.sql.replace(/\s+/g, ' ').trim().slice(0, 110);
    const group = groups.get(key) ?? { count: 0, ms: 0 };
    group.count++;
    group.ms += statement.ms;
    groups.set(key, group);
  }
  return [...groups]
    .map(([sql, group]) => ({ sql, count: group.count, totalMs: round(group.ms), meanMs: round(group.ms / group.count, 2) }))
    .sort((a, b) => b.totalMs - a.totalMs)
    .slice(0, 25);
}

async function phase(projector: boolean) {
  const backend = await openBenchBackend(BACKEND);
  const timed = timedDb(backend.db);
  const store = new SqlEventStore(timed.db);
  const app = await startApp({ ...backend, db: timed.db, store });
  try {
    const client = createClient(app.baseUrl);
    const { accounts, categories } = await seed(client);
    const bodies = transactionBodies(COUNT, accounts, categories);
    if (!projector) await app.stopProjector();
    const statements: Statement[] = [];
    timed.record(statements);
    const started = performance.now();
    await importTransactions(client, bodies);
    const seconds = (performance.now() - started) / 1000;
    timed.record(undefined);
    const result = {
      projector,
      transactions: COUNT,
      seconds: round(seconds, 2),
      transactionsPerSec: Math.round(COUNT / seconds),
      statements: statements.length,
      statementMs: round(statements.reduce((sum, s) => sum + s.ms, 0)),
      top: grouped(statements),
    };
    log(`profile (projector ${projector ? 'running' : 'stopped'}): ${result.transactionsPerSec}/s, ${statements.length} statements`);
    if (projector) await waitForLastWrite(backend, app.watcher, [MONEY_LEDGER], 600_000);
    return result;
  } finally {
    await app.close();
    await store.close();
    await backend.close();
  }
}

async function main() {
  const phases = (process.env.BENCH_PROFILE_PHASES ?? 'stopped,running').split(',');
  const results = [];
  for (const name of phases) results.push(await phase(name === 'running'));
  process.stdout.write(`${JSON.stringify({ date: new Date().toISOString(), results }, null, 2)}\n`);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
