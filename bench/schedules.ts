import { createClient, type TestClient } from '@life/command-api/testing/test-app';
import type { AccountBalanceJson, ScheduleBalancesJson, ScheduleJson } from '@life/domain/schedules/api';
import { MONEY_LEDGER } from '@life/projector/projections/ledger/names';
import { openBenchBackend } from './backends';
import { json, seedTransactions, startApp, timeGets, waitForLastWrite } from './money';
import { log, type BenchModule } from './types';

const TRANSACTIONS = Number(process.env.BENCH_MONEY_TRANSACTIONS ?? 100_000);
/** Issue 8: 600 period balances (5 accounts x 120 monthly periods) in one call; one range. */
const TARGETS = { scheduleBalancesP50Ms: 20, accountBalancesRangeP50Ms: 5 } as const;

async function time<T>(client: TestClient, path: string, check: (body: T) => number) {
  const { p50Ms, p95Ms, body } = await timeGets<T>(client, path);
  return { p50Ms, p95Ms, size: check(body) };
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
      const { accounts } = await seedTransactions(client, TRANSACTIONS);
      await waitForLastWrite(backend, app.watcher, [MONEY_LEDGER], 600_000);
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
