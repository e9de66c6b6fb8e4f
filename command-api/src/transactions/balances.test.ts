import { addDays, addMonths, startOfMonth } from '@life/domain';
import { testDbKinds } from '@life/infra/testing/test-db';
import { describe, expect, it } from 'vitest';
import { balances, createAccount, createCategory, record, useTestApp } from '../testing/route-test';

describe.each(testDbKinds())('derived balances and the money summary (%s)', (kind) => {
  const app = useTestApp(kind);

  it('follows expenses, income, transfers, status flips, edits, deletes and balance edits', async () => {
    const { client } = await app.register();
    const checking = await createAccount(client, { accountName: 'Checking', startingBalance: '1000' });
    const savings = await createAccount(client, { accountName: 'Savings', accountType: 'savings' });
    const today = app.clock.now().toISOString().slice(0, 10);
    const utc = { 'X-Time-Zone': 'UTC' };
    expect(await balances(client, utc)).toEqual({ Checking: ['1000.00', '1000.00'], Savings: ['0.00', '0.00'] });

    await record(client, { title: 'Pay', amount: '500', type: 'income', toAccountId: checking.id, date: '2025-11-01' });
    const food = await record(client, { title: 'Food', amount: '200', type: 'expense', fromAccountId: checking.id, date: '2025-11-02', posted: 'pending' });
    const move = await record(client, { title: 'Move', amount: '300', type: 'payment', fromAccountId: checking.id, toAccountId: savings.id, date: '2025-11-03' });
    expect(await balances(client, utc)).toEqual({ Checking: ['1200.00', '1000.00'], Savings: ['300.00', '300.00'] });

    await client.patch(`/api/transactions/${food.id}/status`, { posted: 'posted' });
    await client.patch(`/api/transactions/${move.id}/status`, { posted: 'pending' });
    expect(await balances(client, utc)).toEqual({ Checking: ['1300.00', '1000.00'], Savings: ['0.00', '300.00'] });

    await client.put(`/api/transactions/${food.id}`, { amount: '250.00' });
    expect(await balances(client, utc)).toEqual({ Checking: ['1250.00', '950.00'], Savings: ['0.00', '300.00'] });
    await client.put(`/api/transactions/${food.id}`, { fromAccountId: savings.id });
    expect(await balances(client, utc)).toEqual({ Checking: ['1500.00', '1200.00'], Savings: ['-250.00', '50.00'] });
    await client.put(`/api/transactions/${move.id}`, { type: 'income', fromAccountId: null, date: '2025-11-04' });
    expect(await balances(client, utc)).toEqual({ Checking: ['1500.00', '1500.00'], Savings: ['-250.00', '50.00'] });
    await client.delete(`/api/transactions/${move.id}`);
    expect(await balances(client, utc)).toEqual({ Checking: ['1500.00', '1500.00'], Savings: ['-250.00', '-250.00'] });

    // Only days from the starting-balance date through today count.
    await record(client, { title: 'Future', amount: '1', type: 'income', toAccountId: checking.id, date: addDays(today, 2) });
    await record(client, { title: 'Ancient', amount: '1', type: 'income', toAccountId: checking.id, date: '2025-09-30' });
    await record(client, { title: 'Today', amount: '1', type: 'expense', fromAccountId: checking.id, date: today, posted: 'pending' });
    expect(await balances(client, utc)).toEqual({ Checking: ['1500.00', '1499.00'], Savings: ['-250.00', '-250.00'] });

    // Editing the balance records the difference to the derived (posted) balance.
    const edited = await client.put(`/api/accounts/${checking.id}`, { balance: '2,000' }, utc);
    expect(await edited.json()).toMatchObject({ balance: '2000.00', balanceAll: '1999.00' });
    const [adjustment] = await (await client.get(`/api/accounts/${checking.id}/adjustments`)).json();
    expect(adjustment).toMatchObject({ amount: '500.00', previousBalance: '1500.00', newBalance: '2000.00', date: today });
    await record(client, { title: 'Lunch', amount: '12.34', type: 'expense', fromAccountId: checking.id, date: today });
    expect(await balances(client, utc)).toEqual({ Checking: ['1987.66', '1986.66'], Savings: ['-250.00', '-250.00'] });
    // Moving the starting date after the old transactions leaves only the adjustment and today's.
    const moved = await client.put(`/api/accounts/${checking.id}`, { startingBalanceAsof: today }, utc);
    expect(await moved.json()).toMatchObject({ balance: '1487.66', balanceAll: '1486.66' });
  });

  it('summarises a month and all time, with spending by first category', async () => {
    const { client } = await app.register();
    const account = await createAccount(client, { accountName: 'Main' });
    const rent = await createCategory(client, 'Rent', 'Expense - Fixed');
    const food = await createCategory(client, 'Food');
    await record(client, { title: 'Pay', amount: '3000', type: 'income', toAccountId: account.id, date: '2025-11-01' });
    await record(client, { title: 'Rent', amount: '1200', type: 'expense', fromAccountId: account.id, date: '2025-11-01', transactionCategoryIds: [rent.id, food.id] });
    await record(client, { title: 'Food', amount: '80.50', type: 'expense', fromAccountId: account.id, date: '2025-11-20', transactionCategoryIds: [food.id], posted: 'pending' });
    await record(client, { title: 'Misc', amount: '5', type: 'expense', fromAccountId: account.id, date: '2025-11-21' });
    const december = await record(client, { title: 'Food', amount: '10', type: 'expense', fromAccountId: account.id, date: '2025-12-01', transactionCategoryIds: [food.id] });
    await client.put(`/api/transactions/${december.id}`, { date: '2025-11-30' });

    const response = await client.get('/api/money/summary?month=2025-11');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      month: '2025-11',
      monthTotals: { income: '3000.00', expenses: '1295.50', net: '1704.50', payments: '0.00', incomeCount: 1, expenseCount: 4, paymentCount: 0, transactionCount: 5 },
      allTime: { income: '3000.00', expenses: '1295.50', net: '1704.50', payments: '0.00', incomeCount: 1, expenseCount: 4, paymentCount: 0, transactionCount: 5 },
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
    const checking = await createAccount(client, { accountName: 'Checking', startingBalance: '1000', startingBalanceAsof: addMonths(startOfMonth(today), -2) });
    await record(client, { title: 'Pay', amount: '500', type: 'income', toAccountId: checking.id, date: lastMonthEnd });
    await record(client, { title: 'Held', amount: '70', type: 'expense', fromAccountId: checking.id, date: lastMonthEnd, posted: 'pending' });
    await record(client, { title: 'Lunch', amount: '20', type: 'expense', fromAccountId: checking.id, date: today });
    // A balance edit today is an adjustment dated today: this month's, not last month's.
    const edited = await client.put(`/api/accounts/${checking.id}`, { balance: '2000' }, utc);
    expect(await edited.json()).toMatchObject({ balance: '2000.00' });
    // Opened this month: its starting balance stands for the days before its as-of day.
    const wallet = await createAccount(client, { accountName: 'Wallet', accountType: 'savings', startingBalance: '30', startingBalanceAsof: today });

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
});
