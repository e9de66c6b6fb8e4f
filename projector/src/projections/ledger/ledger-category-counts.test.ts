import { randomUUID } from 'node:crypto';
import type { TransactionRecordedEvent } from '@life/domain';
import { openTestEventStore, testDbKinds } from '@life/infra/testing/test-db';
import type { Queryable } from '@life/infra';
import { afterEach, beforeEach, describe, it } from 'vitest';
import { backfillSelect } from '../../testing/migrations';
import { projectionSpec } from '../../testing/projection-spec';
import { transactionRecorded } from '../../testing/transactions';
import { moneyLedgerProjection } from './ledger';
import { countTransactions, listTransactions, type TransactionMatch } from './transactions';

/** The SELECT of migration 0296's backfill: what the table holds for the transactions money_transactions has. */
const BACKFILL = backfillSelect('0296_money_category_daily_counts.sql');
const ROWS = `SELECT user_id::text, category_id::text, to_char(date, 'YYYY-MM-DD') AS date, transactions`;
const sorted = async (q: Queryable, from: string) => (await q.query(`${ROWS} FROM (${from}) r ORDER BY 1, 2, 3`)).rows;

/** money_category_daily_counts (issue 25 goal 4): the list's count by category, kept per day by the ledger. */
describe.each(testDbKinds())('money-ledger daily counts by category on %s', (kind) => {
  let env: Awaited<ReturnType<typeof openTestEventStore>>;
  beforeEach(async () => {
    env = await openTestEventStore(kind);
  });
  afterEach(async () => {
    await env.close();
  });

  const userId = randomUUID();
  const checking = randomUUID();
  const card = randomUUID();
  const food = randomUUID();
  const rent = randomUUID();
  const salary = randomUUID();
  const spec = () => projectionSpec(moneyLedgerProjection, env, { userId });
  const transaction = (data: Partial<TransactionRecordedEvent['data']>) => transactionRecorded(userId, checking, data);
  const lunch = transaction({ amountCents: 1250, transactionCategoryIds: [food, rent], posted: 'pending' });
  const pay = transaction({
    type: 'income',
    amountCents: 300_000,
    fromAccountId: null,
    toAccountId: checking,
    transactionCategoryIds: [salary],
  });
  // A payment naming a category, and an older event naming one twice: the list's filter matches each once.
  const bill = transaction({ type: 'payment', amountCents: 5000, toAccountId: card, transactionCategoryIds: [food] });
  const twice = transaction({ amountCents: 700, transactionCategoryIds: [food, food], date: '2025-11-15' });
  const snack = transaction({ amountCents: 350, fromAccountId: card, date: '2025-12-01' });
  const split = transaction({
    amountCents: 3000,
    transactionCategoryIds: [rent, food],
    splits: [
      { categoryId: rent, amountCents: 1000, memo: '' },
      { categoryId: food, amountCents: 2000, memo: '' },
    ],
    date: '2025-12-01',
  });

  /** countTransactions (from the daily counts) and the rows the list holds for the same filters. */
  const countAndListed = async (q: Queryable, match: TransactionMatch) => [
    await countTransactions(q, userId, match),
    (await listTransactions(q, userId, { ...match, limit: 1000 })).length,
  ];

  it('counts each transaction once in every category it names, by day, whatever its type', async () => {
    const recorded = spec().given([]).when([lunch, pay, bill, twice, snack, split]);
    await recorded.then('money_category_daily_counts', [
      { category_id: food, date: '2025-11-14', transactions: 2 },
      { category_id: food, date: '2025-11-15', transactions: 1 },
      { category_id: food, date: '2025-12-01', transactions: 1 },
      { category_id: rent, date: '2025-11-14', transactions: 1 },
      { category_id: rent, date: '2025-12-01', transactions: 1 },
      { category_id: salary, date: '2025-11-14', transactions: 1 },
    ]);
    // The count the list's first page sends (X-Total-Count) is the number of rows the list holds.
    await recorded.thenRows(async (q) => countAndListed(q, { categoryId: food }), [4, 4]);
    await recorded.thenRows(async (q) => countAndListed(q, { categoryId: food, startDate: '2025-11-15', endDate: '2025-12-01' }), [2, 2]);
    await recorded.thenRows(async (q) => countAndListed(q, { categoryId: rent, endDate: '2025-11-30' }), [1, 1]);
    await recorded.thenRows(async (q) => countAndListed(q, { categoryId: randomUUID() }), [0, 0]);
    // Migration 0296's backfill from money_transactions gives the same rows as the projection.
    await recorded.thenRows(
      async (q) =>
        JSON.stringify(await sorted(q, BACKFILL)) === JSON.stringify(await sorted(q, 'SELECT * FROM money_category_daily_counts')),
      true,
    );
  });

  it('moves a transaction’s counts when its categories or date change, and takes them out when it is deleted', async () => {
    const changed = spec()
      .given([lunch, pay])
      .when([
        {
          streamId: lunch.streamId,
          type: 'TransactionUpdated',
          data: { ...lunch.data, transactionCategoryIds: [rent], date: '2025-10-31' },
        },
        { streamId: pay.streamId, type: 'TransactionDeleted', data: { transactionId: pay.data.transactionId } },
      ]);
    await changed.then('money_category_daily_counts', [{ category_id: rent, date: '2025-10-31', transactions: 1 }]);
    await changed.thenRows(async (q) => countAndListed(q, { categoryId: food }), [0, 0]);
    await changed.thenRows(async (q) => countAndListed(q, { categoryId: rent, startDate: '2025-10-01' }), [1, 1]);
  });
});
