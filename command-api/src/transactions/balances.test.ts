import { addDays } from '@life/domain';
import { oneTestDbKind } from '@life/infra/testing/test-db';
import { describe, expect, it } from 'vitest';
import { balances, createAccount, record, useTestApp } from '../testing/route-test';

describe.each(oneTestDbKind())('derived balances (%s)', (kind) => {
  const app = useTestApp(kind);

  it('follows expenses, income, transfers, status flips, edits, deletes and balance edits', async () => {
    const { client } = await app.register();
    const checking = await createAccount(client, { accountName: 'Checking', startingBalance: '1000' });
    const savings = await createAccount(client, { accountName: 'Savings', accountType: 'savings' });
    const today = app.clock.now().toISOString().slice(0, 10);
    const utc = { 'X-Time-Zone': 'UTC' };
    expect(await balances(client, utc)).toEqual({ Checking: ['1000.00', '1000.00'], Savings: ['0.00', '0.00'] });

    await record(client, { title: 'Pay', amount: '500', type: 'income', toAccountId: checking.id, date: '2025-11-01' });
    const food = await record(client, {
      title: 'Food',
      amount: '200',
      type: 'expense',
      fromAccountId: checking.id,
      date: '2025-11-02',
      posted: 'pending',
    });
    const move = await record(client, {
      title: 'Move',
      amount: '300',
      type: 'payment',
      fromAccountId: checking.id,
      toAccountId: savings.id,
      date: '2025-11-03',
    });
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
});
