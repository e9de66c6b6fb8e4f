import type { ReportJson } from '@life/domain/reports/api';
import { createClient, type TestClient } from '@life/command-api/testing/test-app';
import { MONEY_LEDGER } from '@life/projector/projections/ledger/names';
import { openBenchBackend } from './backends';
import { json, seedTransactions, startApp, timeGets, waitForLastWrite } from './money';
import { log, type BenchModule } from './types';

const TRANSACTIONS = Number(process.env.BENCH_MONEY_TRANSACTIONS ?? 100_000);
const TARGET_P50_MS = 50;

async function timeReport(client: TestClient, query: string) {
  const { p50Ms, p95Ms, body } = await timeGets<ReportJson>(client, `/api/reports/summary?${query}`);
  log(`reports: ${query || '(default: last 12 months)'} p50 ${p50Ms} ms`);
  return { query, p50Ms, p95Ms, met: p50Ms <= TARGET_P50_MS, body };
}

/**
 * GET /api/reports/summary over HTTP on PostgreSQL for one user holding the money bench's 100,000
 * transactions (3 years, bulk API): p50/p95 of 50 calls after ANALYZE, for the page's default (the
 * last 12 months, whole months from the monthly read models), a range with partial months at both
 * ends, and filtered reports (one account; one category; every account, checked equal to the unfiltered one).
 */
export const reportsBench: BenchModule = {
  name: 'reports',
  async run() {
    const backend = await openBenchBackend('postgres');
    const app = await startApp(backend);
    try {
      const client = createClient(app.baseUrl);
      const { accounts, categories, bodies } = await seedTransactions(client, TRANSACTIONS);
      await waitForLastWrite(backend, app.watcher, [MONEY_LEDGER], 900_000);
      await backend.db.query('ANALYZE');
      const all = 'start=2023-11-01&end=2026-11-30';
      const runs = [
        await timeReport(client, ''),
        await timeReport(client, 'start=2024-03-15&end=2026-10-20'),
        await timeReport(client, `accountIds=${accounts[0]}`),
        await timeReport(client, `${all}&categoryIds=${categories[2]}`),
        await timeReport(client, `${all}&accountIds=${accounts.join(',')}`),
      ];
      const unfiltered = await json<ReportJson>(await client.get(`/api/reports/summary?${all}`), 200);
      const everyAccount = runs.at(-1)!.body;
      const correct =
        JSON.stringify({ ...everyAccount, accountIds: [] }) === JSON.stringify(unfiltered) &&
        unfiltered.totals.incomeCount + unfiltered.totals.expenseCount === bodies.filter((b) => b.type !== 'payment').length;
      if (!correct) log('reports: FILTERED AND UNFILTERED REPORTS DISAGREE');
      return {
        serverVersion: backend.version,
        transactions: TRANSACTIONS,
        correct,
        targetP50Ms: TARGET_P50_MS,
        reports: runs.map(({ query, p50Ms, p95Ms, met }) => ({ query: query.replace(/[0-9a-f-]{36}/g, '<id>'), p50Ms, p95Ms, met })),
      };
    } finally {
      await app.close();
      await backend.close();
    }
  },
};
