import { randomUUID } from 'node:crypto';
import {
  accountBalanceSchema,
  accountBookDecider,
  accountBookStreamId,
  accountCreateSchema,
  categoryCreateSchema,
  categoryListDecider,
  categoryListStreamId,
  parseOrThrow,
  transactionCreateSchema,
  transactionDecider,
  transactionStreamId,
  transactionUpdateSchema,
  type CommandMetadata,
  type TransactionInput,
  type TransactionReferenceContext,
} from '@life/domain';
import type { Queryable } from '@life/infra';
import { handleCommand } from '@life/infra/event-store/handle-command';
import { openTestEventStore, testDbKinds } from '@life/infra/testing/test-db';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { rebuildProjection } from '../../rebuild';
import { ProjectionRunner } from '../../runner';
import { readCheckpoint } from '../../checkpoints';
import { moneyAccountsProjection } from '../accounts/accounts';
import { moneyCategoriesProjection } from '../categories/categories';
import { moneyLedgerProjection } from './ledger';

const projections = [moneyAccountsProjection, moneyCategoriesProjection, moneyLedgerProjection];
const names = projections.map((p) => p.name);
const quietLogger = { info: () => undefined, error: (message: string, error?: unknown) => console.error(message, error) };

async function waitForCheckpoints(q: Queryable, position: string): Promise<void> {
  const deadline = Date.now() + 20_000;
  while ((await Promise.all(names.map((name) => readCheckpoint(q, name)))).some((p) => p < position)) {
    if (Date.now() > deadline) throw new Error(`money projections did not reach ${position}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Every money table, ordered by all columns, with dates as text: what "identical tables" means. */
async function snapshot(q: Queryable): Promise<Record<string, unknown[]>> {
  const result: Record<string, unknown[]> = {};
  for (const table of projections.flatMap((p) => p.tables)) {
    const { rows } = await q.query(`SELECT to_jsonb(t)::text AS row FROM ${table} t ORDER BY 1`);
    result[table] = rows.map((row) => (row as { row: string }).row);
  }
  return result;
}

describe.each(testDbKinds())('money projections on %s', (kind) => {
  let env: Awaited<ReturnType<typeof openTestEventStore>>;
  let runner: ProjectionRunner | undefined;
  beforeEach(async () => {
    env = await openTestEventStore(kind);
  });
  afterEach(async () => {
    await runner?.stop();
    runner = undefined;
    await env.close();
  });

  const userId = randomUUID();
  const meta = (today = '2025-11-15'): CommandMetadata => ({ userId, now: `${today}T12:00:00.000Z`, today });
  const checking = randomUUID();
  const savings = randomUUID();
  const food = randomUUID();
  const rent = randomUUID();
  const context: TransactionReferenceContext = {
    accounts: { [checking]: { name: 'Checking', isActive: true }, [savings]: { name: 'Savings', isActive: true } },
    categories: {
      [food]: { name: 'Food', isActive: true, type: 'Expense - Variable' },
      [rent]: { name: 'Rent', isActive: true, type: 'Expense - Variable' },
    },
  };

  async function seed() {
    const { store } = env;
    const book = accountBookStreamId(userId);
    const open = (accountId: string, accountName: string, isPrimary: boolean) =>
      handleCommand(store, book, accountBookDecider, {
        type: 'OpenAccount',
        data: {
          accountId,
          adjustmentId: randomUUID(),
          draft: parseOrThrow(accountCreateSchema, { accountName, accountType: 'checking', startingBalance: '100', isPrimary }),
        },
        metadata: meta(),
      });
    await open(checking, 'Checking', true);
    await open(savings, 'Savings', true); // takes primary over
    const list = categoryListStreamId(userId);
    for (const [categoryId, name] of [
      [food, 'Food'],
      [rent, 'Rent'],
    ] as const) {
      await handleCommand(store, list, categoryListDecider, {
        type: 'CreateCategory',
        data: {
          categoryId,
          draft: parseOrThrow(categoryCreateSchema, { transactionCategory: name, transactionType: 'Expense - Variable' }),
        },
        metadata: meta(),
      });
    }
    const record = async (input: TransactionInput) => {
      const transactionId = randomUUID();
      await handleCommand(store, transactionStreamId(transactionId), transactionDecider, {
        type: 'RecordTransaction',
        data: { transactionId, draft: parseOrThrow(transactionCreateSchema, input), context },
        metadata: meta(),
      });
      return transactionId;
    };
    const lunch = await record({
      title: 'Lunch',
      amount: '12.30',
      type: 'expense',
      fromAccountId: checking,
      transactionCategoryIds: [food],
      date: '2025-11-02',
    });
    await record({ title: 'Pay', amount: 2000, type: 'income', toAccountId: checking, date: '2025-11-01' });
    const move = await record({
      title: 'Move',
      amount: '50',
      type: 'payment',
      fromAccountId: checking,
      toAccountId: savings,
      date: '2025-11-02',
      posted: 'pending',
    });
    const gone = await record({ title: 'Gone', amount: '5', type: 'expense', fromAccountId: savings, date: '2025-10-30' });
    const cmd = <T extends string, D>(type: T, transactionId: string, data: D) =>
      handleCommand(store, transactionStreamId(transactionId), transactionDecider, {
        type,
        data: { transactionId, ...data },
        metadata: meta(),
      } as never);
    await cmd('UpdateTransaction', lunch, {
      draft: parseOrThrow(transactionUpdateSchema, { amount: '20', transactionCategoryIds: [rent], date: '2025-12-01' }),
      context,
    });
    await cmd('ChangeTransactionStatus', move, { posted: 'posted' });
    await cmd('ChangeTransactionStatus', move, { posted: 'pending' });
    await cmd('DeleteTransaction', gone, {});
    await handleCommand(store, book, accountBookDecider, {
      type: 'AdjustAccountBalance',
      data: {
        accountId: savings,
        adjustmentId: randomUUID(),
        draft: parseOrThrow(accountBalanceSchema, { balance: '175' }),
        context: { currentBalanceCents: 10000 },
      },
      metadata: meta(),
    });
    const last = await handleCommand(store, book, accountBookDecider, {
      type: 'DeleteAccount',
      data: { accountId: checking },
      metadata: meta(),
    });
    return last.position;
  }

  it('projects accounts, categories and the ledger, and a rebuild gives identical tables', async () => {
    const position = await seed();
    // Small batches: changes land in later batches than the rows they change.
    runner = new ProjectionRunner({ db: env.db, store: env.store, projections, batchSize: 2, logger: quietLogger, idleWaitMs: 100 });
    await runner.start();
    await waitForCheckpoints(env.db, position);
    await runner.stop();
    runner = undefined;
    const live = await snapshot(env.db);

    const { rows: accounts } = await env.db.query(
      `SELECT account_name, is_primary, deleted FROM money_accounts WHERE user_id = $1 ORDER BY created_position`,
      [userId],
    );
    expect(accounts).toEqual([
      { account_name: 'Checking', is_primary: false, deleted: true },
      { account_name: 'Savings', is_primary: true, deleted: false },
    ]);
    const { rows: effects } = await env.db.query(
      `SELECT account_id::text, to_char(date, 'YYYY-MM-DD') AS date, posted_cents, all_cents, entries
         FROM money_account_daily_effects WHERE user_id = $1 ORDER BY account_id = $2 DESC, date`,
      [userId, checking],
    );
    expect(effects).toEqual(
      [
        { account_id: checking, date: '2025-11-01', posted_cents: '200000', all_cents: '200000', entries: 1 },
        { account_id: checking, date: '2025-11-02', posted_cents: '0', all_cents: '-5000', entries: 1 },
        { account_id: checking, date: '2025-12-01', posted_cents: '-2000', all_cents: '-2000', entries: 1 },
        { account_id: savings, date: '2025-11-02', posted_cents: '0', all_cents: '5000', entries: 1 },
        { account_id: savings, date: '2025-11-15', posted_cents: '7500', all_cents: '7500', entries: 1 },
      ].sort((a, b) => (a.account_id === b.account_id ? a.date.localeCompare(b.date) : a.account_id === checking ? -1 : 1)),
    );
    const { rows: months } = await env.db.query(
      `SELECT to_char(month, 'YYYY-MM') AS month, income_cents, income_count, expense_cents, expense_count, payment_count
         FROM money_monthly_summary WHERE user_id = $1 ORDER BY month`,
      [userId],
    );
    expect(months).toEqual([
      { month: '2025-11', income_cents: '200000', income_count: 1, expense_cents: '0', expense_count: 0, payment_count: 1 },
      { month: '2025-12', income_cents: '0', income_count: 0, expense_cents: '2000', expense_count: 1, payment_count: 0 },
    ]);
    const { rows: spending } = await env.db.query(
      `SELECT category_id::text, expense_cents FROM money_monthly_category_spending WHERE user_id = $1`,
      [userId],
    );
    expect(spending).toEqual([{ category_id: rent, expense_cents: '2000' }]);

    for (const projection of projections) await rebuildProjection(env.db, env.store, projection, { logger: quietLogger });
    expect(await snapshot(env.db)).toEqual(live);
  });
});
