import { randomUUID } from 'node:crypto';
import type { TransactionRecordedEvent } from '@life/domain';
import { openTestEventStore, testDbKinds } from '@life/infra/testing/test-db';
import type { Queryable } from '@life/infra';
import { afterEach, beforeEach, describe, it } from 'vitest';
import { backfillSelect, migrationText } from '../../testing/migrations';
import { projectionSpec } from '../../testing/projection-spec';
import { transactionRecorded } from '../../testing/transactions';
import { moneyLedgerProjection } from './ledger';
import { NO_CATEGORY } from './names';
import { reportSums } from './reports';

/** The SELECT of migration 0100's backfill: what the table holds for the transactions money_transactions has. */
const BACKFILL = backfillSelect('0100_money_report_sums.sql');
const ROWS = `SELECT user_id::text, to_char(month, 'YYYY-MM-DD') AS month, account_id::text, category_id::text,
  income_cents::text, income_count, expense_cents::text, expense_count`;
/** Migration 0255's backfill of the `*_transactions` columns (its UPDATE statements). */
const TRANSACTIONS_BACKFILL = (() => {
  const sql = migrationText('0255_money_monthly_transaction_counts.sql');
  return sql.slice(sql.indexOf('UPDATE'));
})();
const sorted = async (q: Queryable, from: string) => (await q.query(`${ROWS} FROM (${from}) r ORDER BY 1, 2, 3, 4`)).rows;

/** money_monthly_report_sums (issue 11): the ledger's sums by month, account and first category, what filtered reports read. */
describe.each(testDbKinds())('money-ledger report sums on %s', (kind) => {
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
  const bill = transaction({ type: 'payment', amountCents: 5000, toAccountId: card });
  const snack = transaction({ amountCents: 350, fromAccountId: card, date: '2025-12-01' });

  it('adds income under its to account and expenses under their from account and first category; payments not at all', async () => {
    const recorded = spec().given([]).when([lunch, pay, bill, snack]);
    await recorded.then('money_monthly_report_sums', [
      {
        month: '2025-11-01',
        account_id: checking,
        category_id: food,
        income_cents: 0,
        income_count: 0,
        expense_cents: 1250,
        expense_count: 1,
      },
      {
        month: '2025-11-01',
        account_id: checking,
        category_id: salary,
        income_cents: 300_000,
        income_count: 1,
        expense_cents: 0,
        expense_count: 0,
      },
      {
        month: '2025-12-01',
        account_id: card,
        category_id: NO_CATEGORY,
        income_cents: 0,
        income_count: 0,
        expense_cents: 350,
        expense_count: 1,
      },
    ]);
    // A filtered report over whole months reads these rows: the card's December, and checking's food.
    await recorded.thenRows(
      async (q) =>
        (await reportSums(q, userId, { start: '2025-11-01', end: '2025-12-31', accountIds: [card] })).map((r) => [
          r.month,
          r.type,
          r.cents,
        ]),
      [['2025-12', 'expense', '350']],
    );
    // Migration 0100's backfill from money_transactions gives the same rows as the projection.
    await recorded.thenRows(
      async (q) => JSON.stringify(await sorted(q, BACKFILL)) === JSON.stringify(await sorted(q, 'SELECT * FROM money_monthly_report_sums')),
      true,
    );
  });

  it('counts a split transaction in each category it reaches, and once in all by its first line (as migration 0255 backfills)', async () => {
    const shop = transaction({
      amountCents: 3000,
      transactionCategoryIds: [rent, food],
      splits: [
        { categoryId: rent, amountCents: 1000, memo: '' },
        { categoryId: food, amountCents: 1500, memo: '' },
        { categoryId: rent, amountCents: 500, memo: '' },
      ],
    });
    const recorded = spec().given([]).when([shop, lunch, pay]);
    const expense = { month: '2025-11-01', account_id: checking, income_count: 0, income_transactions: 0 };
    await recorded.then('money_monthly_report_sums', [
      { ...expense, category_id: rent, expense_cents: 1500, expense_count: 1, expense_transactions: 1 },
      { ...expense, category_id: food, expense_cents: 2750, expense_count: 2, expense_transactions: 1 },
      {
        month: '2025-11-01',
        account_id: checking,
        category_id: salary,
        income_count: 1,
        income_transactions: 1,
        expense_cents: 0,
        expense_count: 0,
        expense_transactions: 0,
      },
    ]);
    await recorded.then('money_monthly_category_spending', [
      { month: '2025-11-01', category_id: rent, expense_cents: 1500, expense_count: 1, expense_transactions: 1 },
      { month: '2025-11-01', category_id: food, expense_cents: 2750, expense_count: 2, expense_transactions: 1 },
    ]);
    const columns = `SELECT category_id::text, income_transactions, expense_transactions FROM money_monthly_report_sums
      UNION ALL SELECT category_id::text, -1, expense_transactions FROM money_monthly_category_spending ORDER BY 1, 2`;
    await recorded.thenRows(async (q) => {
      const projected = (await q.query(columns)).rows;
      await q.query('UPDATE money_monthly_report_sums SET income_transactions = 0, expense_transactions = 0');
      await q.query('UPDATE money_monthly_category_spending SET expense_transactions = 0');
      for (const statement of TRANSACTIONS_BACKFILL.split(';').filter((part) => part.trim() !== '')) await q.query(statement);
      return JSON.stringify((await q.query(columns)).rows) === JSON.stringify(projected);
    }, true);
  });

  it('moves a transaction’s sums when it is updated', async () => {
    const moved = spec()
      .given([lunch])
      .when([
        {
          streamId: lunch.streamId,
          type: 'TransactionUpdated',
          data: { ...lunch.data, fromAccountId: card, transactionCategoryIds: [], date: '2025-10-31' },
        },
      ]);
    await moved.then('money_monthly_report_sums', [
      { month: '2025-10-01', account_id: card, category_id: NO_CATEGORY, expense_cents: 1250 },
    ]);
  });

  it('takes a transaction’s sums out when it is deleted', async () => {
    const deleted = spec()
      .given([lunch, pay])
      .when([{ streamId: lunch.streamId, type: 'TransactionDeleted', data: { transactionId: lunch.data.transactionId } }]);
    await deleted.then('money_monthly_report_sums', [{ account_id: checking, category_id: salary, income_cents: 300_000 }]);
  });
});
