import { addDays } from '@life/domain';
import { oneTestDbKind } from '@life/infra/testing/test-db';
import { describe, expect, it } from 'vitest';
import type { TestClient, TestResponse } from '../testing/test-app';
import { createCategory, useTestApp } from '../testing/route-test';

const UTC = { 'X-Time-Zone': 'UTC' };

/**
 * ?asOf= on the money reads (issue 10): answers at moments between writes against hand-written
 * expectations, the back-dated case, and "as of now" equal to the live answers.
 */
describe.each(oneTestDbKind())('asOf on the money reads (%s)', (kind) => {
  const app = useTestApp(kind, { recurringGeneration: false });

  /** A client whose reads wait for its last write (X-Min-Position), asOf reads included. */
  function tracked(client: TestClient) {
    let position = '';
    const write = async (response: Promise<TestResponse>, status: number) => {
      const answer = await response;
      if (answer.status !== status) throw new Error(`${answer.status} ${await answer.text()}`);
      position = answer.headers.get('X-Position') ?? position;
      return answer.status === 204 ? undefined : ((await answer.json()) as { id: string });
    };
    const headers = () => ({ ...UTC, ...(position ? { 'X-Min-Position': position } : {}) });
    return {
      post: (path: string, body: unknown) => write(client.post(path, body, UTC), 201),
      put: (path: string, body: unknown) => write(client.put(path, body, UTC), 200),
      patch: (path: string, body: unknown) => write(client.patch(path, body, UTC), 200),
      delete: (path: string) => write(client.delete(path, UTC), 204),
      get: async (path: string, asOf?: string) => {
        const separator = path.includes('?') ? '&' : '?';
        const response = await client.get(asOf ? `${path}${separator}asOf=${encodeURIComponent(asOf)}` : path, headers());
        if (response.status !== 200) throw new Error(`${path}: ${response.status} ${await response.text()}`);
        return { body: (await response.json()) as unknown, total: response.headers.get('X-Total-Count') };
      },
    };
  }

  /** The moment now, then a minute passes: writes after it are not known "as of" it. */
  const moment = () => {
    const at = app.clock.now().toISOString();
    app.clock.advance(60_000);
    return at;
  };

  it('answers create → edit → status flip → delete as they were at each moment in between', async () => {
    const { client } = await app.register();
    const api = tracked(client);
    const beforeAll = moment();
    const checking = (await api.post('/api/accounts', {
      accountName: 'Checking',
      accountType: 'checking',
      startingBalance: '100',
      startingBalanceAsOf: '2026-01-01',
    }))!;
    const afterAccount = moment();
    const lunch = (await api.post('/api/transactions', {
      title: 'Lunch',
      amount: '10',
      type: 'expense',
      fromAccountId: checking.id,
      date: '2026-11-10',
      posted: 'pending',
    }))!;
    const afterCreate = moment();
    await api.put(`/api/transactions/${lunch.id}`, { title: 'Team lunch', amount: '25' });
    const afterEdit = moment();
    await api.patch(`/api/transactions/${lunch.id}/status`, { posted: 'posted' });
    const afterFlip = moment();
    await api.delete(`/api/transactions/${lunch.id}`);
    const afterDelete = moment();
    // Recorded later: known at none of the moments above. With them, the early moments are summed from
    // the versions known then and the later ones from now less what came after (routeAt): both ways are checked.
    for (const title of ['Later 1', 'Later 2', 'Later 3']) {
      await api.post('/api/transactions', { title, amount: '1', type: 'income', toAccountId: checking.id, date: '2026-11-11' });
    }

    const list = async (asOf: string) =>
      ((await api.get('/api/transactions', asOf)).body as Array<{ title: string; amount: string; posted: string }>).map(
        ({ title, amount, posted }) => [title, amount, posted],
      );
    expect(await list(beforeAll)).toEqual([]);
    expect(await list(afterAccount)).toEqual([]);
    expect(await list(afterCreate)).toEqual([['Lunch', '-10.00', 'pending']]);
    expect(await list(afterEdit)).toEqual([['Team lunch', '-25.00', 'pending']]);
    expect(await list(afterFlip)).toEqual([['Team lunch', '-25.00', 'posted']]);
    expect(await list(afterDelete)).toEqual([]);

    const balances = async (asOf: string) =>
      ((await api.get('/api/accounts', asOf)).body as Array<{ accountName: string; balance: string; balanceAll: string }>).map(
        ({ accountName, balance, balanceAll }) => [accountName, balance, balanceAll],
      );
    expect(await balances(beforeAll)).toEqual([]);
    expect(await balances(afterAccount)).toEqual([['Checking', '100.00', '100.00']]);
    expect(await balances(afterCreate)).toEqual([['Checking', '100.00', '90.00']]);
    expect(await balances(afterEdit)).toEqual([['Checking', '100.00', '75.00']]);
    expect(await balances(afterFlip)).toEqual([['Checking', '75.00', '75.00']]);
    expect(await balances(afterDelete)).toEqual([['Checking', '100.00', '100.00']]);

    const range = async (asOf: string) =>
      (await api.get('/api/account-balances/2026-11-01/2026-11-30', asOf)).body as Array<{ endBalancePosted: string }>;
    expect((await range(afterEdit)).map((row) => row.endBalancePosted)).toEqual(['100.00']);
    expect((await range(afterFlip)).map((row) => row.endBalancePosted)).toEqual(['75.00']);

    const summary = async (asOf: string) =>
      (await api.get('/api/money/summary?month=2026-11', asOf)).body as { monthTotals: { expenses: string } };
    expect((await summary(afterEdit)).monthTotals).toMatchObject({ expenses: '25.00' });
    expect((await summary(afterDelete)).monthTotals).toMatchObject({ expenses: '0.00' });

    // A moment after the server's now is answered as now.
    const future = `${addDays(app.clock.now().toISOString().slice(0, 10), 3)}T00:00:00Z`;
    expect((await list(future)).map(([title]) => title)).toEqual(['Later 3', 'Later 2', 'Later 1']);
    expect(await balances(future)).toEqual([['Checking', '103.00', '103.00']]);
  });

  it('leaves out a transaction recorded today but dated last month as of yesterday', async () => {
    const { client } = await app.register();
    const api = tracked(client);
    const account = (await api.post('/api/accounts', { accountName: 'Wallet', accountType: 'other', startingBalanceAsOf: '2020-01-01' }))!;
    const now = app.clock.now();
    const yesterday = new Date(now.getTime() - 24 * 3600_000).toISOString();
    const lastMonth = addDays(now.toISOString().slice(0, 10), -31);
    await api.post('/api/transactions', {
      title: 'Late receipt',
      amount: '7',
      type: 'expense',
      fromAccountId: account.id,
      date: lastMonth,
    });
    const titles = async (asOf: string, query = '') =>
      ((await api.get(`/api/transactions${query}`, asOf)).body as Array<{ title: string }>).map((row) => row.title);
    expect(await titles(yesterday)).toEqual([]);
    expect(await titles(yesterday, `?startDate=${lastMonth}&endDate=${lastMonth}`)).toEqual([]);
    expect(await titles(app.clock.now().toISOString())).toEqual(['Late receipt']);
  });

  it('answers as of now exactly what the live reads answer', async () => {
    const { client } = await app.register();
    const api = tracked(client);
    const checking = (await api.post('/api/accounts', {
      accountName: 'Checking',
      accountType: 'checking',
      startingBalance: '1000',
      startingBalanceAsOf: '2026-01-01',
    }))!;
    const savings = (await api.post('/api/accounts', { accountName: 'Savings', accountType: 'savings', isPrimary: true }))!;
    const card = (await api.post('/api/accounts', { accountName: 'Card', accountType: 'credit_card', creditLimit: '500' }))!;
    await api.put(`/api/accounts/${checking.id}`, { isPrimary: true, description: 'Main' });
    const food = await createCategory(client, 'Food');
    const salary = await createCategory(client, 'Salary', 'Income');
    const rent = await createCategory(client, 'Rent', 'Expense - Fixed');
    await api.put(`/api/expense-types/${food.id}`, { transactionCategory: 'Groceries' });
    const ids: string[] = [];
    for (let i = 0; i < 12; i++) {
      const day = `2026-${String(9 + (i % 3)).padStart(2, '0')}-${String(1 + i).padStart(2, '0')}`;
      const body =
        i % 3 === 0
          ? { title: `Pay ${i}`, amount: `${100 + i}.50`, type: 'income', toAccountId: checking.id, transactionCategoryIds: [salary.id] }
          : i % 3 === 1
            ? {
                title: `Shop ${i}`,
                amount: `${10 + i}`,
                type: 'expense',
                fromAccountId: card.id,
                transactionCategoryIds: [food.id, rent.id],
              }
            : { title: `Move ${i}`, amount: `${20 + i}`, type: 'payment', fromAccountId: checking.id, toAccountId: savings.id };
      ids.push((await api.post('/api/transactions', { ...body, date: day, posted: i % 4 === 0 ? 'pending' : 'posted' }))!.id);
    }
    await api.put(`/api/transactions/${ids[1]}`, { amount: '99.99', date: '2026-11-20' });
    await api.patch(`/api/transactions/${ids[2]}/status`, { posted: 'pending' });
    await api.delete(`/api/transactions/${ids[3]}`);
    await api.put(`/api/accounts/${savings.id}`, { balance: '1234.56' });
    await api.post('/api/expense-types', { transactionCategory: 'Gone', transactionType: 'Expense - Variable' });
    await api.delete(`/api/expense-types/${rent.id}`);
    app.clock.advance(1000);
    const now = app.clock.now().toISOString();

    for (const path of [
      '/api/accounts',
      '/api/transactions',
      '/api/transactions?limit=5',
      `/api/transactions?accountId=${checking.id}`,
      '/api/transactions?startDate=2026-10-01&endDate=2026-10-31&status=posted',
      '/api/transactions?transactionType=expense&search=shop',
      '/api/money/summary?month=2026-10',
      '/api/money/summary?month=2026-11',
      '/api/account-balances/2026-09-15/2026-10-15',
      '/api/expense-types',
      '/api/transaction-categories',
    ]) {
      const live = await api.get(path);
      // Live reads wait only for their own projections; the asOf read waits for money-history.
      expect(await api.get(path, now), path).toEqual(live);
    }
    // The cursor pages the same way.
    const first = await client.get(`/api/transactions?limit=4&asOf=${now}`, UTC);
    const cursor = first.headers.get('X-Next-Cursor')!;
    const second = (await (await client.get(`/api/transactions?limit=4&cursor=${cursor}&asOf=${now}`, UTC)).json()) as unknown;
    expect(second).toEqual((await api.get(`/api/transactions?limit=4&cursor=${cursor}`)).body);
  });

  it('lists the balance adjustments known at a moment; usage (what a deletion takes now) refuses asOf', async () => {
    const { client } = await app.register();
    const api = tracked(client);
    const beforeAccount = moment();
    const account = (await api.post('/api/accounts', { accountName: 'Main', accountType: 'checking', startingBalance: '100' }))!;
    const beforeAdjustment = moment();
    await api.put(`/api/accounts/${account.id}`, { balance: '150.00' });
    const afterAdjustment = moment();
    const adjustments = async (asOf: string) =>
      ((await api.get(`/api/accounts/${account.id}/adjustments`, asOf)).body as { amount: string }[]).map((row) => row.amount);
    expect(await adjustments(beforeAdjustment)).toEqual([]);
    expect(await adjustments(afterAdjustment)).toEqual(['50.00']);
    // Not yet opened at that moment: as unknown as another user's account.
    expect((await client.get(`/api/accounts/${account.id}/adjustments?asOf=${beforeAccount}`, UTC)).status).toBe(404);
    const usage = await client.get(`/api/accounts/${account.id}/usage?asOf=${afterAdjustment}`, UTC);
    expect(usage.status).toBe(400);
    expect(await usage.json()).toMatchObject({ fields: { asOf: expect.stringContaining('now') } });
  });

  it('refuses a malformed or too early asOf, and asOf with changedSince', async () => {
    const { client } = await app.register();
    for (const asOf of ['2026-11-21', '2026-11-21T14:03:00', '2026-02-30T00:00:00Z', 'yesterday', '2026-11-21T24:00:00Z']) {
      const response = await client.get(`/api/accounts?asOf=${encodeURIComponent(asOf)}`);
      expect(response.status, asOf).toBe(400);
      expect(await response.json()).toMatchObject({ fields: { asOf: expect.stringContaining('ISO 8601') } });
    }
    const early = await client.get('/api/money/summary?asOf=1900-12-31T23:59:59Z');
    expect(await early.json()).toMatchObject({ fields: { asOf: 'asOf must be on or after 1901-01-01' } });
    const offset = await client.get(`/api/accounts?asOf=${encodeURIComponent('2026-11-21T14:03:00+01:00')}`);
    expect(offset.status).toBe(200);
    const both = await client.get('/api/transactions?asOf=2026-11-21T14:03:00Z&changedSince=00000000000000000001-00000000000000000001');
    expect(both.status).toBe(400);
    expect(await both.json()).toMatchObject({ fields: { asOf: 'asOf cannot be combined with changedSince' } });
    const dashboard = await client.get('/api/dashboard?asOf=2026-11-21T14:03');
    expect(await dashboard.json()).toMatchObject({ fields: { asOf: expect.stringContaining('ISO 8601') } });
  });
});
