import type { ReportJson } from '@life/domain/reports/api';
import { createClient, type TestClient } from '@life/command-api/testing/test-app';
import { MONEY_LEDGER } from '@life/projector/projections/ledger/names';
import { openBenchBackend } from './backends';
import { BATCH, json, seed, startApp, transactionBodies } from './money';
import { log, percentile, round, type BenchModule } from './types';

const TRANSACTIONS = Number(process.env.BENCH_MONEY_TRANSACTIONS ?? 100_000);
const QUERY_RUNS = 50;
const WARMUP_RUNS = 5;
const TARGET_P50_MS = 50;

async function timeReport(client: TestClient, query: string) {
  const path = `/api/reports/summary?${query}`;
  for (let i = 0; i < WARMUP_RUNS; i++) await json(await client.get(path), 200);
  const times: number[] = [];
  let body: ReportJson | undefined;
  for (let i = 0; i < QUERY_RUNS; i++) {
    const started = performance.now();
    body = await json<ReportJson>(await client.get(path), 200);
    times.push(performance.now() - started);
  }
  const p50Ms = round(percentile(times, 50), 2);
  log(`reports: ${query || '(default: last 12 months)'} p50 ${p50Ms} ms`);
  return { query, p50Ms, p95Ms: round(percentile(times, 95), 2), met: p50Ms <= TARGET_P50_MS, body: body! };
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
      const { accounts, categories } = await seed(client);
      let lastPosition = '';
      const bodies = transactionBodies(TRANSACTIONS, accounts, categories);
      for (let offset = 0; offset < bodies.length; offset += BATCH) {
        const response = await client.post('/api/transactions/bulk', { transactions: bodies.slice(offset, offset + BATCH) });
        await json(response, 201);
      }
      // X-Position is a token for the user (issue 22): the bench, server-side, waits for the log's last write.
      lastPosition = await backend.store.lastWritten();
      if (!(await app.watcher.waitFor([MONEY_LEDGER], lastPosition, 900_000))) throw new Error('projector did not catch up');
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
