import { oneTestDbKind } from '@life/infra/testing/test-db';
import { describe, expect, it } from 'vitest';
import { accountBookStreamId } from '@life/domain';
import { apiSpec, DELETE, expectNewEvents, POST, PUT } from '../testing/api-spec';
import { useTestApp } from '../testing/route-test';
import type { TestClient } from '../testing/test-app';

describe.each(oneTestDbKind())('accounts (%s)', (kind) => {
  const app = useTestApp(kind);

  const create = async (client: TestClient, body: Record<string, unknown>) => {
    const response = await client.post('/api/accounts', body);
    expect(response.status).toBe(201);
    return response.json();
  };

  it('creates with the SPEC defaults and lists with the derived balance', async () => {
    const { client } = await app.register();
    const response = await client.post('/api/accounts', { accountName: ' Everyday ', accountType: 'checking' });
    expect(response.status).toBe(201);
    expect(response.headers.get('x-position')).toBeTruthy();
    const account = await response.json();
    expect(account).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      accountName: 'Everyday',
      accountType: 'checking',
      balance: '0.00',
      balanceAll: '0.00',
      startingBalance: '0.00',
      startingBalanceAsof: '2025-10-01',
      creditLimit: null,
      description: '',
      color: '#3B82F6',
      isActive: true,
      isPrimary: false,
      createdAt: expect.stringMatching(/Z$/),
      updatedAt: account.createdAt,
    });
    expect(await (await client.get('/api/accounts')).json()).toEqual([account]);

    const savings = await create(client, {
      accountName: 'Rainy day',
      accountType: 'savings',
      startingBalance: '1,000.50',
      startingBalanceAsof: '2025-01-01',
    });
    expect(savings).toMatchObject({ color: '#10B981', balance: '1000.50', startingBalance: '1000.50', startingBalanceAsof: '2025-01-01' });
    const card = await create(client, { accountName: 'Visa', accountType: 'credit_card', startingBalance: -250, creditLimit: '5000' });
    expect(card).toMatchObject({ color: '#EF4444', balance: '-250.00', creditLimit: '5000.00' });
    expect((await (await client.get('/api/accounts')).json()).map((a: { id: string }) => a.id)).toEqual([account.id, savings.id, card.id]);
  });

  it('measures a balance edit against every write so far, even when the read model lags and no X-Min-Position is sent', async () => {
    const { client } = await app.register();
    const account = await create(client, { accountName: 'Main', accountType: 'checking', startingBalance: '100' });
    await app.projector.pause(); // hold the read models back
    const bulk = await client.post('/api/transactions/bulk', {
      transactions: [{ title: 'Groceries', amount: '30', type: 'expense', fromAccountId: account.id, date: '2025-11-01' }],
    });
    expect(bulk.status).toBe(201);
    const editing = client.put(`/api/accounts/${account.id}`, { balance: '500.00' });
    await new Promise((resolve) => setTimeout(resolve, 200));
    await app.projector.resume();
    const edited = await editing;
    expect(edited.status).toBe(200);
    // Had the edit used the stale 100.00, the adjustment would be +400 and the balance 470.00.
    expect(await edited.json()).toMatchObject({ balance: '500.00' });
    const adjustments = await (await client.get(`/api/accounts/${account.id}/adjustments`)).json();
    expect(adjustments).toMatchObject([{ amount: '430.00', previousBalance: '70.00', newBalance: '500.00' }]);
  });

  it('records an entered current balance as a balance adjustment', async () => {
    const { client } = await app.register();
    const account = await create(client, { accountName: 'Main', accountType: 'checking', startingBalance: '500', balance: '650.25' });
    expect(account).toMatchObject({ startingBalance: '500.00', balance: '650.25' });

    const edited = await client.put(`/api/accounts/${account.id}`, { balance: '600.00' });
    expect(edited.status).toBe(200);
    expect(await edited.json()).toMatchObject({ balance: '600.00', startingBalance: '500.00' });
    // An unchanged balance field is not an edit.
    const same = await client.put(`/api/accounts/${account.id}`, { balance: '600', description: 'Bills' });
    expect(await same.json()).toMatchObject({ balance: '600.00', description: 'Bills' });

    const history = await (await client.get(`/api/accounts/${account.id}/adjustments`)).json();
    expect(history).toEqual([
      expect.objectContaining({
        title: 'Balance adjustment',
        amount: '-50.25',
        previousBalance: '650.25',
        newBalance: '600.00',
        accountId: account.id,
      }),
      expect.objectContaining({ title: 'Balance adjustment', amount: '150.25', previousBalance: '500.00', newBalance: '650.25' }),
    ]);
    expect(history[0].date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('dates adjustments by the X-Time-Zone day', async () => {
    const { client } = await app.register();
    const now = app.clock.now();
    const zone = 'Pacific/Kiritimati'; // UTC+14: often already tomorrow
    const expected = new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(now);
    const account = await create(client, { accountName: 'Far', accountType: 'other' });
    const response = await client.put(`/api/accounts/${account.id}`, { balance: '10' }, { 'X-Time-Zone': zone });
    expect(response.status).toBe(200);
    const [adjustment] = await (await client.get(`/api/accounts/${account.id}/adjustments`)).json();
    expect(adjustment.date).toBe(expected);
    // Asked for in UTC, a balance dated "tomorrow" is not in today's balance yet.
    const utcToday = now.toISOString().slice(0, 10);
    const [listed] = await (await client.get('/api/accounts', { 'X-Time-Zone': 'UTC' })).json();
    expect(listed.balance).toBe(expected > utcToday ? '0.00' : '10.00');
    const [local] = await (await client.get('/api/accounts', { 'X-Time-Zone': zone })).json();
    expect(local.balance).toBe('10.00');
  });

  it('keeps exactly one primary account', async () => {
    const { client } = await app.register();
    const a = await create(client, { accountName: 'A', accountType: 'checking', isPrimary: true });
    const b = await create(client, { accountName: 'B', accountType: 'savings', isPrimary: true });
    expect(b.isPrimary).toBe(true);
    const primaries = async () =>
      (await (await client.get('/api/accounts')).json())
        .filter((x: { isPrimary: boolean }) => x.isPrimary)
        .map((x: { accountName: string }) => x.accountName);
    expect(await primaries()).toEqual(['B']);
    expect(await (await client.put(`/api/accounts/${a.id}`, { isPrimary: true })).json()).toMatchObject({ isPrimary: true });
    expect(await primaries()).toEqual(['A']);
    expect((await client.put(`/api/accounts/${a.id}`, { isPrimary: false })).status).toBe(200);
    expect(await primaries()).toEqual([]);
    await client.put(`/api/accounts/${b.id}`, { isPrimary: true });
    const deleted = await client.delete(`/api/accounts/${b.id}`);
    expect(deleted.status).toBe(204);
    expect(deleted.headers.get('x-position')).toBeTruthy();
    const list = await (await client.get('/api/accounts', { 'X-Min-Position': deleted.headers.get('x-position')! })).json();
    expect(list.map((x: { accountName: string; isPrimary: boolean }) => [x.accountName, x.isPrimary])).toEqual([['A', false]]);
  });

  it('answers 400 with the field messages', async () => {
    const { client } = await app.register();
    const empty = await client.post('/api/accounts', {});
    expect(empty.status).toBe(400);
    expect(await empty.json()).toEqual({
      error: 'Account name is required',
      fields: { accountName: 'Account name is required', accountType: 'Account type is required' },
    });
    const card = await client.post('/api/accounts', { accountName: 'Visa', accountType: 'credit_card', balance: 'lots' });
    expect(await card.json()).toEqual({
      error: 'Balance must be a valid number',
      fields: { balance: 'Balance must be a valid number', creditLimit: 'Credit limit is required for credit card and loan accounts' },
    });
    const type = await client.post('/api/accounts', { accountName: 'X', accountType: 'piggy bank', startingBalance: '1.234' });
    expect((await type.json()).fields).toEqual({
      accountType: 'Account type must be one of checking, savings, credit_card, investment, loan / line of credit, other',
      startingBalance: 'Starting balance can have at most 2 decimal places',
    });
    const wrongJson = await client.post('/api/accounts', { accountName: 5, accountType: 'checking' });
    expect(wrongJson.status).toBe(400);
  });

  it('refuses what the read models cannot hold with 400: days outside 1901-2099, control characters, a balance jump beyond decimal(10,2)', async () => {
    const { client } = await app.register();
    const outOfRange = 'Date must be between 1901-01-01 and 2099-12-31';
    const early = await client.post('/api/accounts', { accountName: 'Old', accountType: 'checking', startingBalanceAsof: '0000-01-01' });
    expect(early.status).toBe(400);
    expect(await early.json()).toEqual({ error: outOfRange, fields: { startingBalanceAsOf: outOfRange } });
    const named = await client.post('/api/accounts', { accountName: 'Old\u001b', accountType: 'checking', description: 'a\u0007' });
    expect(await named.json()).toEqual({
      error: 'Account name must not contain control characters',
      fields: {
        accountName: 'Account name must not contain control characters',
        description: 'Description must not contain control characters',
      },
    });
    const account = await create(client, { accountName: 'Loan', accountType: 'other', startingBalance: '-99999999.99' });
    const jump = await client.put(`/api/accounts/${account.id}`, { balance: '99999999.99' });
    expect(jump.status).toBe(400);
    expect(await jump.json()).toEqual({
      error: 'Balance can change by less than 100,000,000 at once',
      fields: { balance: 'Balance can change by less than 100,000,000 at once' },
    });
    expect(
      (await (await client.get('/api/accounts')).json()).map((a: { accountName: string; balance: string }) => [a.accountName, a.balance]),
    ).toEqual([['Loan', '-99999999.99']]);
  });

  it("answers 404 for unknown, malformed and other users' accounts", async () => {
    const a = await app.register();
    const b = await app.register();
    const account = await create(a.client, { accountName: 'Private', accountType: 'checking' });
    expect((await b.client.put(`/api/accounts/${account.id}`, { accountName: 'Mine now' })).status).toBe(404);
    expect((await b.client.put(`/api/accounts/${account.id}`, { balance: '1' })).status).toBe(404);
    expect((await b.client.delete(`/api/accounts/${account.id}`)).status).toBe(404);
    expect((await b.client.get(`/api/accounts/${account.id}/adjustments`)).status).toBe(404);
    expect((await a.client.delete('/api/accounts/nope')).status).toBe(404);
    expect(await (await b.client.get('/api/accounts')).json()).toEqual([]);
    expect((await a.client.delete(`/api/accounts/${account.id}`)).status).toBe(204);
    expect((await a.client.put(`/api/accounts/${account.id}`, { accountName: 'Back' })).status).toBe(404);
  });

  it('pins the events each account write appends (create, primary, edit, balance adjustment, delete)', async () => {
    const user = await app.register();
    const book = accountBookStreamId(user.user.id);
    const spec = apiSpec(app).given(user);
    const first = await spec
      .when(
        POST('/api/accounts', {
          accountName: ' Everyday ',
          accountType: 'checking',
          startingBalance: '12.30',
          startingBalanceAsof: '2025-01-01',
          isPrimary: true,
        }),
      )
      .then(201);
    const account = first.body;
    const fields = {
      accountId: account.id,
      accountName: 'Everyday',
      accountType: 'checking',
      startingBalanceCents: 1230,
      startingBalanceAsOf: '2025-01-01',
      creditLimitCents: null,
      description: '',
      color: '#3B82F6',
      isActive: true,
    } as const;
    expectNewEvents([
      { streamId: book, type: 'AccountOpened', data: { ...fields, userId: user.user.id } },
      { streamId: book, type: 'AccountMadePrimary', data: { accountId: account.id, previousPrimaryId: null } },
    ])(first);
    // The expected events name the id the server generated, so they are checked on the outcome.
    const created = await spec
      .when(
        POST('/api/accounts', {
          accountName: 'Card',
          accountType: 'credit_card',
          creditLimit: '500',
          startingBalanceAsof: '2025-01-01',
          isPrimary: true,
        }),
      )
      .then(201);
    expectNewEvents([
      {
        streamId: book,
        type: 'AccountOpened',
        data: {
          ...fields,
          accountId: created.body.id,
          accountName: 'Card',
          accountType: 'credit_card',
          startingBalanceCents: 0,
          creditLimitCents: 50_000,
          color: '#EF4444',
          userId: user.user.id,
        },
      },
      { streamId: book, type: 'AccountMadePrimary', data: { accountId: created.body.id, previousPrimaryId: account.id } },
    ])(created);

    await spec
      .when(PUT(`/api/accounts/${account.id}`, { accountName: 'Main', description: 'Bills' }))
      .then(
        200,
        expectNewEvents([{ streamId: book, type: 'AccountUpdated', data: { ...fields, accountName: 'Main', description: 'Bills' } }]),
      );
    await spec.when(PUT(`/api/accounts/${account.id}`, { balance: '20.00' })).then(
      200,
      expectNewEvents([
        {
          streamId: book,
          type: 'BalanceAdjusted',
          data: {
            accountId: account.id,
            adjustmentId: expect.any(String),
            amountCents: 770,
            date: expect.any(String),
            previousBalanceCents: 1230,
            newBalanceCents: 2000,
          },
        },
      ]),
    );
    await spec
      .when(DELETE(`/api/accounts/${created.body.id}`))
      .then(204, expectNewEvents([{ streamId: book, type: 'AccountDeleted', data: { accountId: created.body.id, wasPrimary: true } }]));
    await spec.when(PUT(`/api/accounts/${account.id}`, { accountName: '' })).then(400, expectNewEvents([]));
  });
});
