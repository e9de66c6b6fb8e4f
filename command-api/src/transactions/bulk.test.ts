import { testDbKinds } from '@life/infra/testing/test-db';
import { describe, expect, it } from 'vitest';
import { transactionStreamId } from '@life/domain';
import { DEMAND_CHANNEL, parseDemand } from '@life/projector/demand';
import { MONEY_LEDGER } from '@life/projector/projections/ledger/names';
import { apiSpec, expectNewEvents, POST } from '../testing/api-spec';
import { balances, createAccount, createCategory, useTestApp } from '../testing/route-test';

describe.each(testDbKinds())('bulk transactions (%s)', (kind) => {
  const app = useTestApp(kind);

  it('records up to 1,000 transactions in one call', async () => {
    const { client } = await app.register();
    const account = await createAccount(client, { accountName: 'Main', startingBalance: '0' });
    const food = await createCategory(client, 'Food');
    const transactions = Array.from({ length: 1000 }, (_, i) => ({
      title: `Item ${i}`,
      amount: i % 2 === 0 ? '1.25' : 2,
      type: i % 2 === 0 ? 'expense' : 'income',
      fromAccountId: account.id,
      toAccountId: account.id,
      transactionCategoryIds: i % 2 === 0 ? [food.id] : [],
      date: `2025-11-${String((i % 28) + 1).padStart(2, '0')}`,
      posted: i % 4 === 0 ? 'pending' : 'posted',
    }));
    const response = await client.post('/api/transactions/bulk', { transactions });
    expect(response.status).toBe(201);
    const body = await response.json();
    expect(body.count).toBe(1000);
    expect(new Set(body.ids).size).toBe(1000);
    const position = response.headers.get('x-position')!;
    expect(position).toBeTruthy();

    const page = await client.get('/api/transactions?limit=1000', { 'X-Min-Position': position });
    const listed = (await page.json()) as Array<{ id: string; title: string; amount: string; category: string }>;
    expect(listed.length).toBe(1000);
    expect(new Set(listed.map((t) => t.id))).toEqual(new Set(body.ids));
    expect(listed.find((t) => t.title === 'Item 0')).toMatchObject({ id: body.ids[0], amount: '-1.25', category: 'Food' });
    // 500 income of 2.00, 500 expenses of 1.25 (250 of them pending).
    expect(await balances(client)).toEqual({ Main: ['687.50', '375.00'] });
  });

  it.runIf(kind === 'postgres')(
    'announces, while it writes, that its readers wait for the ledger (projection_demand, issue 25)',
    async () => {
      const { client } = await app.register();
      const account = await createAccount(client, { accountName: 'Main', startingBalance: '0' });
      const notices: string[] = [];
      const unlisten = await app.deps.db.listen(DEMAND_CHANNEL, (payload) => notices.push(payload));
      try {
        const transactions = Array.from({ length: 3 }, (_, i) => ({
          title: `Item ${i}`,
          amount: '1.00',
          type: 'expense',
          fromAccountId: account.id,
          date: '2025-11-01',
        }));
        const response = await client.post('/api/transactions/bulk', { transactions });
        expect(response.status).toBe(201);
        // Marked as a write's (its hold is not capped while it appends: projector runner.ts).
        const writeNotice = (payload: string) => parseDemand(payload).write && parseDemand(payload).names.includes(MONEY_LEDGER);
        await expect.poll(() => notices.some(writeNotice), { timeout: 5_000 }).toBe(true);
        // A read announces only when it has to wait (read-your-writes.ts), not for being a request.
        notices.length = 0;
        expect((await client.get('/api/transactions')).status).toBe(200);
        await new Promise((resolve) => setTimeout(resolve, 100));
        expect(notices).toEqual([]);
      } finally {
        await unlisten();
      }
    },
  );

  it('accepts a full batch whose body is above the 1 MB limit of other routes', async () => {
    const { client } = await app.register();
    const account = await createAccount(client, { accountName: 'Main', startingBalance: '0' });
    // One after another: a user's categories share one stream, so concurrent creates would race on it.
    const categories: Array<{ id: string }> = [];
    for (const name of ['Food', 'Travel', 'Work', 'Gifts', 'Home']) categories.push(await createCategory(client, name));
    const transactions = Array.from({ length: 1000 }, (_, i) => ({
      title: `Card payment ${i} `.padEnd(255, '€'), // long, non-ASCII titles, as bank exports have
      amount: '1.00',
      type: 'expense',
      fromAccountId: account.id,
      transactionCategoryIds: categories.map((category) => category.id),
      date: '2025-11-01',
    }));
    const body = JSON.stringify({ transactions });
    expect(Buffer.byteLength(body)).toBeGreaterThan(1024 * 1024);
    const response = await client.post('/api/transactions/bulk', { transactions });
    expect(response.status).toBe(201);
    expect((await response.json()).count).toBe(1000);
    const elsewhere = await client.post('/api/accounts', { accountName: 'x'.repeat(1024 * 1024 + 10), accountType: 'checking' });
    expect(elsewhere.status).toBe(413);
  });

  it('answers 413 above 1,000 and writes nothing', async () => {
    const { client } = await app.register();
    const account = await createAccount(client, { accountName: 'Main' });
    const transactions = Array.from({ length: 1001 }, () => ({ title: 'x', amount: '1', type: 'income', toAccountId: account.id }));
    const response = await client.post('/api/transactions/bulk', { transactions });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: 'At most 1,000 transactions can be recorded at once' });
    expect(await (await client.get('/api/transactions')).json()).toEqual([]);
  });

  it('rejects the whole call when any row is invalid, naming the rows', async () => {
    const { client } = await app.register();
    const other = await app.register();
    const account = await createAccount(client, { accountName: 'Main' });
    const foreign = await createAccount(other.client, { accountName: 'Theirs' });
    const good = { title: 'ok', amount: '1', type: 'income', toAccountId: account.id };
    const response = await client.post('/api/transactions/bulk', {
      transactions: [good, { ...good, amount: '0' }, good, { ...good, toAccountId: foreign.id }, { ...good, type: 'expense' }],
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: 'Amount must be a valid number greater than 0',
      fields: {
        'transactions.1.amount': 'Amount must be a valid number greater than 0',
        'transactions.3.toAccountId': 'Selected account does not exist',
        'transactions.4.fromAccountId': "Expense transactions require a 'From Account' to be selected",
      },
    });
    const empty = await client.post('/api/transactions/bulk', { transactions: [] });
    expect(empty.status).toBe(400);
    expect((await empty.json()).error).toBe('At least one transaction is required');
    const wrongShape = await client.post('/api/transactions/bulk', { transactions: [{ title: 5 }] });
    expect(wrongShape.status).toBe(400);
    expect(Object.keys((await wrongShape.json()).fields)).toEqual(['transactions.0.title']);
    expect((await client.post('/api/transactions/bulk', {})).status).toBe(400);
    expect(await (await client.get('/api/transactions')).json()).toEqual([]);
  });

  it('pins the events a bulk call appends: one TransactionRecorded per transaction, in order, in its own stream', async () => {
    const user = await app.register();
    const account = await createAccount(user.client, { accountName: 'Main' });
    const outcome = await apiSpec(app)
      .given(user)
      .when(
        POST('/api/transactions/bulk', {
          transactions: [
            { title: 'Pay', amount: '100', type: 'income', toAccountId: account.id, date: '2025-11-01' },
            { title: 'Tea', amount: '2.50', type: 'expense', fromAccountId: account.id, date: '2025-11-02', posted: 'pending' },
          ],
        }),
      )
      .then(201);
    const recorded = (id: string) => ({
      transactionId: id,
      userId: user.user.id,
      category: '',
      transactionCategoryIds: [],
      notes: '',
      splits: [],
      recurringTransactionId: null,
      isRecurring: false,
    });
    const ids = outcome.newEvents.map((event) => (event.data as { transactionId: string }).transactionId);
    expectNewEvents([
      {
        streamId: transactionStreamId(ids[0]!),
        type: 'TransactionRecorded',
        data: {
          ...recorded(ids[0]!),
          title: 'Pay',
          type: 'income',
          amountCents: 10_000,
          fromAccountId: null,
          toAccountId: account.id,
          posted: 'posted',
          date: '2025-11-01',
        },
      },
      {
        streamId: transactionStreamId(ids[1]!),
        type: 'TransactionRecorded',
        data: {
          ...recorded(ids[1]!),
          title: 'Tea',
          type: 'expense',
          amountCents: 250,
          fromAccountId: account.id,
          toAccountId: null,
          posted: 'pending',
          date: '2025-11-02',
        },
      },
    ])(outcome);
  });
});
