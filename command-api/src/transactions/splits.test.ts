import { oneTestDbKind } from '@life/infra/testing/test-db';
import { describe, expect, it } from 'vitest';
import { createAccount, createCategory, useTestApp } from '../testing/route-test';
import type { TestResponse } from '../testing/test-app';

/**
 * Split transactions and notes (issue 24) through the API: one transaction spread over categories,
 * each line counted under its own category by budgets, the money summary and reports; the list's
 * search and the global search find notes and memos; bulk set-category unsplits.
 */
describe.each(oneTestDbKind())('split transactions (%s)', (kind) => {
  const app = useTestApp(kind);

  async function setup() {
    const owner = await app.register();
    const checking = await createAccount(owner.client, { accountName: 'Checking' });
    const food = await createCategory(owner.client, 'Food');
    const fun = await createCategory(owner.client, 'Fun');
    const home = await createCategory(owner.client, 'Home');
    for (const category of [food, fun, home]) {
      const budget = await owner.client.post('/api/budgets', { categoryId: category.id, budgetAmount: '500', month: 11, year: 2025 });
      expect(budget.status).toBe(201);
    }
    return { ...owner, checking, food, fun, home };
  }

  const spentByCategory = async (client: Awaited<ReturnType<typeof setup>>['client'], after?: TestResponse) => {
    // A bulk edit answers before the ledger has it: read as of its X-Position.
    const headers: Record<string, string> = after ? { 'X-Min-Position': after.headers.get('x-position')! } : {};
    const month = await (await client.get('/api/budgets?month=2025-11', headers)).json();
    return Object.fromEntries(
      (month.budgets as { categoryId: string; spent: string }[]).map((budget) => [budget.categoryId, budget.spent]),
    );
  };

  it('records a split, lists its lines and notes, counts each line under its category, edits and unsplits it', async () => {
    const { client, checking, food, fun, home } = await setup();
    const created = await client.post('/api/transactions', {
      title: 'Superstore',
      amount: '100.00',
      type: 'expense',
      fromAccountId: checking.id,
      date: '2025-11-03',
      notes: 'Receipt in the drawer\nasked for a refund',
      splits: [
        { categoryId: food.id, amount: '60.50', memo: 'Groceries' },
        { categoryId: home.id, amount: '30', memo: 'Light bulbs' },
        { categoryId: fun.id, amount: 9.5 },
      ],
    });
    expect(created.status).toBe(201);
    const tx = await created.json();
    expect(tx).toMatchObject({
      amount: '-100.00',
      category: 'Food',
      transactionCategoryIds: [food.id, home.id, fun.id],
      notes: 'Receipt in the drawer\nasked for a refund',
      splits: [
        { categoryId: food.id, amount: '60.50', memo: 'Groceries' },
        { categoryId: home.id, amount: '30.00', memo: 'Light bulbs' },
        { categoryId: fun.id, amount: '9.50', memo: '' },
      ],
    });
    expect(await (await client.get('/api/transactions')).json()).toEqual([tx]);
    expect(await spentByCategory(client)).toEqual({ [food.id]: '60.50', [home.id]: '30.00', [fun.id]: '9.50' });

    const summary = await (await client.get('/api/money/summary?month=2025-11')).json();
    expect(summary.categories).toEqual([
      { categoryId: food.id, category: 'Food', spent: '60.50', count: 1 },
      { categoryId: home.id, category: 'Home', spent: '30.00', count: 1 },
      { categoryId: fun.id, category: 'Fun', spent: '9.50', count: 1 },
    ]);
    // A range with partial months (read from the rows) and one whole month (from the monthly sums) agree.
    for (const range of ['start=2025-11-02&end=2025-11-20', 'start=2025-11-01&end=2025-11-30']) {
      const report = await (await client.get(`/api/reports/summary?${range}`)).json();
      expect(report.totals).toMatchObject({ expenses: '100.00' });
      expect(Object.fromEntries(report.categories.map((c: { categoryId: string; spent: string }) => [c.categoryId, c.spent]))).toEqual({
        [food.id]: '60.50',
        [home.id]: '30.00',
        [fun.id]: '9.50',
      });
    }

    // The CSV export names each line (issue 24: Notes and Split after the Id).
    const csv = await (await client.get('/api/export/transactions.csv')).text();
    expect(csv.split('\r\n')[0]).toMatch(/,Id,Notes,Split$/);
    expect(csv).toContain(
      `${tx.id},"Receipt in the drawer\nasked for a refund",Food 60.50 (Groceries); Home 30.00 (Light bulbs); Fun 9.50\r\n`,
    );

    // The list's search: a memo, the notes; the header's search: the notes.
    const ids = async (path: string) => ((await (await client.get(path)).json()) as { id: string }[]).map((row) => row.id);
    expect(await ids('/api/transactions?search=bulbs')).toEqual([tx.id]);
    expect(await ids('/api/transactions?search=REFUND')).toEqual([tx.id]);
    expect(await ids('/api/transactions?search=nowhere')).toEqual([]);
    const found = await (await client.get('/api/search?q=drawer')).json();
    expect(found.transactions.map((hit: { transaction: { id: string } }) => hit.transaction.id)).toEqual([tx.id]);

    // Refused: lines that do not add up, and a line without a category; nothing changes.
    const refused = await client.put(`/api/transactions/${tx.id}`, { amount: '120' });
    expect(refused.status).toBe(400);
    expect((await refused.json()).fields).toEqual({ splits: "The split amounts must add up to the transaction's amount" });
    const noCategory = await client.put(`/api/transactions/${tx.id}`, {
      splits: [{ categoryId: food.id, amount: '50' }, { amount: '50' }],
    });
    expect((await noCategory.json()).fields).toEqual({ 'splits.1.categoryId': 'Choose a category for each split line' });

    // Change a line and drop one: the budgets follow.
    const edited = await client.put(`/api/transactions/${tx.id}`, {
      splits: [
        { categoryId: fun.id, amount: '25', memo: 'Cinema' },
        { categoryId: food.id, amount: '75' },
      ],
    });
    expect(edited.status).toBe(200);
    expect(await edited.json()).toMatchObject({ category: 'Fun', transactionCategoryIds: [fun.id, food.id] });
    expect(await spentByCategory(client)).toEqual({ [food.id]: '75.00', [home.id]: '0.00', [fun.id]: '25.00' });

    // Unsplit: the whole amount goes to the first category again.
    const unsplit = await client.put(`/api/transactions/${tx.id}`, { splits: [], transactionCategoryIds: [home.id] });
    expect(await unsplit.json()).toMatchObject({ splits: [], transactionCategoryIds: [home.id], category: 'Home' });
    expect(await spentByCategory(client)).toEqual({ [food.id]: '0.00', [home.id]: '100.00', [fun.id]: '0.00' });
  });

  it('bulk set-category replaces the lines; undo brings them back', async () => {
    const { client, checking, food, fun, home } = await setup();
    const tx = await (
      await client.post('/api/transactions', {
        title: 'Market',
        amount: '10',
        type: 'expense',
        fromAccountId: checking.id,
        date: '2025-11-04',
        splits: [
          { categoryId: food.id, amount: '4' },
          { categoryId: fun.id, amount: '6' },
        ],
      })
    ).json();
    const bulk = await client.post('/api/transactions/bulk-edit', { ids: [tx.id], action: 'set-category', categoryId: home.id });
    expect(bulk.status).toBe(201);
    const { batchId, unsplit } = await bulk.json();
    expect(unsplit).toBe(1);
    expect(await spentByCategory(client, bulk)).toEqual({ [food.id]: '0.00', [home.id]: '10.00', [fun.id]: '0.00' });
    const [after] = await (await client.get('/api/transactions')).json();
    expect(after).toMatchObject({ splits: [], transactionCategoryIds: [home.id] });

    const undo = await client.post(`/api/transactions/bulk-edit/${batchId}/undo`, {});
    expect(undo.status).toBe(200);
    expect(await spentByCategory(client, undo)).toEqual({ [food.id]: '4.00', [home.id]: '0.00', [fun.id]: '6.00' });
  });

  it("refuses another user's category on a line, and a split transfer", async () => {
    const { client, checking, food } = await setup();
    const other = await app.register();
    const theirs = await createCategory(other.client, 'Theirs');
    const savings = await createAccount(client, { accountName: 'Savings', accountType: 'savings' });
    const body = { title: 'x', amount: '2', type: 'expense', fromAccountId: checking.id, date: '2025-11-05' };
    const foreign = await client.post('/api/transactions', {
      ...body,
      splits: [
        { categoryId: food.id, amount: '1' },
        { categoryId: theirs.id, amount: '1' },
      ],
    });
    expect(foreign.status).toBe(400);
    expect((await foreign.json()).fields).toEqual({ 'splits.1.categoryId': 'Selected category does not exist' });
    const transfer = await client.post('/api/transactions', {
      ...body,
      type: 'payment',
      toAccountId: savings.id,
      splits: [
        { categoryId: food.id, amount: '1' },
        { categoryId: food.id, amount: '1' },
      ],
    });
    expect((await transfer.json()).fields).toEqual({ splits: 'Transfers cannot be split' });
    expect(await (await client.get('/api/transactions')).json()).toEqual([]);
  });
});
