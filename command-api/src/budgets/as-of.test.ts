import { oneTestDbKind } from '@life/infra/testing/test-db';
import { describe, expect, it } from 'vitest';
import { getAsOf, momentBetween } from '../testing/as-of';
import { createAccount, createCategory, record, useTestApp } from '../testing/route-test';

/** Issue 26: budgets, their spending and their pay periods as they were known at a moment. */
describe.each(oneTestDbKind())('budgets as of a moment (%s)', (kind) => {
  const app = useTestApp(kind);

  it('absent before its creation; the old amount, category name and spending before an edit; kept after its deletion', async () => {
    const { client } = await app.register();
    const account = await createAccount(client, { accountName: 'Checking', balance: '1000' });
    const food = await createCategory(client, 'Food');
    // One monthly period, November 2026.
    const schedule = await client.post('/api/schedules', { name: 'Months', startDate: '2026-11-01', endDate: '2026-11-30' });
    expect(schedule.status).toBe(201);
    const scheduleId = (await schedule.json()).id as string;
    const before = await momentBetween();

    const created = await client.post('/api/budgets', { categoryId: food.id, budgetAmount: '100', month: 11, year: 2026 });
    expect(created.status).toBe(201);
    const { id } = await created.json();
    const lunch = await record(client, {
      title: 'Lunch',
      type: 'expense',
      amount: '30',
      date: '2026-11-05',
      fromAccountId: account.id,
      transactionCategoryIds: [food.id],
    });
    const afterCreate = await momentBetween();

    expect((await client.put(`/api/budgets/${id}`, { budgetAmount: '150' })).status).toBe(200);
    expect((await client.put(`/api/transactions/${lunch.id}`, { amount: '40' })).status).toBe(200);
    await record(client, {
      title: 'Dinner',
      type: 'expense',
      amount: '20',
      date: '2026-11-20',
      fromAccountId: account.id,
      transactionCategoryIds: [food.id],
    });
    const renamed = await client.put(`/api/expense-types/${food.id}`, { transactionCategory: 'Groceries' });
    expect(renamed.status).toBe(200);
    const position = renamed.headers.get('x-position');
    const afterEdit = await momentBetween();

    const month = (asOf?: string, at = position) => getAsOf(client, '/api/budgets?month=2026-11', asOf, at);
    const periods = async (asOf?: string, at = position) =>
      (await getAsOf(client, `/api/budgets/periods?scheduleId=${scheduleId}&month=2026-11`, asOf, at)).periods;
    const budget = (categoryName: string, budgetAmount: string, spent: string) => ({
      month: '2026-11',
      budgets: [expect.objectContaining({ id, categoryId: food.id, categoryName, budgetAmount, spent })],
      totalBudget: budgetAmount,
      totalSpent: spent,
    });
    const period = (categoryName: string, budgetAmount: string, spent: string) => [
      expect.objectContaining({
        periodNumber: 1,
        budgets: [{ categoryId: food.id, categoryName, color: expect.any(String), budgetAmount, spent }],
        totalBudget: budgetAmount,
        totalSpent: spent,
      }),
    ];

    expect(await month(before)).toEqual({ month: '2026-11', budgets: [], totalBudget: '0.00', totalSpent: '0.00' });
    expect(await month(afterCreate)).toEqual(budget('Food', '100.00', '30.00'));
    expect(await month(afterEdit)).toEqual(budget('Groceries', '150.00', '60.00'));
    const live = await month();
    expect(live).toEqual(budget('Groceries', '150.00', '60.00'));
    expect(await month(new Date().toISOString())).toEqual(live);

    expect(await periods(before)).toEqual([expect.objectContaining({ periodNumber: 1, budgets: [], totalBudget: '0.00' })]);
    expect(await periods(afterCreate)).toEqual(period('Food', '100.00', '30.00'));
    expect(await periods(afterEdit)).toEqual(period('Groceries', '150.00', '60.00'));
    expect(await periods(new Date().toISOString())).toEqual(await periods());

    const deleted = await client.delete(`/api/budgets/${id}`);
    expect(deleted.status).toBe(204);
    const afterDelete = deleted.headers.get('x-position');
    expect((await month(undefined, afterDelete)).budgets).toEqual([]);
    expect(await month(afterEdit, afterDelete)).toEqual(budget('Groceries', '150.00', '60.00'));
    expect((await periods(undefined, afterDelete))[0].budgets).toEqual([]);
    expect(await periods(afterCreate, afterDelete)).toEqual(period('Food', '100.00', '30.00'));
    // Before its schedule existed, the periods' schedule is unknown.
    const early = await client.get(
      `/api/budgets/periods?scheduleId=${scheduleId}&month=2026-11&asOf=${encodeURIComponent('2001-01-01T00:00:00Z')}`,
    );
    expect(early.status).toBe(404);
  });
});
