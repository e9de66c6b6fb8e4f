import { randomUUID } from 'node:crypto';
import type { RecordHistoryJson } from '@life/domain';
import { oneTestDbKind } from '@life/infra/testing/test-db';
import { describe, expect, it } from 'vitest';
import { positionOf } from '../testing/position-tokens';
import { createAccount, createCategory, record, useTestApp } from '../testing/route-test';

const entry = (label: string, changes: unknown[], more: Record<string, unknown> = {}) => ({
  position: expect.any(String),
  at: expect.any(String),
  actor: { via: 'web' },
  you: true,
  requestId: expect.any(String),
  type: expect.any(String),
  label,
  changes,
  ...more,
});

describe.each(oneTestDbKind())('GET /api/history/:kind/:id (%s)', (kind) => {
  const app = useTestApp(kind);

  it('a transaction: create → edit → status flip (through an API token) → delete, oldest first', async () => {
    const { client, user } = await app.register();
    const checking = await createAccount(client, { accountName: 'Checking' });
    const food = await createCategory(client, 'Food');
    const created = await record(client, {
      title: 'Groceries',
      amount: '12.00',
      type: 'expense',
      fromAccountId: checking.id,
      transactionCategoryIds: [food.id],
      date: '2026-11-20',
    });
    expect((await client.put(`/api/transactions/${created.id}`, { amount: '15.00' })).status).toBe(200);
    const token = (await (await client.post('/api/auth/tokens', { name: 'Import script' })).json()) as { id: string; token: string };
    const flip = await app
      .client()
      .patch(`/api/transactions/${created.id}/status`, { posted: 'pending' }, { Authorization: `Bearer ${token.token}` });
    expect(flip.status).toBe(200);
    expect((await client.delete(`/api/transactions/${created.id}`)).status).toBe(204);

    const response = await client.get(`/api/history/transaction/${created.id}`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as RecordHistoryJson;
    expect(body).toEqual({
      kind: 'transaction',
      id: created.id,
      entries: [
        entry(
          'Created',
          [
            { field: 'title', label: 'Description', before: null, after: 'Groceries' },
            { field: 'type', label: 'Type', before: null, after: 'Expense' },
            { field: 'amount', label: 'Amount', before: null, after: '12.00', format: 'money' },
            { field: 'date', label: 'Date', before: null, after: '2026-11-20' },
            { field: 'status', label: 'Status', before: null, after: 'Posted' },
            { field: 'fromAccountId', label: 'From account', before: null, after: checking.id, ref: 'account' },
            { field: 'transactionCategoryIds', label: 'Categories', before: null, after: food.id, ref: 'categories' },
          ],
          { type: 'TransactionRecorded' },
        ),
        entry('Amount changed', [{ field: 'amount', label: 'Amount', before: '12.00', after: '15.00', format: 'money' }], {
          type: 'TransactionUpdated',
        }),
        entry('Status changed', [{ field: 'status', label: 'Status', before: 'Posted', after: 'Pending' }], {
          type: 'TransactionStatusChanged',
          actor: { via: 'token', tokenId: token.id, tokenName: 'Import script' },
        }),
        entry('Deleted', [], { type: 'TransactionDeleted' }),
      ],
    });
    // Positions are tokens (issue 22): what they hold orders the entries.
    const positions = body.entries.map((e) => positionOf(app, user.id, e.position)!);
    expect(positions.every(Boolean)).toBe(true);
    expect([...positions].sort()).toEqual(positions);
    expect(new Set(body.entries.map((e) => e.requestId)).size).toBe(4);
    expect(body.entries[0]?.at).toBe(new Date(body.entries[0]!.at).toISOString());
  });

  it('an account inside the book: create → edit → deactivate → delete; its neighbours stay out', async () => {
    const { client } = await app.register();
    const account = await createAccount(client, {
      accountName: 'Savings',
      accountType: 'savings',
      startingBalance: '100.00',
      startingBalanceAsOf: '2026-01-01',
    });
    await createAccount(client, { accountName: 'Other' });
    expect((await client.put(`/api/accounts/${account.id}`, { accountName: 'Rainy day', startingBalance: '125.50' })).status).toBe(200);
    expect((await client.put(`/api/accounts/${account.id}`, { isActive: false })).status).toBe(200);
    expect((await client.delete(`/api/accounts/${account.id}`)).status).toBe(204);

    const body = (await (await client.get(`/api/history/account/${account.id}`)).json()) as RecordHistoryJson;
    expect(body.entries.map(({ label, type, changes }) => ({ label, type, changes }))).toEqual([
      {
        label: 'Created',
        type: 'AccountOpened',
        changes: [
          { field: 'accountName', label: 'Name', before: null, after: 'Savings' },
          { field: 'accountType', label: 'Type', before: null, after: 'Savings' },
          { field: 'startingBalance', label: 'Starting balance', before: null, after: '100.00', format: 'money' },
          { field: 'startingBalanceAsOf', label: 'Starting balance as of', before: null, after: '2026-01-01' },
          { field: 'color', label: 'Color', before: null, after: expect.any(String) },
          { field: 'isActive', label: 'Active', before: null, after: 'Yes' },
          { field: 'isPrimary', label: 'Primary', before: null, after: 'No' },
        ],
      },
      {
        label: 'Edited',
        type: 'AccountUpdated',
        changes: [
          { field: 'accountName', label: 'Name', before: 'Savings', after: 'Rainy day' },
          { field: 'startingBalance', label: 'Starting balance', before: '100.00', after: '125.50', format: 'money' },
        ],
      },
      { label: 'Active changed', type: 'AccountUpdated', changes: [{ field: 'isActive', label: 'Active', before: 'Yes', after: 'No' }] },
      { label: 'Deleted', type: 'AccountDeleted', changes: [] },
    ]);
  });

  it('text comes back as data, exactly as typed (the web renders it as text)', async () => {
    const { client } = await app.register();
    const checking = await createAccount(client, { accountName: '<b>Bold</b>' });
    const title = '<img src=x onerror=alert(1)>';
    const created = await record(client, { title, amount: '1.00', type: 'expense', fromAccountId: checking.id });
    const response = await client.get(`/api/history/transaction/${created.id}`);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const body = (await response.json()) as RecordHistoryJson;
    expect(body.entries[0]?.changes[0]).toEqual({ field: 'title', label: 'Description', before: null, after: title });
  });

  it('another user’s record, an unknown id, a wrong kind and a malformed id are 404; no credentials 401', async () => {
    const owner = await app.register();
    const other = await app.register();
    const checking = await createAccount(owner.client, { accountName: 'Mine' });
    const category = await createCategory(owner.client, 'Mine');
    const created = await record(owner.client, { title: 'Mine', amount: '1.00', type: 'expense', fromAccountId: checking.id });
    for (const path of [
      `/api/history/transaction/${created.id}`,
      `/api/history/account/${checking.id}`,
      `/api/history/category/${category.id}`,
      `/api/history/transaction/${randomUUID()}`,
      `/api/history/account/${randomUUID()}`,
      `/api/history/goal/${created.id}`,
      `/api/history/transactions/${created.id}`,
      `/api/history/user/${owner.user.id}`,
      '/api/history/transaction/not-a-uuid',
    ]) {
      const response = await other.client.get(path);
      expect(response.status, path).toBe(404);
      expect(await response.json()).toEqual({ error: 'Record not found' });
    }
    // The owner's account id is not a transaction, nor a category.
    expect((await owner.client.get(`/api/history/transaction/${checking.id}`)).status).toBe(404);
    expect((await owner.client.get(`/api/history/category/${checking.id}`)).status).toBe(404);
    expect((await app.client().get(`/api/history/transaction/${created.id}`)).status).toBe(401);
  });

  it('recurring transactions, schedules, goals, workouts, meals and grocery items have histories too', async () => {
    const { client } = await app.register();
    const checking = await createAccount(client, { accountName: 'Checking' });
    const created = async (path: string, body: Record<string, unknown>) => {
      const response = await client.post(path, body);
      expect(response.status, path).toBe(201);
      return ((await response.json()) as { id: string }).id;
    };
    const recurringId = await created('/api/recurring-transactions', {
      title: 'Rent',
      amount: '900.00',
      type: 'expense',
      fromAccountId: checking.id,
      frequency: 'monthly',
      startDate: '2026-01-01',
      endDate: '2026-03-31',
    });
    const ids = {
      'recurring-transaction': recurringId,
      schedule: await created('/api/schedules', { name: 'Pay', frequency: 'monthly', startDate: '2026-01-01', endDate: '2026-12-31' }),
      goal: await created('/api/goals', { title: 'Run', category: 'Health' }),
      workout: await created('/api/workouts', { name: 'Legs', type: 'strength', duration: 30 }),
      meal: await created('/api/meals', { name: 'Oats', type: 'breakfast', calories: 350 }),
      'grocery-item': await created('/api/grocery-items', { name: 'Milk' }),
    };
    for (const [kind, id] of Object.entries(ids)) {
      const response = await client.get(`/api/history/${kind}/${id}`);
      expect(response.status, kind).toBe(200);
      const body = (await response.json()) as RecordHistoryJson;
      expect(body.entries[0]?.label, kind).toMatch(/^(Created|Added)$/);
    }
    const recurring = (await (await client.get(`/api/history/recurring-transaction/${recurringId}`)).json()) as RecordHistoryJson;
    expect(recurring.entries.at(-1)).toMatchObject({ type: 'RecurringOccurrencesGenerated', actor: { via: 'worker' }, you: false });
  });
});

describe.each(oneTestDbKind())('POST /api/history/transaction/:id/restore (%s)', (kind) => {
  const app = useTestApp(kind);

  it('goes back to an earlier version with one more update, never rewriting the log', async () => {
    const { client } = await app.register();
    const checking = await createAccount(client, { accountName: 'Checking' });
    const created = await record(client, {
      title: 'Lunch',
      amount: '12.00',
      type: 'expense',
      fromAccountId: checking.id,
      date: '2026-11-20',
    });
    await client.put(`/api/transactions/${created.id}`, { amount: '15.00', title: 'Team lunch' });
    const before = (await (await client.get(`/api/history/transaction/${created.id}`)).json()) as RecordHistoryJson;
    expect(before.entries.map((e) => e.restorable ?? false)).toEqual([true, false]);

    const restored = await client.post(`/api/history/transaction/${created.id}/restore`, { position: before.entries[0]!.position });
    expect(restored.status).toBe(200);
    expect(await restored.json()).toMatchObject({ id: created.id, title: 'Lunch', amount: '-12.00', date: '2026-11-20' });

    const after = (await (await client.get(`/api/history/transaction/${created.id}`)).json()) as RecordHistoryJson;
    // The same entries (their position tokens are fresh for each answer).
    const untokened = (entries: RecordHistoryJson['entries']) => entries.map((e) => ({ ...e, position: undefined }));
    expect(untokened(after.entries.slice(0, 2))).toEqual(untokened(before.entries).map((e) => ({ ...e, restorable: true })));
    expect(after.entries[2]).toMatchObject({
      type: 'TransactionUpdated',
      label: 'Edited',
      changes: [
        { field: 'title', before: 'Team lunch', after: 'Lunch' },
        { field: 'amount', before: '15.00', after: '12.00' },
      ],
    });
  });

  it('refuses an unknown position (400), a deleted transaction (404) and another user’s (404)', async () => {
    const owner = await app.register();
    const other = await app.register();
    const checking = await createAccount(owner.client, { accountName: 'Checking' });
    const created = await record(owner.client, { title: 'Lunch', amount: '12.00', type: 'expense', fromAccountId: checking.id });
    await owner.client.put(`/api/transactions/${created.id}`, { amount: '15.00' });
    const { entries } = (await (await owner.client.get(`/api/history/transaction/${created.id}`)).json()) as RecordHistoryJson;
    const path = `/api/history/transaction/${created.id}/restore`;

    const unknown = await owner.client.post(path, { position: 'nowhere' });
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toMatchObject({ fields: { position: 'No such version of this transaction' } });
    // The raw position inside the entry's token is no token: it names no version either.
    const raw = await owner.client.post(path, { position: positionOf(app, owner, entries[0]!.position) });
    expect(raw.status).toBe(400);
    expect(await raw.json()).toMatchObject({ fields: { position: 'No such version of this transaction' } });
    expect(await (await owner.client.post(path, { position: '' })).json()).toMatchObject({
      fields: { position: 'Choose a version to restore' },
    });
    // Without a position it is an undelete: a live transaction is not deleted.
    expect((await owner.client.post(path, {})).status).toBe(409);
    expect((await other.client.post(path, { position: entries[0]!.position })).status).toBe(404);

    expect((await owner.client.delete(`/api/transactions/${created.id}`)).status).toBe(204);
    expect((await owner.client.post(path, { position: entries[0]!.position })).status).toBe(404);
    const history = (await (await owner.client.get(`/api/history/transaction/${created.id}`)).json()) as RecordHistoryJson;
    expect(history.entries.some((e) => e.restorable)).toBe(false);
  });
});
