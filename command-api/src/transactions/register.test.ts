import { oneTestDbKind } from '@life/infra/testing/test-db';
import { describe, expect, it } from 'vitest';
import { createAccount, createCategory, record, useTestApp } from '../testing/route-test';

type Row = { title: string; balanceAfter?: string | null; balanceAfterWithPending?: string | null };

/** Issue 24: one account's ledger carries its balance after each row; the category filter. */
describe.each(oneTestDbKind())('account register (%s)', (kind) => {
  const app = useTestApp(kind);

  const register = async (client: Awaited<ReturnType<typeof app.register>>['client'], query: string) => {
    const response = await client.get(`/api/transactions?${query}`);
    expect(response.status).toBe(200);
    const rows = (await response.json()) as Row[];
    return { rows, total: response.headers.get('x-total-count'), next: response.headers.get('x-next-cursor') };
  };
  const balances = (rows: Row[]) => rows.map((row) => [row.title, row.balanceAfter, row.balanceAfterWithPending]);

  it('gives the balance after each row in ledger order, posted and with pending, across pages and filters', async () => {
    const { client } = await app.register();
    const checking = await createAccount(client, { accountName: 'Checking', startingBalance: '1000', startingBalanceAsof: '2025-10-01' });
    const savings = await createAccount(client, { accountName: 'Savings', accountType: 'savings', startingBalanceAsof: '2025-10-01' });
    await record(client, { title: 'Before start', amount: '5', type: 'income', toAccountId: checking.id, date: '2025-09-30' });
    await record(client, { title: 'Pay', amount: '500', type: 'income', toAccountId: checking.id, date: '2025-11-01' });
    await record(client, {
      title: 'Food',
      amount: '200',
      type: 'expense',
      fromAccountId: checking.id,
      date: '2025-11-02',
      posted: 'pending',
    });
    await record(client, {
      title: 'Move',
      amount: '300',
      type: 'payment',
      fromAccountId: checking.id,
      toAccountId: savings.id,
      date: '2025-11-02',
    });
    await record(client, { title: 'Coffee', amount: '4.50', type: 'expense', fromAccountId: checking.id, date: '2025-11-03' });
    // Another account's rows move nothing here.
    await record(client, { title: 'Elsewhere', amount: '99', type: 'expense', fromAccountId: savings.id, date: '2025-11-02' });

    const all = await register(client, `accountId=${checking.id}`);
    expect(balances(all.rows)).toEqual([
      ['Coffee', '1195.50', '995.50'],
      ['Move', '1200.00', '1000.00'],
      ['Food', '1500.00', '1300.00'],
      ['Pay', '1500.00', '1500.00'],
      ['Before start', null, null],
    ]);
    // The transfer raises the other side.
    expect(balances((await register(client, `accountId=${savings.id}`)).rows)).toEqual([
      ['Elsewhere', '201.00', '201.00'],
      ['Move', '300.00', '300.00'],
    ]);

    // A later page and a narrowing filter keep the balances of the whole account.
    const first = await register(client, `accountId=${checking.id}&limit=2`);
    expect(balances(first.rows)).toEqual([
      ['Coffee', '1195.50', '995.50'],
      ['Move', '1200.00', '1000.00'],
    ]);
    const second = await register(client, `accountId=${checking.id}&limit=2&cursor=${first.next}`);
    expect(balances(second.rows)).toEqual([
      ['Food', '1500.00', '1300.00'],
      ['Pay', '1500.00', '1500.00'],
    ]);
    expect(balances((await register(client, `accountId=${checking.id}&status=pending`)).rows)).toEqual([['Food', '1500.00', '1300.00']]);
    expect(balances((await register(client, `accountId=${checking.id}&startDate=2025-11-02&endDate=2025-11-02`)).rows)).toEqual([
      ['Move', '1200.00', '1000.00'],
      ['Food', '1500.00', '1300.00'],
    ]);

    // A balance edit (an adjustment) counts in its day, in the order written.
    const edited = await client.put(`/api/accounts/${checking.id}`, { balance: '2000' }, { 'X-Time-Zone': 'UTC' });
    expect(edited.status).toBe(200);
    const today = app.clock.now().toISOString().slice(0, 10);
    await record(client, { title: 'Lunch', amount: '10', type: 'expense', fromAccountId: checking.id, date: today });
    const after = await register(client, `accountId=${checking.id}&limit=2`);
    expect(balances(after.rows)).toEqual([
      ['Lunch', '1990.00', '1790.00'],
      ['Coffee', '1195.50', '995.50'],
    ]);

    // The account's counts come from its daily totals, the adjustment taken back out.
    expect((await register(client, `accountId=${checking.id}`)).total).toBe('6');
    expect((await register(client, `accountId=${checking.id}&startDate=2025-11-02&endDate=${today}`)).total).toBe('4');
    expect((await register(client, `accountId=${checking.id}&endDate=2025-11-01`)).total).toBe('2');
    expect((await register(client, `accountId=${savings.id}`)).total).toBe('2');
    const windowed = await client.get(`/api/transactions?accountId=${checking.id}&startDate=2025-11-02&endDate=2025-11-02`);
    expect(windowed.headers.get('x-total-count')).toBe('2');
    expect(windowed.headers.get('x-total-without-dates')).toBe('6');

    // Without an account: no balances.
    const plain = await register(client, 'limit=1');
    expect(plain.rows[0]).not.toHaveProperty('balanceAfter');
  });

  it('searches titles, category names and amounts (issue 24)', async () => {
    const { client } = await app.register();
    const checking = await createAccount(client, { accountName: 'Checking' });
    const groceries = await createCategory(client, 'Groceries');
    await record(client, { title: 'Whole Foods Market', amount: '86.42', type: 'expense', fromAccountId: checking.id });
    await record(client, {
      title: 'Corner shop',
      amount: '12.00',
      type: 'expense',
      fromAccountId: checking.id,
      transactionCategoryIds: [groceries.id],
    });
    await record(client, { title: 'Refund 86', amount: '86.05', type: 'income', toAccountId: checking.id });
    await record(client, { title: 'Big one', amount: '1234.50', type: 'expense', fromAccountId: checking.id });
    const titles = async (search: string) => {
      const response = await client.get(`/api/transactions?search=${encodeURIComponent(search)}`);
      expect(response.status).toBe(200);
      const rows = (await response.json()) as Row[];
      expect(response.headers.get('x-total-count')).toBe(String(rows.length));
      return rows.map((row) => row.title).sort();
    };
    expect(await titles('86.42')).toEqual(['Whole Foods Market']);
    expect(await titles('-$86.42')).toEqual(['Whole Foods Market']);
    expect(await titles('86')).toEqual(['Refund 86', 'Whole Foods Market']);
    expect(await titles('86.4')).toEqual([]);
    expect(await titles('1,234.50')).toEqual(['Big one']);
    expect(await titles('grocer')).toEqual(['Corner shop']);
    expect(await titles('12.00')).toEqual(['Corner shop']);
    expect(await titles('FOODS')).toEqual(['Whole Foods Market']);
    // Beyond any amount: only the text is searched.
    expect(await titles('9,999,999,999,999,999,999.99')).toEqual([]);
  });

  it('filters by category', async () => {
    const { client } = await app.register();
    const checking = await createAccount(client, { accountName: 'Checking' });
    const food = await createCategory(client, 'Food');
    const fun = await createCategory(client, 'Fun');
    await record(client, { title: 'Lunch', amount: '12', type: 'expense', fromAccountId: checking.id, transactionCategoryIds: [food.id] });
    await record(client, {
      title: 'Film',
      amount: '9',
      type: 'expense',
      fromAccountId: checking.id,
      transactionCategoryIds: [fun.id, food.id],
    });
    await record(client, { title: 'Bowling', amount: '20', type: 'expense', fromAccountId: checking.id, transactionCategoryIds: [fun.id] });
    const { rows, total } = await register(client, `categoryId=${food.id}`);
    expect(rows.map((row) => row.title)).toEqual(['Film', 'Lunch']);
    expect(total).toBe('2');
    expect((await client.get('/api/transactions?categoryId=nope')).status).toBe(400);

    // "N in this window of M": with a date bound, the count at any date comes beside the total.
    const today = app.clock.now().toISOString().slice(0, 10);
    await record(client, { title: 'Old lunch', amount: '7', type: 'expense', fromAccountId: checking.id, date: '2025-01-05' });
    const windowed = await client.get(`/api/transactions?startDate=${today}&endDate=${today}&categoryId=${food.id}`);
    expect(windowed.headers.get('x-total-count')).toBe('2');
    expect(windowed.headers.get('x-total-without-dates')).toBe('2');
    const everything = await client.get(`/api/transactions?startDate=${today}&endDate=${today}`);
    expect(everything.headers.get('x-total-count')).toBe('3');
    expect(everything.headers.get('x-total-without-dates')).toBe('4');
    expect((await client.get('/api/transactions')).headers.get('x-total-without-dates')).toBeNull();
  });
});
