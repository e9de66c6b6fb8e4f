import { testDbKinds } from '@life/infra/testing/test-db';
import { describe, expect, it } from 'vitest';
import { transactionStreamId } from '@life/domain';
import { apiSpec, DELETE, expectNewEvents, PATCH, POST, PUT } from '../testing/api-spec';
import { createAccount, createCategory, record, useTestApp } from '../testing/route-test';

describe.each(testDbKinds())('transactions (%s)', (kind) => {
  const app = useTestApp(kind);

  async function setup() {
    const owner = await app.register();
    const checking = await createAccount(owner.client, { accountName: 'Checking' });
    const savings = await createAccount(owner.client, { accountName: 'Savings', accountType: 'savings' });
    const food = await createCategory(owner.client, 'Food');
    const fun = await createCategory(owner.client, 'Fun');
    return { ...owner, checking, savings, food, fun };
  }

  it('creates, reads, edits, flips and deletes a transaction', async () => {
    const { client, checking, food, fun } = await setup();
    const response = await client.post('/api/transactions', {
      title: ' Groceries ',
      amount: '1,234.5',
      type: 'expense',
      category: 'ignored when ids are given',
      transactionCategoryIds: [food.id, fun.id],
      fromAccountId: checking.id,
      toAccountId: null,
      posted: 'pending',
      date: '2025-11-03',
      isRecurring: false,
    });
    expect(response.status).toBe(201);
    expect(response.headers.get('x-position')).toBeTruthy();
    const created = await response.json();
    expect(created).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      title: 'Groceries',
      amount: '-1234.50',
      type: 'expense',
      category: 'Food',
      transactionCategoryIds: [food.id, fun.id],
      fromAccountId: checking.id,
      toAccountId: null,
      posted: 'pending',
      date: '2025-11-03',
      notes: '',
      splits: [],
      recurringTransactionId: null,
      isRecurring: false,
      createdAt: expect.stringMatching(/Z$/),
      updatedAt: created.createdAt,
    });
    expect(await (await client.get('/api/transactions')).json()).toEqual([created]);

    const edited = await client.put(`/api/transactions/${created.id}`, { amount: 20, transactionCategoryIds: [fun.id] });
    expect(edited.status).toBe(200);
    const afterEdit = await edited.json();
    expect(afterEdit).toMatchObject({ id: created.id, amount: '-20.00', category: 'Fun', title: 'Groceries', date: '2025-11-03' });

    const flipped = await client.patch(`/api/transactions/${created.id}/status`, { posted: 'posted' });
    expect(flipped.status).toBe(200);
    expect(await flipped.json()).toMatchObject({ posted: 'posted' });
    const invalid = await client.patch(`/api/transactions/${created.id}/status`, { posted: 'done' });
    expect(invalid.status).toBe(400);
    expect(await invalid.json()).toEqual({
      error: 'Status must be posted or pending',
      fields: { posted: 'Status must be posted or pending' },
    });

    const list = await (await client.get('/api/transactions')).json();
    expect(list).toEqual([{ ...afterEdit, posted: 'posted', updatedAt: expect.any(String) }]);

    const deleted = await client.delete(`/api/transactions/${created.id}`);
    expect(deleted.status).toBe(204);
    expect(await (await client.get('/api/transactions', { 'X-Min-Position': deleted.headers.get('x-position')! })).json()).toEqual([]);
    expect((await client.put(`/api/transactions/${created.id}`, { title: 'Back' })).status).toBe(404);
    expect((await client.delete(`/api/transactions/${created.id}`)).status).toBe(404);
  });

  it('returns income and payments positive and defaults status and date', async () => {
    const { client, checking, savings } = await setup();
    const income = await record(client, {
      title: 'Salary',
      amount: 2500,
      type: 'income',
      toAccountId: checking.id,
      fromAccountId: savings.id,
    });
    expect(income).toMatchObject({ amount: '2500.00', posted: 'posted', fromAccountId: null, toAccountId: checking.id, category: '' });
    expect(income.date).toBe(app.clock.now().toISOString().slice(0, 10));
    const payment = await record(client, {
      title: 'Save',
      amount: '100',
      type: 'payment',
      fromAccountId: checking.id,
      toAccountId: savings.id,
      category: 'Saving',
      date: '2025-12-01',
    });
    expect(payment).toMatchObject({ amount: '100.00', category: 'Saving', fromAccountId: checking.id, toAccountId: savings.id });
  });

  it("answers 400 with SPEC section 5's messages", async () => {
    const { client, checking, savings } = await setup();
    const post = async (body: Record<string, unknown>) => {
      const response = await client.post('/api/transactions', body);
      expect(response.status).toBe(400);
      return response.json();
    };
    expect(await post({})).toEqual({
      error: 'Description is required',
      fields: { title: 'Description is required', amount: 'Amount is required', type: 'Type must be income, expense or payment' },
    });
    for (const amount of ['0', '-5', 'abc']) {
      expect((await post({ title: 'x', amount, type: 'expense', fromAccountId: checking.id })).fields).toEqual({
        amount: 'Amount must be a valid number greater than 0',
      });
    }
    expect((await post({ title: 'x', amount: '1', type: 'expense' })).fields).toEqual({
      fromAccountId: "Expense transactions require a 'From Account' to be selected",
    });
    expect((await post({ title: 'x', amount: '1', type: 'income' })).fields).toEqual({
      toAccountId: "Income transactions require a 'To Account' to be selected",
    });
    expect((await post({ title: 'x', amount: '1', type: 'payment' })).fields).toEqual({
      fromAccountId: "Payment transactions require a 'From Account' to be selected",
      toAccountId: "Payment transactions require a 'To Account' to be selected",
    });
    expect((await post({ title: 'x', amount: '1', type: 'payment', fromAccountId: checking.id, toAccountId: checking.id })).fields).toEqual(
      {
        toAccountId: 'Cannot transfer money to the same account',
      },
    );
    expect((await post({ title: 'x', amount: '1', type: 'income', toAccountId: savings.id, posted: 'cleared' })).fields).toEqual({
      posted: 'Status must be posted or pending',
    });
    expect((await post({ title: 'x', amount: '1', type: 'income', toAccountId: savings.id, date: '2025-02-30' })).fields).toEqual({
      date: 'Date must be a valid date (yyyy-mm-dd)',
    });
    expect((await post({ title: 'x', amount: '1', type: 'income', toAccountId: 'not-an-id' })).fields).toEqual({
      toAccountId: 'Selected account does not exist',
    });
    expect(
      (await post({ title: 'x', amount: '1', type: 'income', toAccountId: savings.id, transactionCategoryIds: [checking.id] })).fields,
    ).toEqual({
      transactionCategoryIds: 'Selected category does not exist',
    });
    await client.put(`/api/accounts/${savings.id}`, { isActive: false });
    expect((await post({ title: 'x', amount: '1', type: 'income', toAccountId: savings.id })).fields).toEqual({
      toAccountId: 'Selected account is inactive',
    });
    expect(await (await client.get('/api/transactions')).json()).toEqual([]);
  });

  it('refuses a day no read model can hold (0000-01-01) with 400, and every user can still write and read (issue 12)', async () => {
    const a = await setup();
    const outOfRange = 'Date must be between 1901-01-01 and 2099-12-31';
    for (const date of ['0000-01-01', '9999-12-31']) {
      const response = await a.client.post('/api/transactions', {
        title: 'Old',
        amount: '5',
        type: 'expense',
        fromAccountId: a.checking.id,
        date,
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: outOfRange, fields: { date: outOfRange } });
    }
    expect(await (await a.client.get('/api/transactions')).json()).toEqual([]);
    // The projections were not stalled: another user's write is projected and read back.
    const b = await setup();
    const created = await record(b.client, {
      title: 'Next',
      amount: '7',
      type: 'expense',
      fromAccountId: b.checking.id,
      date: '2025-11-03',
    });
    expect(await (await b.client.get('/api/transactions')).json()).toEqual([created]);
    expect(await record(a.client, { title: 'Mine', amount: '1', type: 'expense', fromAccountId: a.checking.id })).toMatchObject({
      title: 'Mine',
    });
  });

  it('refuses NUL and other control characters in a title with 400, on create and in bulk, storing nothing', async () => {
    const { client, checking } = await setup();
    const message = 'Description must not contain control characters';
    for (const title of ['Lunch\u0000', 'a\u001bb', 'broken \ud83d']) {
      const single = await client.post('/api/transactions', { title, amount: '5', type: 'expense', fromAccountId: checking.id });
      expect(single.status).toBe(400);
      expect(await single.json()).toEqual({ error: message, fields: { title: message } });
    }
    const ok = { title: 'Fine', amount: '5', type: 'expense', fromAccountId: checking.id };
    for (const title of ['a\u0000b', 'a\u001bb']) {
      const bulk = await client.post('/api/transactions/bulk', { transactions: [ok, { ...ok, title }] });
      expect(bulk.status).toBe(400);
      // A NUL may already be stopped by parseBody's backstop ('Text must not ...'), before the decider's item rules.
      const problem = expect.stringMatching(/^(Description|Text) must not contain control characters$/);
      expect(await bulk.json()).toEqual({ error: problem, fields: { 'transactions.1.title': problem } });
    }
    expect(await (await client.get('/api/transactions')).json()).toEqual([]);
  });

  it("treats another user's transactions, accounts and categories as missing", async () => {
    const a = await setup();
    const b = await app.register();
    const mine = await record(a.client, { title: 'Mine', amount: '5', type: 'expense', fromAccountId: a.checking.id });
    expect((await b.client.put(`/api/transactions/${mine.id}`, { title: 'Stolen' })).status).toBe(404);
    expect((await b.client.patch(`/api/transactions/${mine.id}/status`, { posted: 'pending' })).status).toBe(404);
    expect((await b.client.delete(`/api/transactions/${mine.id}`)).status).toBe(404);
    expect((await b.client.delete('/api/transactions/not-a-uuid')).status).toBe(404);
    expect(await (await b.client.get('/api/transactions')).json()).toEqual([]);
    const foreign = await b.client.post('/api/transactions', {
      title: 'x',
      amount: '1',
      type: 'expense',
      fromAccountId: a.checking.id,
      transactionCategoryIds: [a.food.id],
    });
    expect(await foreign.json()).toEqual({
      error: 'Selected account does not exist',
      fields: { fromAccountId: 'Selected account does not exist', transactionCategoryIds: 'Selected category does not exist' },
    });
  });

  it('filters by type, status, dates and account', async () => {
    const { client, checking, savings } = await setup();
    const t1 = await record(client, { title: 'Pay', amount: '1000', type: 'income', toAccountId: checking.id, date: '2025-11-01' });
    const t2 = await record(client, {
      title: 'Food',
      amount: '10',
      type: 'expense',
      fromAccountId: checking.id,
      date: '2025-11-05',
      posted: 'pending',
    });
    const t3 = await record(client, {
      title: 'Move',
      amount: '50',
      type: 'payment',
      fromAccountId: checking.id,
      toAccountId: savings.id,
      date: '2025-11-10',
    });
    const t4 = await record(client, { title: 'Interest', amount: '1', type: 'income', toAccountId: savings.id, date: '2025-12-01' });
    const ids = async (query: string) =>
      ((await (await client.get(`/api/transactions${query}`)).json()) as Array<{ id: string }>).map((t) => t.id);
    expect(await ids('')).toEqual([t4.id, t3.id, t2.id, t1.id]);
    expect(await ids('?transactionType=income')).toEqual([t4.id, t1.id]);
    expect(await ids('?transactionType=all&status=')).toEqual([t4.id, t3.id, t2.id, t1.id]);
    expect(await ids('?status=pending')).toEqual([t2.id]);
    expect(await ids('?status=posted&transactionType=payment')).toEqual([t3.id]);
    expect(await ids('?startDate=2025-11-05&endDate=2025-11-10')).toEqual([t3.id, t2.id]);
    expect(await ids('?startDate=2025-11-06')).toEqual([t4.id, t3.id]);
    expect(await ids(`?accountId=${savings.id}`)).toEqual([t4.id, t3.id]);
    expect(await ids(`?accountId=${checking.id}&endDate=2025-11-09`)).toEqual([t2.id, t1.id]);

    const bad = await client.get('/api/transactions?transactionType=gift&status=done&startDate=yesterday&limit=0&cursor=zz&accountId=x');
    expect(bad.status).toBe(400);
    expect((await bad.json()).fields).toEqual({
      transactionType: 'Type must be income, expense or payment',
      status: 'Status must be posted or pending',
      startDate: 'Date must be a valid date (yyyy-mm-dd)',
      accountId: 'Account id must be a valid id',
      limit: 'Limit must be a whole number from 1 to 1000',
      cursor: 'Invalid cursor',
    });
    expect((await client.get('/api/transactions?limit=1001')).status).toBe(400);
  });

  it('searches titles case-insensitively, literally (% and _ are plain characters), with the other filters and the count', async () => {
    const { client, checking } = await setup();
    const other = await app.register();
    const theirs = await createAccount(other.client, { accountName: 'Theirs' });
    await record(other.client, { title: 'Coffee beans', amount: '3', type: 'expense', fromAccountId: theirs.id, date: '2025-11-04' });
    const expense = (title: string, date: string, posted = 'posted') =>
      record(client, { title, amount: '1', type: 'expense', fromAccountId: checking.id, date, posted });
    const coffee = await expense('Morning COFFEE', '2025-11-01');
    const beans = await expense('coffee beans', '2025-11-03', 'pending');
    const discount = await expense('50% off_sale', '2025-11-02');
    const plain = await expense('500 offXsale', '2025-11-04');
    const slash = await expense('a\\b', '2025-11-05');
    const search = async (query: string) => {
      const response = await client.get(`/api/transactions?${query}`);
      expect(response.status, query).toBe(200);
      const ids = ((await response.json()) as Array<{ id: string }>).map((t) => t.id);
      expect(response.headers.get('x-total-count'), query).toBe(String(ids.length));
      return ids;
    };
    expect(await search('search=coffee')).toEqual([beans.id, coffee.id]);
    expect(await search('search=%20Coffee%20')).toEqual([beans.id, coffee.id]);
    expect(await search('search=coffee&status=pending')).toEqual([beans.id]);
    expect(await search('search=coffee&endDate=2025-11-02')).toEqual([coffee.id]);
    expect(await search(`search=${encodeURIComponent('0% off_')}`)).toEqual([discount.id]);
    expect(await search('search=_')).toEqual([discount.id]);
    expect(await search(`search=${encodeURIComponent('\\')}`)).toEqual([slash.id]);
    expect(await search(`search=${encodeURIComponent("' OR '1'='1")}`)).toEqual([]);
    expect(await search('search=')).toEqual([slash.id, plain.id, beans.id, discount.id, coffee.id]);
    expect(await search('search=%20%20')).toHaveLength(5);

    for (const [query, message] of [
      ['search=a%01b', 'Search must not contain control characters'],
      ['search=a%00b', 'Search must not contain control characters'],
      [`search=${'x'.repeat(256)}`, 'Search must be 255 characters or fewer'],
    ]) {
      const bad = await client.get(`/api/transactions?${query}`);
      expect(bad.status).toBe(400);
      expect((await bad.json()).fields).toEqual({ search: message });
    }
    expect((await client.get(`/api/transactions?search=${'x'.repeat(255)}`)).status).toBe(200);
  });

  it('pages newest first with an opaque cursor in X-Next-Cursor', async () => {
    const { client, checking } = await setup();
    const dates = ['2025-11-02', '2025-11-01', '2025-11-02', '2025-11-03', '2025-11-02', '2025-10-31', '2025-11-03'];
    const created: Array<{ id: string; date: string }> = [];
    for (const [i, date] of dates.entries()) {
      created.push(await record(client, { title: `T${i}`, amount: '1', type: 'expense', fromAccountId: checking.id, date }));
    }
    // Date descending, then the later-created first.
    const expected = created
      .map((t, i) => ({ ...t, i }))
      .sort((x, y) => (x.date === y.date ? y.i - x.i : y.date.localeCompare(x.date)))
      .map((t) => t.id);
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const response = await client.get(`/api/transactions?limit=3${cursor ? `&cursor=${cursor}` : ''}`);
      expect(response.status).toBe(200);
      const page = (await response.json()) as Array<{ id: string }>;
      seen.push(...page.map((t) => t.id));
      cursor = response.headers.get('x-next-cursor');
      pages++;
    } while (cursor && pages < 10);
    expect(pages).toBe(3);
    expect(seen).toEqual(expected);
    const two = await client.get('/api/transactions?limit=7');
    expect(two.headers.get('x-next-cursor')).toBeNull();
    expect((await two.json()).length).toBe(7);
    // Filters and the cursor combine.
    const first = await client.get('/api/transactions?limit=2&startDate=2025-11-02&endDate=2025-11-02');
    const rest = await client.get(`/api/transactions?startDate=2025-11-02&endDate=2025-11-02&cursor=${first.headers.get('x-next-cursor')}`);
    expect([...(await first.json()), ...(await rest.json())].map((t: { title: string }) => t.title)).toEqual(['T4', 'T2', 'T0']);
  });

  it('counts every matching transaction in X-Total-Count on the first page', async () => {
    const { client, checking, savings } = await setup();
    const other = await app.register();
    const theirs = await createAccount(other.client, { accountName: 'Theirs' });
    await record(other.client, { title: 'Not mine', amount: '3', type: 'expense', fromAccountId: theirs.id, date: '2025-11-04' });
    const specs = [
      { type: 'income', toAccountId: checking.id, date: '2025-11-01' },
      { type: 'expense', fromAccountId: checking.id, date: '2025-11-02', posted: 'pending' },
      { type: 'expense', fromAccountId: checking.id, date: '2025-11-03' },
      { type: 'expense', fromAccountId: savings.id, date: '2025-11-04', posted: 'pending' },
      { type: 'payment', fromAccountId: checking.id, toAccountId: savings.id, date: '2025-11-05' },
      { type: 'payment', fromAccountId: savings.id, toAccountId: checking.id, date: '2025-11-06' },
      { type: 'income', toAccountId: savings.id, date: '2025-12-01' },
    ];
    const recorded: { id: string }[] = [];
    for (const [i, spec] of specs.entries()) recorded.push(await record(client, { title: `T${i}`, amount: '1', ...spec }));

    // [filters, limit smaller than the total where there are rows to cut, expected total]
    const cases: Array<[string, number, number]> = [
      ['', 2, 7],
      ['transactionType=expense', 1, 3],
      ['status=pending', 1, 2],
      ['startDate=2025-11-02&endDate=2025-11-05', 3, 4],
      [`accountId=${checking.id}`, 2, 5],
      [`accountId=${savings.id}&status=posted`, 1, 3],
      ['transactionType=income&startDate=2026-01-01', 5, 0],
    ];
    for (const [filters, limit, expected] of cases) {
      // Every matching row, following the cursor to the end.
      const all: unknown[] = [];
      let cursor: string | null = null;
      do {
        const page = await client.get(`/api/transactions?${filters}&limit=1000${cursor ? `&cursor=${cursor}` : ''}`);
        all.push(...(await page.json()));
        cursor = page.headers.get('x-next-cursor');
      } while (cursor);
      expect(all.length, filters).toBe(expected);

      const first = await client.get(`/api/transactions?${filters}&limit=${limit}`);
      expect(first.status).toBe(200);
      expect(first.headers.get('x-total-count'), filters).toBe(String(expected));
      expect(((await first.json()) as unknown[]).length).toBe(Math.min(limit, expected));
      const next = first.headers.get('x-next-cursor');
      expect(next !== null, filters).toBe(limit < expected);
      if (next) {
        // Later pages carry no count: clients keep the first page's.
        const second = await client.get(`/api/transactions?${filters}&limit=${limit}&cursor=${next}`);
        expect(second.status).toBe(200);
        expect(second.headers.get('x-total-count')).toBeNull();
      }
    }
    const unfiltered = await client.get('/api/transactions');
    expect(unfiltered.headers.get('x-total-count')).toBe('7');
    expect((await other.client.get('/api/transactions')).headers.get('x-total-count')).toBe('1');

    // Issue 25: the unfiltered (or type-only) count comes from the ledger's monthly totals; a deletion leaves them.
    const deleted = await client.fetch(`/api/transactions/${recorded[2]!.id}`, { method: 'DELETE' });
    expect(deleted.status).toBe(204); // answered once lists no longer show it
    expect((await client.get('/api/transactions')).headers.get('x-total-count')).toBe('6');
    expect((await client.get('/api/transactions?transactionType=expense')).headers.get('x-total-count')).toBe('2');
    expect((await client.get('/api/transactions?transactionType=payment')).headers.get('x-total-count')).toBe('2');
  });

  it('pins the events each transaction write appends (record, edit, status, delete)', async () => {
    const owner = await setup();
    const spec = apiSpec(app).given(owner);
    const created = await spec
      .when(
        POST('/api/transactions', {
          title: ' Lunch ',
          amount: '12.5',
          type: 'expense',
          transactionCategoryIds: [owner.food.id],
          fromAccountId: owner.checking.id,
          date: '2025-11-03',
        }),
      )
      .then(201);
    const stream = transactionStreamId(created.body.id);
    const fields = {
      transactionId: created.body.id,
      title: 'Lunch',
      type: 'expense',
      amountCents: 1250,
      category: 'Food',
      transactionCategoryIds: [owner.food.id],
      fromAccountId: owner.checking.id,
      toAccountId: null,
      posted: 'posted',
      date: '2025-11-03',
      notes: '',
      splits: [],
    } as const;
    expectNewEvents([
      {
        streamId: stream,
        type: 'TransactionRecorded',
        data: { ...fields, userId: owner.user.id, recurringTransactionId: null, isRecurring: false },
      },
    ])(created);
    await spec
      .when(PUT(`/api/transactions/${fields.transactionId}`, { title: 'Dinner', amount: '40', transactionCategoryIds: [owner.fun.id] }))
      .then(
        200,
        expectNewEvents([
          {
            streamId: stream,
            type: 'TransactionUpdated',
            data: { ...fields, title: 'Dinner', amountCents: 4000, category: 'Fun', transactionCategoryIds: [owner.fun.id] },
          },
        ]),
      );
    await spec
      .when(PATCH(`/api/transactions/${fields.transactionId}/status`, { posted: 'pending' }))
      .then(
        200,
        expectNewEvents([
          { streamId: stream, type: 'TransactionStatusChanged', data: { transactionId: fields.transactionId, posted: 'pending' } },
        ]),
      );
    await spec
      .when(DELETE(`/api/transactions/${fields.transactionId}`))
      .then(204, expectNewEvents([{ streamId: stream, type: 'TransactionDeleted', data: { transactionId: fields.transactionId } }]));
    await spec.when(PATCH(`/api/transactions/${fields.transactionId}/status`, { posted: 'posted' })).then(404, expectNewEvents([]));
  });
});
