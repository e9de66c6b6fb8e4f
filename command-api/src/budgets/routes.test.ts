import { budgetBookStreamId } from '@life/domain';
import { oneTestDbKind } from '@life/infra/testing/test-db';
import { describe, expect, it } from 'vitest';
import { apiSpec, DELETE, expectNewEvents, POST, PUT } from '../testing/api-spec';
import { createAccount, createCategory, record, useTestApp } from '../testing/route-test';

describe.each(oneTestDbKind())('budgets (%s)', (kind) => {
  const app = useTestApp(kind);
  const utc = { 'X-Time-Zone': 'UTC' };

  it('creates, reads with spent, updates and deletes, each pinned to its event', async () => {
    const user = await app.register();
    const { client } = user;
    const food = await createCategory(client, 'Food');
    const spec = apiSpec(app).given(user);
    const { body: created } = await spec
      .when(POST('/api/budgets', { categoryId: food.id, budgetAmount: '100', month: 11, year: 2026 }))
      .then(
        201,
        expectNewEvents([
          {
            streamId: budgetBookStreamId(user.user.id),
            type: 'BudgetSet',
            data: {
              budgetId: expect.any(String),
              userId: user.user.id,
              categoryId: food.id,
              budgetAmountCents: 10000,
              month: 11,
              year: 2026,
              copiedFrom: null,
            },
          },
        ]),
      );
    expect(created).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      categoryId: food.id,
      categoryName: 'Food',
      color: '#ff2600',
      budgetAmount: '100.00',
      spent: '0.00',
      month: 11,
      year: 2026,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const id = (created as { id: string }).id;
    const { body: updated } = await spec.when(PUT(`/api/budgets/${id}`, { budgetAmount: '150.50' })).then(
      200,
      expectNewEvents([
        {
          streamId: budgetBookStreamId(user.user.id),
          type: 'BudgetUpdated',
          data: { budgetId: id, categoryId: food.id, budgetAmountCents: 15050, month: 11, year: 2026 },
        },
      ]),
    );
    expect(updated).toMatchObject({ id, budgetAmount: '150.50' });
    await spec
      .when(DELETE(`/api/budgets/${id}`))
      .then(204, expectNewEvents([{ streamId: budgetBookStreamId(user.user.id), type: 'BudgetDeleted', data: { budgetId: id } }]));
    const after = await client.get('/api/budgets?month=2026-11');
    expect(await after.json()).toEqual({ month: '2026-11', budgets: [], totalBudget: '0.00', totalSpent: '0.00' });
    expect((await client.delete(`/api/budgets/${id}`)).status).toBe(404);
  });

  it("spent sums the month's expenses by first category, every status; totals add up (hand-computed)", async () => {
    const { client } = await app.register();
    const account = await createAccount(client, { accountName: 'Checking', balance: '1000' });
    const food = await createCategory(client, 'Food');
    const rent = await createCategory(client, 'Rent', 'Expense - Fixed');
    const fun = await createCategory(client, 'Fun');
    const expense = (amount: string, date: string, categoryIds: string[], posted = 'posted') =>
      record(client, { title: 'x', type: 'expense', amount, date, fromAccountId: account.id, transactionCategoryIds: categoryIds, posted });
    await expense('30.25', '2026-11-01', [food.id]);
    await expense('89.75', '2026-11-30', [food.id], 'pending');
    await expense('5.00', '2026-12-01', [food.id]); // next month
    await expense('40.00', '2026-11-10', [fun.id, food.id]); // Fun's: its first category
    await expense('1200.00', '2026-11-02', [rent.id]);
    await record(client, { title: 'pay', type: 'income', amount: '999', date: '2026-11-05', toAccountId: account.id });
    for (const [categoryId, budgetAmount] of [
      [food.id, '100.00'],
      [rent.id, '1200'],
    ] as const) {
      expect((await client.post('/api/budgets', { categoryId, budgetAmount, month: 11, year: 2026 })).status).toBe(201);
    }
    const month = await (await client.get('/api/budgets?month=2026-11')).json();
    expect(month).toMatchObject({
      month: '2026-11',
      // Food 30.25 + 89.75 = 120.00 (over its 100.00); Rent 1200.00 exactly.
      budgets: [
        { categoryName: 'Food', budgetAmount: '100.00', spent: '120.00' },
        { categoryName: 'Rent', budgetAmount: '1200.00', spent: '1200.00' },
      ],
      totalBudget: '1300.00',
      totalSpent: '1320.00',
    });
  });

  it('defaults to the caller’s month and copies last month, skipping categories already budgeted', async () => {
    const { client } = await app.register();
    const food = await createCategory(client, 'Food');
    const rent = await createCategory(client, 'Rent', 'Expense - Fixed');
    const now = new Date();
    const thisMonth = `${now.getUTCFullYear()}-${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
    expect(await (await client.get('/api/budgets', utc)).json()).toMatchObject({ month: thisMonth, budgets: [] });

    await client.post('/api/budgets', { categoryId: food.id, budgetAmount: '100', month: 12, year: 2026 });
    await client.post('/api/budgets', { categoryId: rent.id, budgetAmount: '900', month: 12, year: 2026 });
    await client.post('/api/budgets', { categoryId: rent.id, budgetAmount: '950', month: 1, year: 2027 });
    const copied = await client.post('/api/budgets/copy', { fromMonth: '2026-12', toMonth: '2027-01' });
    expect(copied.status).toBe(200);
    expect(await copied.json()).toMatchObject({
      copied: 1,
      month: '2027-01',
      budgets: [
        { categoryName: 'Food', budgetAmount: '100.00', month: 1, year: 2027 },
        { categoryName: 'Rent', budgetAmount: '950.00' },
      ],
      totalBudget: '1050.00',
    });
    const again = await client.post('/api/budgets/copy', { fromMonth: '2026-12', toMonth: '2027-01' });
    expect(await again.json()).toMatchObject({ copied: 0 });
  });

  it('answers 409 on a second budget for a category and month, 400 with field messages on bad bodies', async () => {
    const { client } = await app.register();
    const food = await createCategory(client, 'Food');
    const salary = await createCategory(client, 'Salary', 'Income');
    expect((await client.post('/api/budgets', { categoryId: food.id, budgetAmount: '1', month: 3, year: 2026 })).status).toBe(201);
    const duplicate = await client.post('/api/budgets', { categoryId: food.id, budgetAmount: '2', month: '3', year: '2026' });
    expect(duplicate.status).toBe(409);
    expect(await duplicate.json()).toEqual({ error: 'A budget for this category already exists for this month' });

    const bad = await client.post('/api/budgets', { categoryId: '', budgetAmount: '1.234', month: 0, year: 2100 });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({
      error: 'Category is required',
      fields: {
        categoryId: 'Category is required',
        budgetAmount: 'Budget amount can have at most 2 decimal places',
        month: 'Month must be a whole number from 1 to 12',
        year: 'Year must be a whole number from 1901 to 2099',
      },
    });
    const income = await client.post('/api/budgets', { categoryId: salary.id, budgetAmount: '5', month: 3, year: 2026 });
    expect((await income.json()).fields).toEqual({
      categoryId: 'Category "Salary" is an Income category; budgets take expense categories',
    });
    const missing = await client.post('/api/budgets', { categoryId: 'not-a-uuid', budgetAmount: '5', month: 3, year: 2026 });
    expect((await missing.json()).fields).toEqual({ categoryId: 'Category does not exist' });
    expect((await client.get('/api/budgets?month=2026-13')).status).toBe(400);
    const copy = await client.post('/api/budgets/copy', { fromMonth: '2026-05', toMonth: '2026-06' });
    expect(await copy.json()).toEqual({
      error: 'No budgets to copy from that month',
      fields: { fromMonth: 'No budgets to copy from that month' },
    });
  });

  it('by pay period: each period overlapping the month, budgets prorated to its days, spent in its dates (hand-computed)', async () => {
    const { client } = await app.register();
    const account = await createAccount(client, { accountName: 'Checking', balance: '1000' });
    const food = await createCategory(client, 'Food');
    const scheduleResponse = await client.post('/api/schedules', {
      name: 'Pay',
      frequency: 'bi-weekly',
      startDate: '2026-11-01',
      endDate: '2026-12-31',
    });
    expect(scheduleResponse.status).toBe(201);
    const schedule = (await scheduleResponse.json()) as { id: string };
    await client.post('/api/budgets', { categoryId: food.id, budgetAmount: '300', month: 11, year: 2026 });
    await client.post('/api/budgets', { categoryId: food.id, budgetAmount: '310', month: 12, year: 2026 });
    const expense = (amount: string, date: string, posted = 'posted') =>
      record(client, { title: 'x', type: 'expense', amount, date, fromAccountId: account.id, transactionCategoryIds: [food.id], posted });
    await expense('50.00', '2026-11-05');
    await expense('20.00', '2026-11-30', 'pending');
    await expense('5.00', '2026-12-10');
    const response = await client.get(`/api/budgets/periods?scheduleId=${schedule.id}&month=2026-11`);
    expect(response.status).toBe(200);
    const food$ = (budgetAmount: string, spent: string) => [
      { categoryId: food.id, categoryName: 'Food', color: '#ff2600', budgetAmount, spent },
    ];
    // November 10.00 a day (300 / 30), December 10.00 a day (310 / 31); the third period is 2 + 12 days.
    expect(await response.json()).toEqual({
      scheduleId: schedule.id,
      month: '2026-11',
      periods: [
        {
          periodNumber: 1,
          startDate: '2026-11-01',
          endDate: '2026-11-14',
          daysInPeriod: 14,
          budgets: food$('140.00', '50.00'),
          totalBudget: '140.00',
          totalSpent: '50.00',
        },
        {
          periodNumber: 2,
          startDate: '2026-11-15',
          endDate: '2026-11-28',
          daysInPeriod: 14,
          budgets: food$('140.00', '0.00'),
          totalBudget: '140.00',
          totalSpent: '0.00',
        },
        {
          periodNumber: 3,
          startDate: '2026-11-29',
          endDate: '2026-12-12',
          daysInPeriod: 14,
          budgets: food$('140.00', '25.00'),
          totalBudget: '140.00',
          totalSpent: '25.00',
        },
      ],
    });
    expect((await client.get(`/api/budgets/periods?scheduleId=${food.id}`)).status).toBe(404);
    expect((await client.get('/api/budgets/periods?scheduleId=nope')).status).toBe(400);
  });
});
