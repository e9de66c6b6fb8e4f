import {
  addDays,
  addMonths,
  generationHorizon,
  type MoneyUpcomingJson,
  occurrenceDates,
  startOfMonth,
  todayInTimeZone,
} from '@life/domain';
import { oneTestDbKind } from '@life/infra/testing/test-db';
import { describe, expect, it } from 'vitest';
import { createAccount, createCategory, record, useTestApp } from '../testing/route-test';

describe.each(oneTestDbKind())('the money summary (%s)', (kind) => {
  const app = useTestApp(kind);

  it('summarises a month and all time, with spending by first category', async () => {
    const { client } = await app.register();
    const account = await createAccount(client, { accountName: 'Main' });
    const rent = await createCategory(client, 'Rent', 'Expense - Fixed');
    const food = await createCategory(client, 'Food');
    await record(client, { title: 'Pay', amount: '3000', type: 'income', toAccountId: account.id, date: '2025-11-01' });
    await record(client, {
      title: 'Rent',
      amount: '1200',
      type: 'expense',
      fromAccountId: account.id,
      date: '2025-11-01',
      transactionCategoryIds: [rent.id, food.id],
    });
    await record(client, {
      title: 'Food',
      amount: '80.50',
      type: 'expense',
      fromAccountId: account.id,
      date: '2025-11-20',
      transactionCategoryIds: [food.id],
      posted: 'pending',
    });
    await record(client, { title: 'Misc', amount: '5', type: 'expense', fromAccountId: account.id, date: '2025-11-21' });
    const december = await record(client, {
      title: 'Food',
      amount: '10',
      type: 'expense',
      fromAccountId: account.id,
      date: '2025-12-01',
      transactionCategoryIds: [food.id],
    });
    await client.put(`/api/transactions/${december.id}`, { date: '2025-11-30' });

    const response = await client.get('/api/money/summary?month=2025-11');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      month: '2025-11',
      monthTotals: {
        income: '3000.00',
        expenses: '1295.50',
        net: '1704.50',
        payments: '0.00',
        incomeCount: 1,
        expenseCount: 4,
        paymentCount: 0,
        transactionCount: 5,
      },
      allTime: {
        income: '3000.00',
        expenses: '1295.50',
        net: '1704.50',
        payments: '0.00',
        incomeCount: 1,
        expenseCount: 4,
        paymentCount: 0,
        transactionCount: 5,
      },
      categories: [
        { categoryId: rent.id, category: 'Rent', spent: '1200.00', count: 1 },
        { categoryId: food.id, category: 'Food', spent: '90.50', count: 2 },
        { categoryId: null, category: null, spent: '5.00', count: 1 },
      ],
      previousMonthEnd: { date: '2025-10-31', balances: [{ accountId: account.id, balance: '0.00' }] },
    });
    const december2 = await (await client.get('/api/money/summary?month=2025-12')).json();
    expect(december2.monthTotals.transactionCount).toBe(0);
    expect(december2.categories).toEqual([]);
    expect((await client.get('/api/money/summary?month=2025-13')).status).toBe(400);
    expect((await client.get('/api/money/summary')).status).toBe(200);
  });

  it("gives every account's posted balance at the end of last month, without this month's adjustments", async () => {
    const { client } = await app.register();
    const utc = { 'X-Time-Zone': 'UTC' };
    const today = app.clock.now().toISOString().slice(0, 10);
    const lastMonthEnd = addDays(startOfMonth(today), -1);
    const checking = await createAccount(client, {
      accountName: 'Checking',
      startingBalance: '1000',
      startingBalanceAsof: addMonths(startOfMonth(today), -2),
    });
    await record(client, { title: 'Pay', amount: '500', type: 'income', toAccountId: checking.id, date: lastMonthEnd });
    await record(client, {
      title: 'Held',
      amount: '70',
      type: 'expense',
      fromAccountId: checking.id,
      date: lastMonthEnd,
      posted: 'pending',
    });
    await record(client, { title: 'Lunch', amount: '20', type: 'expense', fromAccountId: checking.id, date: today });
    // A balance edit today is an adjustment dated today: this month's, not last month's.
    const edited = await client.put(`/api/accounts/${checking.id}`, { balance: '2000' }, utc);
    expect(await edited.json()).toMatchObject({ balance: '2000.00' });
    // Opened this month: its starting balance stands for the days before its as-of day.
    const wallet = await createAccount(client, {
      accountName: 'Wallet',
      accountType: 'savings',
      startingBalance: '30',
      startingBalanceAsof: today,
    });

    const response = await client.get('/api/money/summary', utc);
    expect(response.status).toBe(200);
    expect((await response.json()).previousMonthEnd).toEqual({
      date: lastMonthEnd,
      balances: [
        { accountId: checking.id, balance: '1500.00' },
        { accountId: wallet.id, balance: '30.00' },
      ],
    });
    // A month asked for explicitly is measured from the end of the month before it.
    const earlier = await (await client.get(`/api/money/summary?month=${lastMonthEnd.slice(0, 7)}`, utc)).json();
    expect(earlier.previousMonthEnd).toEqual({
      date: addDays(startOfMonth(lastMonthEnd), -1),
      balances: [
        { accountId: checking.id, balance: '1000.00' },
        { accountId: wallet.id, balance: '30.00' },
      ],
    });
  });

  it('lists the upcoming transactions, dated after the caller’s today, soonest first, with their count (issue 24)', async () => {
    const { client } = await app.register();
    const main = await createAccount(client, { accountName: 'Main' });
    const card = await createAccount(client, { accountName: 'Card' });
    const east = { 'X-Time-Zone': 'Pacific/Kiritimati' }; // UTC+14
    const today = todayInTimeZone(app.clock.now(), 'Pacific/Kiritimati');
    const expense = (title: string, date: string, fromAccountId = main.id) =>
      record(client, { title, amount: '10', type: 'expense', fromAccountId, date, posted: 'pending' });
    await expense('Yesterday', addDays(today, -1));
    await expense('Today', today);
    await expense('In forty days', addDays(today, 40));
    await expense('Tomorrow', addDays(today, 1));
    await expense('In three days', addDays(today, 3), card.id);

    const upcoming = async (query = '', headers: Record<string, string> = {}) => {
      const response = await client.get(`/api/money/upcoming${query}`, { ...east, ...headers });
      expect(response.status).toBe(200);
      const json = (await response.json()) as MoneyUpcomingJson;
      return { today: json.today, total: json.total, titles: json.transactions.map((transaction) => transaction.title) };
    };
    expect(await upcoming()).toEqual({ today, total: 3, titles: ['Tomorrow', 'In three days', 'In forty days'] });
    expect(await upcoming('?limit=2')).toEqual({ today, total: 3, titles: ['Tomorrow', 'In three days'] });
    expect(await upcoming(`?accountId=${card.id}`)).toEqual({ today, total: 1, titles: ['In three days'] });

    // A recurring rule's projected occurrences are upcoming ones, the next first, never a year ahead first.
    const rule = await client.post(
      '/api/recurring-transactions',
      { title: 'Paycheck', amount: '1000', type: 'income', toAccountId: main.id, frequency: 'weekly', startDate: addDays(today, -21) },
      east,
    );
    expect(rule.status).toBe(201);
    const withRule = await upcoming('?limit=4', { 'X-Min-Position': rule.headers.get('x-position')! });
    expect(withRule.titles).toEqual(['Tomorrow', 'In three days', 'Paycheck', 'Paycheck']);
    // Weekly through 31 December of next year (the rolling horizon): dozens more, counted, not listed.
    const later = occurrenceDates({ frequency: 'weekly', startDate: addDays(today, -21) }, addDays(today, 1), generationHorizon(today));
    expect(later.length).toBeGreaterThan(50);
    expect(withRule.total).toBe(3 + later.length);

    const bad = await client.get('/api/money/upcoming?limit=101');
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ fields: { limit: 'Limit must be a whole number from 1 to 100' } });
  });
});
