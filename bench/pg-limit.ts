/**
 * PostgreSQL's own limit for the money bench's write (issue 25, goal 1's yardstick): on a fresh
 * database with our migrations (so the same tables and the same indexes: streams, events,
 * money_transactions with its b-tree, trigram and GIN indexes), each transaction written as one
 * stream row, one event row (a TransactionRecorded-sized jsonb) and one read-model row, all generated
 * server-side (generate_series, no client round trip per row), 1,000 per statement and commit, one
 * client, as the import sends batches of 1,000. Prints transactions/s; the money bench prints ours
 * on PostgreSQL beside it and the ratio (target: ours >= 25% of it).
 *
 * `npm run bench -- --only pg-limit` runs it alone (BENCH_PG_LIMIT_TRANSACTIONS, default 100,000).
 */
import type { Queryable } from '@life/infra';
import { openBenchBackend } from './backends';
import { log, round, type BenchModule } from './types';

const TRANSACTIONS = Number(process.env.BENCH_PG_LIMIT_TRANSACTIONS ?? process.env.BENCH_MONEY_TRANSACTIONS ?? 100_000);
const BATCH = 1_000;
const USER_ID = '00000000-0000-4000-8000-00000000b001';
const ACCOUNTS = [1, 2, 3, 4, 5].map((n) => `00000000-0000-4000-8000-00000000a00${n}`);

/**
 * One batch: rows `from`..`to`, in one statement (one transaction). The event's data and metadata
 * carry the fields and sizes a TransactionRecorded has; the read-model row the columns the ledger writes.
 */
const BATCH_SQL = `
WITH g AS (
  SELECT i, gen_random_uuid() AS id,
         ($3::uuid[])[1 + i % 5] AS account,
         CASE WHEN i % 10 < 7 THEN 'expense' WHEN i % 10 < 9 THEN 'income' ELSE 'payment' END AS type,
         DATE '2023-11-22' + (i * 7919) % 1095 AS day,
         1 + (i::bigint * 104729) % 50000 AS cents
  FROM generate_series($1::int, $2::int) AS i
), streams_written AS (
  INSERT INTO streams (stream_id, revision) SELECT 'transaction-' || id, 0 FROM g
), events_written AS (
  INSERT INTO events (stream_id, revision, event_id, type, data, metadata)
  SELECT 'transaction-' || id, 0, gen_random_uuid(), 'TransactionRecorded',
         jsonb_build_object(
           'transactionId', id, 'userId', $4::uuid, 'title', 'Bench transaction ' || i, 'amountCents', cents,
           'type', type, 'category', '', 'transactionCategoryIds', jsonb_build_array(gen_random_uuid()),
           'fromAccountId', CASE WHEN type = 'income' THEN NULL ELSE account END,
           'toAccountId', CASE WHEN type = 'expense' THEN NULL ELSE account END,
           'posted', 'posted', 'date', day, 'isRecurring', false, 'recurringTransactionId', NULL),
         jsonb_build_object('userId', $4::uuid, 'actor', jsonb_build_object('kind', 'user', 'userId', $4::uuid),
           'requestId', gen_random_uuid(), 'at', now(), 'schemaVersion', 1)
  FROM g
)
INSERT INTO money_transactions (user_id, id, title, type, amount_cents, category, category_ids, from_account_id, to_account_id,
  status, date, recurring_transaction_id, is_recurring, created_position, updated_position, created_at, updated_at)
SELECT $4::uuid, id, 'Bench transaction ' || i, type, cents, '', ARRAY[gen_random_uuid()],
       CASE WHEN type = 'income' THEN NULL ELSE account END, CASE WHEN type = 'expense' THEN NULL ELSE account END,
       'posted', day, NULL, false, lpad(i::text, 20, '0'), lpad(i::text, 20, '0'), now(), now()
FROM g`;

/** Writes `count` transactions server-side in batches of 1,000; transactions/s. */
export async function measurePgLimit(
  db: Queryable,
  count: number = TRANSACTIONS,
): Promise<{ transactionsPerSec: number; seconds: number }> {
  const started = performance.now();
  for (let from = 0; from < count; from += BATCH) {
    await db.query(BATCH_SQL, [from, Math.min(count, from + BATCH) - 1, ACCOUNTS, USER_ID]);
  }
  const seconds = (performance.now() - started) / 1000;
  const { rows } = await db.query<{ n: string }>('SELECT count(*) AS n FROM money_transactions WHERE user_id = $1', [USER_ID]);
  if (Number(rows[0]?.n) !== count) throw new Error(`pg-limit wrote ${rows[0]?.n} rows, expected ${count}`);
  return { transactionsPerSec: Math.round(count / seconds), seconds: round(seconds, 2) };
}

/** The limit on a fresh migrated database of DATABASE_URL's server (dropped afterwards). */
export async function pgLimit(count: number = TRANSACTIONS) {
  const backend = await openBenchBackend('postgres');
  try {
    const measured = await measurePgLimit(backend.db, count);
    log(`pg-limit: ${count} transactions written server-side at ${measured.transactionsPerSec}/s`);
    return { serverVersion: backend.version, transactions: count, batchSize: BATCH, ...measured };
  } finally {
    await backend.close();
  }
}

export const pgLimitBench: BenchModule = {
  name: 'pg-limit',
  run: () => pgLimit(),
};
