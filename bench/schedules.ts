import { createClient, type TestClient } from '@life/command-api/testing/test-app';
import type { AccountBalanceJson, ScheduleBalancesJson, ScheduleJson } from '@life/domain/schedules/api';
import { MONEY_LEDGER } from '@life/projector/projections/ledger/names';
import { openBenchBackend } from './backends';
import { BATCH, json, seed, startApp, transactionBodies } from './money';
import { log, percentile, round, type BenchModule } from './types';

const TRANSACTIONS = Number(process.env.BENCH_MONEY_TRANSACTIONS ?? 100_000);
const QUERY_RUNS = 50;
const WARMUP_RUNS = 5;
/** Issue 8: 600 period balances (5 accounts x 120 monthly periods) in one call; one range. */
const TARGETS = { scheduleBalancesP50Ms: 20, accountBalancesRangeP50Ms: 5 } as const;

async function time<T>(client: TestClient, path: string, check: (body: T) => number) {
  for (let i = 0; i < WARMUP_RUNS; i++) await json(await client.get(path), 200);
  const times: number[] = [];
  let size = 0;
  for (let i = 0; i < QUERY_RUNS; i++) {
    const started = performance.now();
    const body = await json<T>(await client.get(path), 200);
    times.push(performance.now() - started);
    size = check(body);
  }
  return { p50Ms: round(percentile(times, 50), 2), p95Ms: round(percentile(times, 95), 2), size };
}

/**
 * Pay-period balances over HTTP on PostgreSQL, on the money bench's workload (5 accounts, 100,000
 * transactions over 3 years): a monthly schedule of 120 periods, all 600 period balances in one call
 * (GET /api/schedules/{id}/balances), and one GET /api/account-balances/{start}/{end} range.
 */
export const schedulesBench: BenchModule = {
  name: 'schedules',
  async run() {
    const backend = await openBenchBackend('postgres');
    const app = await startApp(backend);
    try {
      const client = createClient(app.baseUrl);
      const { accounts, categories } = await seed(client);
      const bodies = transactionBodies(TRANSACTIONS, accounts, categories);
      let lastPosition = '';
      for (let offset = 0; offset < bodies.length; offset += BATCH) {
        const response = await client.post('/api/transactions/bulk', { transactions: bodies.slice(offset, offset + BATCH) });
        await json(response, 201);
      }
      // X-Position is a token for the user (issue 22): the bench, server-side, waits for the log's last write.
      lastPosition = await backend.store.lastWritten();
      if (!(await app.watcher.waitFor([MONEY_LEDGER], lastPosition, 600_000))) throw new Error('projector did not catch up');
      log(`schedules: ${TRANSACTIONS} transactions imported`);

      // 2023-12-01 .. 2033-11-30 monthly: 120 periods, covering the 3 years of transactions and beyond.
      const schedule = await json<ScheduleJson>(
        await client.post('/api/schedules', { name: 'Monthly', frequency: 'monthly', startDate: '2023-12-01', endDate: '2033-11-30' }),
        201,
      );
      await backend.db.query('ANALYZE');
      const scheduleBalances = await time<ScheduleBalancesJson>(client, `/api/schedules/${schedule.id}/balances`, (body) =>
        body.periods.reduce((sum, period) => sum + period.balances.length, 0),
      );
      const range = await time<AccountBalanceJson[]>(client, '/api/account-balances/2025-03-01/2025-03-31', (body) => body.length);
      log(`schedules: ${scheduleBalances.size} period balances p50 ${scheduleBalances.p50Ms} ms; one range p50 ${range.p50Ms} ms`);
      return {
        serverVersion: backend.version,
        transactions: TRANSACTIONS,
        accounts: accounts.length,
        scheduleBalances: { ...scheduleBalances, periods: 120, periodBalances: scheduleBalances.size },
        accountBalancesRange: range,
        targets: {
          scheduleBalancesP50Ms: {
            target: `<= ${TARGETS.scheduleBalancesP50Ms}`,
            met: scheduleBalances.p50Ms <= TARGETS.scheduleBalancesP50Ms && scheduleBalances.size === 600,
          },
          accountBalancesRangeP50Ms: {
            target: `<= ${TARGETS.accountBalancesRangeP50Ms}`,
            met: range.p50Ms <= TARGETS.accountBalancesRangeP50Ms,
          },
        },
      };
    } finally {
      await app.close();
      await backend.close();
    }
  },
};
