import { randomUUID } from 'node:crypto';
import { createLogger } from '@life/command-api/logger';
import { openDb } from '@life/infra/db/open';
import { openEventStore } from '@life/infra/event-store/open';
import { createRecurring } from '@life/worker/testing/recurring';
import { deletePrefix, uniquePrefix } from '@life/worker/testing/services';
import { startWorker } from '@life/worker/worker';
import { openBenchBackend } from './backends';
import { log, round, type BenchModule } from './types';

/** Issue 8: 1,000 weekly recurring transactions over 2 years through the worker, >= 10,000 occurrences/s. */
const RECURRING = Number(process.env.BENCH_RECURRING ?? 1_000);
const TARGET_PER_SEC = 10_000;
const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
/** Jobs one worker runs at once (the worker's default when unset). */
const CONCURRENCY = process.env.BENCH_WORKER_CONCURRENCY ? Number(process.env.BENCH_WORKER_CONCURRENCY) : undefined;

async function count(db: { query<T>(sql: string, params?: unknown[]): Promise<{ rows: T[] }> }, type: string): Promise<number> {
  const { rows } = await db.query<{ n: string }>('SELECT count(*) AS n FROM events WHERE type = $1', [type]);
  return Number(rows[0]?.n ?? 0);
}

/**
 * Generation through the real worker (BullMQ on Redis, PostgreSQL event store): 1,000 weekly
 * recurring transactions of 2 years each are written first (as the API would), then one worker
 * process starts, its dispatcher reads the log and enqueues one job per recurring transaction, and
 * the clock runs until every run has reported (RecurringOccurrencesGenerated).
 */
export const recurringBench: BenchModule = {
  name: 'recurring',
  async run() {
    const backend = await openBenchBackend('postgres');
    const prefix = uniquePrefix();
    try {
      const today = new Date().toISOString().slice(0, 10);
      for (let i = 0; i < RECURRING; i++) {
        await createRecurring(
          backend.store,
          {
            title: `Weekly ${i}`,
            amount: '25.00',
            type: 'expense',
            fromAccountId: 'c0000000-0000-4000-8000-0000000000c1',
            frequency: 'weekly',
            startDate: '2025-01-06',
            endDate: '2026-12-31',
            // The whole two years, also once 2025 is more than a year back (issue 22's window).
            includeOlderOccurrences: true,
          },
          today,
          randomUUID(),
        );
      }
      log(`recurring: ${RECURRING} weekly recurring transactions written; starting the worker`);

      // The worker as `npm run start:worker` runs it: its own pool, dispatcher on, default concurrency.
      const { url } = backend;
      const db = url ? await openDb({ databaseUrl: url, maxConnections: 10 }) : backend.db;
      const store = url ? await openEventStore({ db }) : backend.store;
      const started = performance.now();
      const cpuBefore = process.cpuUsage();
      const worker = await startWorker(
        { db, store, logger: createLogger({ level: 'silent' }), redisUrl: REDIS_URL },
        { prefix, ...(CONCURRENCY ? { concurrency: CONCURRENCY } : {}) },
      );
      let reported = 0;
      while (reported < RECURRING) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        reported = await count(backend.db, 'RecurringOccurrencesGenerated');
      }
      const seconds = (performance.now() - started) / 1000;
      const cpu = process.cpuUsage(cpuBefore);
      const nodeCpuShare = round((cpu.user + cpu.system) / 1e6 / seconds, 2);
      log(`recurring: the worker's Node process used ${nodeCpuShare} of a core`);
      await worker.close();
      if (url) {
        await store.close();
        await db.close();
      }
      const occurrences = await count(backend.db, 'TransactionRecorded');
      const perSec = Math.round(occurrences / seconds);
      log(`recurring: ${occurrences} occurrences in ${round(seconds, 2)} s = ${perSec}/s`);
      return {
        serverVersion: backend.version,
        recurringTransactions: RECURRING,
        occurrences,
        seconds: round(seconds, 2),
        occurrencesPerSec: perSec,
        workers: 1,
        workerConcurrency: CONCURRENCY ?? 'default (4)',
        /** CPU seconds of the worker's Node process per wall second: near 1 means the one JS thread is the limit. */
        nodeCpuShare,
        target: { target: `>= ${TARGET_PER_SEC} occurrences/s`, met: perSec >= TARGET_PER_SEC },
      };
    } finally {
      await backend.close();
      await deletePrefix(REDIS_URL, prefix);
    }
  },
};
