/**
 * "As of any moment" (issue 10): GET /api/accounts?asOf= and one month of GET /api/transactions?asOf=
 * at 100,000 transactions with 20,000 later edits and deletes, on PostgreSQL.
 *
 *   npm run bench -- --only as-of
 *
 * Imports through POST /api/transactions/bulk (as the money bench), then edits through the domain's
 * own command handling (the deciders, one command per edit, 8 at a time, as the API would append
 * them): status flips, amount edits and deletes, evenly mixed. The moment measured is the middle
 * of the edits, so every answer needs the versions' known ranges, not only the current rows.
 */
import { parseOrThrow, transactionDecider, transactionStreamId, transactionUpdateSchema, type TransactionCommand } from '@life/domain';
import { createClient } from '@life/command-api/testing/test-app';
import { handleCommand } from '@life/infra/event-store/handle-command';
import { listAccounts } from '@life/projector/projections/accounts/queries';
import { versionsKnownAt } from '@life/projector/projections/as-of/source';
import { MONEY_HISTORY } from '@life/projector/projections/history/names';
import { MONEY_LEDGER } from '@life/projector/projections/ledger/names';
import type { Queryable } from '@life/infra';
import { openBenchBackend } from './backends';
import { seedTransactions, startApp, timeGets, waitForLastWrite } from './money';
import { log, round, type BenchModule } from './types';

const TRANSACTIONS = Number(process.env.BENCH_AS_OF_TRANSACTIONS ?? 100_000);
const EDITS = Number(process.env.BENCH_AS_OF_EDITS ?? 20_000);
const CONCURRENCY = 8;
const TARGETS = { accountsP50Ms: 100, monthOfTransactionsP50Ms: 100 } as const;

export const asOfBench: BenchModule = {
  name: 'as-of',
  async run() {
    log(`as-of on postgres (${TRANSACTIONS} transactions, ${EDITS} edits and deletes)`);
    const backend = await openBenchBackend('postgres');
    const app = await startApp(backend);
    try {
      const client = createClient(app.baseUrl);
      let early = '';
      await seedTransactions(client, TRANSACTIONS, () => {
        // The worst case: a moment after the first import, so nearly every version became known later.
        if (!early) early = new Date().toISOString();
      });
      let lastPosition = await waitForLastWrite(backend, app.watcher, [MONEY_LEDGER, MONEY_HISTORY], 900_000);
      log('imported');

      const { rows } = await backend.db.query<{ id: string; user_id: string }>(
        `SELECT id::text AS id, user_id::text AS user_id FROM money_transactions ORDER BY created_position`,
      );
      const userId = rows[0]!.user_id;
      // Every fifth transaction, spread over the whole range of dates: a third flipped, a third edited, a third deleted.
      const targets = rows.filter((_row, index) => index % Math.floor(rows.length / EDITS) === 0).slice(0, EDITS);
      let middle = '';
      const started = performance.now();
      for (let offset = 0; offset < targets.length; offset += CONCURRENCY) {
        if (offset >= targets.length / 2 && !middle) {
          middle = new Date().toISOString();
          await new Promise((resolve) => setTimeout(resolve, 5));
        }
        const results = await Promise.all(
          targets.slice(offset, offset + CONCURRENCY).map((target, index) => edit(backend.store, userId, target.id, offset + index)),
        );
        lastPosition = results.reduce((latest, position) => (position > latest ? position : latest), lastPosition);
      }
      const editSeconds = (performance.now() - started) / 1000;
      log(`${targets.length} edits in ${round(editSeconds, 1)} s`);
      if (!(await app.watcher.waitFor([MONEY_LEDGER, MONEY_HISTORY], lastPosition, 900_000))) throw new Error('projector did not catch up');
      const versions = await backend.db.query<{ n: string }>('SELECT count(*) AS n FROM money_transaction_versions');

      const month = { startDate: '2025-03-01', endDate: '2025-03-31' };
      const asOf = encodeURIComponent(middle);
      const time = async (path: string) => {
        const { p50Ms, p95Ms, sortedMs, body } = await timeGets<unknown>(client, path);
        return {
          p50Ms,
          p95Ms,
          minMs: round(sortedMs[0]!, 2),
          maxMs: round(sortedMs.at(-1)!, 2),
          rows: Array.isArray(body) ? body.length : 1,
        };
      };
      if (process.env.BENCH_AS_OF_EXPLAIN) await explainAccounts(backend.db, userId, middle);
      const accountsAsOf = await time(`/api/accounts?asOf=${asOf}`);
      const monthAsOf = await time(`/api/transactions?asOf=${asOf}&startDate=${month.startDate}&endDate=${month.endDate}`);
      const summaryAsOf = await time(`/api/money/summary?month=2025-03&asOf=${asOf}`);
      const accountsAsOfEarly = await time(`/api/accounts?asOf=${encodeURIComponent(early)}`);
      const summaryAsOfEarly = await time(`/api/money/summary?month=2025-03&asOf=${encodeURIComponent(early)}`);
      const accountsLive = await time('/api/accounts');
      const monthLive = await time(`/api/transactions?startDate=${month.startDate}&endDate=${month.endDate}`);
      log(`accounts asOf p50 ${accountsAsOf.p50Ms} ms, month asOf p50 ${monthAsOf.p50Ms} ms`);
      return {
        postgres: {
          version: backend.version,
          transactions: TRANSACTIONS,
          edits: targets.length,
          transactionVersions: Number(versions.rows[0]?.n ?? 0),
          editSeconds: round(editSeconds, 1),
          asOf: middle,
          accountsAsOf,
          monthOfTransactionsAsOf: monthAsOf,
          moneySummaryAsOf: summaryAsOf,
          earlyAsOf: early,
          accountsAsOfEarly,
          moneySummaryAsOfEarly: summaryAsOfEarly,
          accountsLive,
          monthOfTransactionsLive: monthLive,
          targets: [
            { target: `GET /api/accounts?asOf p50 <= ${TARGETS.accountsP50Ms} ms`, met: accountsAsOf.p50Ms <= TARGETS.accountsP50Ms },
            {
              target: `one month of GET /api/transactions?asOf p50 <= ${TARGETS.monthOfTransactionsP50Ms} ms`,
              met: monthAsOf.p50Ms <= TARGETS.monthOfTransactionsP50Ms,
            },
          ],
        },
      };
    } finally {
      await app.close();
      await backend.close();
    }
  },
};

/** One edit through the decider, as the API would run it: a status flip, an amount edit or a deletion. */
async function edit(store: Parameters<typeof handleCommand>[0], userId: string, transactionId: string, index: number): Promise<string> {
  const now = new Date().toISOString();
  const metadata = { userId, now, today: now.slice(0, 10) };
  const data = { transactionId };
  const command: TransactionCommand =
    index % 3 === 0
      ? { type: 'ChangeTransactionStatus', data: { ...data, posted: index % 2 === 0 ? 'pending' : 'posted' }, metadata }
      : index % 3 === 1
        ? {
            type: 'UpdateTransaction',
            data: {
              ...data,
              draft: parseOrThrow(transactionUpdateSchema, { amount: `${(index % 500) + 1}.25` }),
              context: { accounts: {}, categories: {} },
            },
            metadata,
          }
        : { type: 'DeleteTransaction', data, metadata };
  const result = await handleCommand(store, transactionStreamId(transactionId), transactionDecider, command);
  return result.position;
}

/** BENCH_AS_OF_EXPLAIN=1: the plans of GET /api/accounts?asOf's statements, on stderr. */
async function explainAccounts(db: Queryable, userId: string, asOf: string): Promise<void> {
  const explaining: Queryable = {
    query: async (sql: string, params?: readonly unknown[]) => {
      const plan = await db.query<Record<string, string>>(`EXPLAIN (ANALYZE, BUFFERS) ${sql}`, params);
      log(plan.rows.map((row) => Object.values(row)[0]).join('\n'));
      return db.query(sql, params);
    },
  };
  await listAccounts(explaining, userId, new Date().toISOString().slice(0, 10), versionsKnownAt(asOf));
}
