import { allProjections, rebuildProjection } from '@life/projector';
import { createClient } from '@life/command-api/testing/test-app';
import { backendKinds, openBenchBackend, type BackendKind, type BenchBackend } from './backends';
import { seedTransactions, startApp, waitForLastWrite } from './money';
import { log, round, type BenchModule } from './types';

/**
 * Issue 25, goal 2: which read model costs what per transaction. The money workload's bulk import
 * (BENCH_PER_PROJECTION_TRANSACTIONS, default 20,000), every projection caught up, then each
 * projection rebuilt alone from the log (its tables emptied, replayed in 1,000-event batches): its
 * own events/s and the rows its tables hold per transaction. BENCH_PER_PROJECTION_BACKEND picks one backend.
 */
const COUNT = Number(process.env.BENCH_PER_PROJECTION_TRANSACTIONS ?? 20_000);

export const perProjectionBench: BenchModule = {
  name: 'per-projection',
  async run() {
    const only = process.env.BENCH_PER_PROJECTION_BACKEND as BackendKind | undefined;
    const results: Record<string, unknown> = {};
    for (const kind of backendKinds.filter((each) => !only || each === only)) {
      log(`per-projection on ${kind} (${COUNT} transactions)`);
      const backend = await openBenchBackend(kind);
      try {
        results[kind] = await replayEach(backend);
      } finally {
        await backend.close();
      }
    }
    return results;
  },
};

async function replayEach(backend: BenchBackend) {
  const app = await startApp(backend);
  try {
    await seedTransactions(createClient(app.baseUrl), COUNT);
    await waitForLastWrite(
      backend,
      app.watcher,
      allProjections.map((projection) => projection.name),
      900_000,
    );
  } finally {
    await app.close();
  }
  const rows: Record<string, { seconds: number; eventsPerSec: number; events: number; rowsPerTransaction: number }> = {};
  for (const projection of allProjections) {
    const started = performance.now();
    const result = await rebuildProjection(backend.db, backend.store, projection);
    const seconds = (performance.now() - started) / 1000;
    let tableRows = 0;
    for (const table of projection.tables) {
      const { rows: counted } = await backend.db.query<{ n: string }>(`SELECT count(*) AS n FROM ${table}`);
      tableRows += Number(counted[0]?.n ?? 0);
    }
    rows[projection.name] = {
      seconds: round(seconds, 2),
      events: result.events,
      eventsPerSec: Math.round(result.events / Math.max(seconds, 0.001)),
      rowsPerTransaction: round(tableRows / COUNT, 2),
    };
    log(
      `${projection.name}: ${round(seconds, 2)} s for ${result.events} events, ${rows[projection.name]!.rowsPerTransaction} rows/transaction`,
    );
  }
  return { transactions: COUNT, projections: rows };
}
