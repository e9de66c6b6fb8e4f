import { randomUUID } from 'node:crypto';
import { ruleListStreamId, transactionStreamId } from '@life/domain';
import { oneTestDbKind } from '@life/infra/testing/test-db';
import { describe, expect, it } from 'vitest';
import { apiSpec, DELETE, expectNewEvents, POST, PUT, UPLOAD } from '../testing/api-spec';
import { createAccount, createCategory, record, useTestApp } from '../testing/route-test';

const uuid = expect.stringMatching(/^[0-9a-f-]{36}$/);
const instant = expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);

describe.each(oneTestDbKind())('rules (%s)', (kind) => {
  const app = useTestApp(kind);

  it('creates, lists in order, updates and deletes a rule, each with its event', async () => {
    const user = await app.register();
    const food = await createCategory(user.client, 'Food');
    const checking = await createAccount(user.client, { accountName: 'Checking' });
    const spec = apiSpec(app).given(user);
    const stream = ruleListStreamId(user.user.id);

    const created = await spec
      .when(
        POST('/api/rules', { name: ' Groceries ', pattern: 'whole foods', accountId: checking.id, minAmount: '5', categoryId: food.id }),
      )
      .then(201);
    const ruleId = created.body.id;
    const fields = {
      name: 'Groceries',
      matchKind: 'contains',
      pattern: 'whole foods',
      accountId: checking.id,
      minAmountCents: 500,
      maxAmountCents: null,
      categoryId: food.id,
      renameTo: '',
      transferAccountId: null,
    } as const;
    expectNewEvents([{ streamId: stream, type: 'RuleCreated', data: { ruleId, ...fields, userId: user.user.id } }])(created);
    expect(created.body).toEqual({
      id: uuid,
      name: 'Groceries',
      matchKind: 'contains',
      pattern: 'whole foods',
      accountId: checking.id,
      minAmount: '5.00',
      maxAmount: null,
      categoryId: food.id,
      renameTo: '',
      transferAccountId: null,
      createdAt: instant,
      updatedAt: instant,
    });
    const second = await user.client.post('/api/rules', {
      name: 'Coffee',
      matchKind: 'matches',
      pattern: 'blue bottle*',
      renameTo: 'Coffee',
    });
    expect(second.status).toBe(201);
    const list = await user.client.get('/api/rules', { 'X-Min-Position': second.headers.get('x-position')! });
    expect(((await list.json()) as { name: string }[]).map((rule) => rule.name)).toEqual(['Groceries', 'Coffee']);

    await spec
      .when(PUT(`/api/rules/${ruleId}`, { name: 'Groceries', pattern: 'whole foods', categoryId: food.id, renameTo: 'Whole Foods' }))
      .then(
        200,
        expectNewEvents([
          {
            streamId: stream,
            type: 'RuleUpdated',
            data: { ruleId, ...fields, accountId: null, minAmountCents: null, renameTo: 'Whole Foods' },
          },
        ]),
      );
    await spec
      .when(DELETE(`/api/rules/${ruleId}`))
      .then(204, expectNewEvents([{ streamId: stream, type: 'RuleDeleted', data: { ruleId } }]));
    await spec.when(DELETE(`/api/rules/${ruleId}`)).then(404, expectNewEvents([]));

    // History like every record: read from the rule list's events, labelled.
    const history = await (await user.client.get(`/api/history/rule/${ruleId}`)).json();
    expect(history.entries.map((entry: { label: string }) => entry.label)).toEqual(['Created', 'Edited', 'Deleted']);
    expect(history.entries[1].changes).toEqual(
      expect.arrayContaining([expect.objectContaining({ field: 'renameTo', label: 'New title', before: null, after: 'Whole Foods' })]),
    );
  });

  it("answers 400 with field messages, and for a category or account that is not the caller's", async () => {
    const user = await app.register();
    const other = await app.register();
    const theirs = await createCategory(other.client, 'Theirs');
    const spec = apiSpec(app).given(user);
    const missing = await spec.when(POST('/api/rules', { pattern: '', minAmount: '-1' })).then(400, expectNewEvents([]));
    expect(missing.body.fields).toEqual({
      name: 'Name is required',
      pattern: 'Pattern is required',
      minAmount: 'Minimum amount must be a valid number of 0 or more',
    });
    const foreign = await spec
      .when(POST('/api/rules', { name: 'X', pattern: 'x', categoryId: theirs.id, transferAccountId: randomUUID() }))
      .then(400);
    expect(foreign.body.fields).toEqual({ categoryId: 'Category does not exist', transferAccountId: 'Transfer account does not exist' });
    await spec.when(PUT(`/api/rules/${randomUUID()}`, { name: 'X', pattern: 'x', renameTo: 'y' })).then(404);
  });

  it("re-runs the rules on chosen past transactions in one action; other users' ids are left alone; above the limit is a 400", async () => {
    const user = await app.register();
    const food = await createCategory(user.client, 'Food');
    const checking = await createAccount(user.client, { accountName: 'Checking' });
    const savings = await createAccount(user.client, { accountName: 'Savings' });
    const expense = (title: string, amount: string) =>
      record(user.client, { title, amount, type: 'expense', fromAccountId: checking.id, date: '2025-11-24' });
    const wholeFoods = await expense('WHOLE FOODS MARKET #10234 SAN FRANCISCO CA', '86.42');
    const transfer = await expense('ONLINE TRANSFER TO SAV 1234', '200.00');
    const other = await expense('Cinema', '12.00');
    await user.client.post('/api/rules', { name: 'Groceries', pattern: 'whole foods', categoryId: food.id, renameTo: 'Whole Foods' });
    await user.client.post('/api/rules', {
      name: 'To savings',
      matchKind: 'matches',
      pattern: 'online transfer to sav *',
      transferAccountId: savings.id,
    });
    const stranger = await app.register();
    const strangers = await record(stranger.client, {
      title: 'Whole Foods',
      amount: '1.00',
      type: 'income',
      toAccountId: (await createAccount(stranger.client, { accountName: 'S' })).id,
    });

    const applied = await apiSpec(app)
      .given(user)
      .when(POST('/api/rules/apply', { transactionIds: [wholeFoods.id, transfer.id, other.id, strangers.id, wholeFoods.id] }))
      .then(
        200,
        expectNewEvents([
          {
            streamId: transactionStreamId(wholeFoods.id),
            type: 'TransactionUpdated',
            data: expect.objectContaining({ title: 'Whole Foods', category: 'Food', transactionCategoryIds: [food.id], type: 'expense' }),
          },
          {
            streamId: transactionStreamId(transfer.id),
            type: 'TransactionUpdated',
            data: expect.objectContaining({ type: 'payment', fromAccountId: checking.id, toAccountId: savings.id, amountCents: 20000 }),
          },
        ]),
      );
    expect(applied.body).toEqual({ changed: 2, unchanged: 1, missing: 1 });
    // Running them again changes nothing.
    const again = await user.client.post('/api/rules/apply', { transactionIds: [wholeFoods.id, transfer.id] });
    expect(await again.json()).toEqual({ changed: 0, unchanged: 2, missing: 0 });

    // Payee memory: the title used before offers its last category and account.
    const memory = await user.client.get('/api/rules/payee?title=whole%20foods', {
      'X-Min-Position': applied.response.headers.get('x-position')!,
    });
    expect(await memory.json()).toEqual({
      title: 'Whole Foods',
      type: 'expense',
      transactionCategoryIds: [food.id],
      fromAccountId: checking.id,
      toAccountId: null,
    });
    expect(await (await user.client.get('/api/rules/payee?title=Nobody')).json()).toMatchObject({ title: null });

    const tooMany = await user.client.post('/api/rules/apply', { transactionIds: Array.from({ length: 501 }, () => randomUUID()) });
    expect(tooMany.status).toBe(400);
    expect(await tooMany.json()).toEqual({
      error: 'Rules can be re-run on at most 500 transactions at once',
      fields: { transactionIds: 'Rules can be re-run on at most 500 transactions at once' },
    });
  });

  it('fills in bank import rows and lists which rule hit each row', async () => {
    const user = await app.register();
    const food = await createCategory(user.client, 'Food');
    const checking = await createAccount(user.client, { accountName: 'Checking' });
    const rule = await (await user.client.post('/api/rules', { name: 'Groceries', pattern: 'whole foods', categoryId: food.id })).json();
    const csv = Buffer.from('Date,Description,Amount\n2025-11-24,WHOLE FOODS MARKET #10234,-86.42\n2025-11-25,Cinema,-12.00\n');
    const mapping = {
      delimiter: ',',
      dateFormat: 'yyyy-mm-dd',
      numberFormat: '1,234.56',
      date: 'Date',
      description: 'Description',
      amount: 'Amount',
    };
    const path = `/api/imports/bank-csv?accountId=${checking.id}&mapping=${encodeURIComponent(JSON.stringify(mapping))}`;
    const preview = await apiSpec(app)
      .given(user)
      .when(UPLOAD(`${path}&dryRun=true`, csv, 'text/csv'))
      .then(200, expectNewEvents([]));
    expect(preview.body).toMatchObject({
      added: 2,
      ruleHitCount: 1,
      ruleHits: [{ row: 2, ruleId: rule.id, name: 'Groceries', changed: ['category'] }],
    });
    const imported = await apiSpec(app)
      .given(user)
      .when(UPLOAD(path, csv, 'text/csv'))
      .then(201);
    const recorded = imported.newEvents.filter((event) => event.type === 'TransactionRecorded').map((event) => event.data);
    expect(recorded).toEqual([
      expect.objectContaining({ title: 'WHOLE FOODS MARKET #10234', transactionCategoryIds: [food.id], category: 'Food' }),
      expect.objectContaining({ title: 'Cinema', transactionCategoryIds: [] }),
    ]);

    // A rule made after the import, then re-run on the import's transactions in one action.
    const later = await user.client.post('/api/rules', { name: 'Films', pattern: 'cinema', renameTo: 'Cinema tickets' });
    const rerun = await user.client.post(
      '/api/rules/apply',
      { importId: imported.body.importId },
      { 'X-Min-Position': later.headers.get('x-position')! },
    );
    expect(later.status).toBe(201);
    expect(await rerun.json()).toEqual({ changed: 1, unchanged: 1, missing: 0 });
    const unknown = await user.client.post('/api/rules/apply', { importId: randomUUID() });
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toEqual({ error: 'Import not found', fields: { importId: 'Import not found' } });
    const both = await user.client.post('/api/rules/apply', { importId: randomUUID(), transactionIds: [] });
    expect(both.status).toBe(400);
  });

  it('moves a rule up and down (RulesReordered), and the first match follows the new order', async () => {
    const user = await app.register();
    const spec = apiSpec(app).given(user);
    const stream = ruleListStreamId(user.user.id);
    const make = async (name: string, renameTo: string) => {
      const response = await user.client.post('/api/rules', { name, pattern: 'coffee', renameTo });
      expect(response.status).toBe(201);
      return ((await response.json()) as { id: string }).id;
    };
    const [a, b, c] = [await make('A', 'Coffee A'), await make('B', 'Coffee B'), await make('C', 'Coffee C')];
    const moved = await spec
      .when(POST(`/api/rules/${c}/move`, { direction: 'up' }))
      .then(200, expectNewEvents([{ streamId: stream, type: 'RulesReordered', data: { ruleIds: [a, c, b] } }]));
    expect((moved.body as { name: string }[]).map((rule) => rule.name)).toEqual(['A', 'C', 'B']);
    const up = await spec.when(POST(`/api/rules/${c}/move`, { direction: 'up' })).then(200);
    expect((up.body as { name: string }[]).map((rule) => rule.name)).toEqual(['C', 'A', 'B']);
    await spec.when(POST(`/api/rules/${c}/move`, { direction: 'up' })).then(409, expectNewEvents([]));
    await spec.when(POST(`/api/rules/${b}/move`, { direction: 'down' })).then(409, expectNewEvents([]));
    const bad = await spec.when(POST(`/api/rules/${a}/move`, { direction: 'sideways' })).then(400, expectNewEvents([]));
    expect(bad.body).toEqual({ error: 'Direction must be up or down', fields: { direction: 'Direction must be up or down' } });
    await spec.when(POST(`/api/rules/${randomUUID()}/move`, { direction: 'up' })).then(404);

    // Imports and the form try the rules in this order: C, the first now, renames.
    const checking = await createAccount(user.client, { accountName: 'Checking', startingBalance: '0' });
    const csv = Buffer.from('Date,Description,Amount\n2026-11-02,COFFEE SHOP,-4.50\n');
    const imported = await user.client.fetch(`/api/imports/bank-csv?accountId=${checking.id}&dryRun=true`, { method: 'POST', body: csv });
    expect(await imported.json()).toMatchObject({ ruleHits: [{ row: 2, ruleId: c, name: 'C', changed: ['title'] }] });
  });

  it('a deleted rule is listed in Recently Deleted and restored in its old place', async () => {
    const user = await app.register();
    const spec = apiSpec(app).given(user);
    const ids: string[] = [];
    for (const name of ['First', 'Second', 'Third']) {
      const response = await user.client.post('/api/rules', { name, pattern: name.toLowerCase(), renameTo: name });
      ids.push(((await response.json()) as { id: string }).id);
    }
    const deleted = await user.client.fetch(`/api/rules/${ids[1]}`, { method: 'DELETE' });
    expect(deleted.status).toBe(204);
    const listed = await user.client.get('/api/history/deleted?kind=rule', { 'X-Min-Position': deleted.headers.get('x-position')! });
    expect(await listed.json()).toEqual([
      { kind: 'rule', id: ids[1], name: 'Second', deletedAt: instant, details: 'Rule · contains second' },
    ]);
    const all = await (await user.client.get('/api/history/deleted')).json();
    expect(all).toContainEqual(expect.objectContaining({ kind: 'rule', id: ids[1] }));

    const restored = await spec
      .when(POST(`/api/history/rule/${ids[1]}/restore`, {}))
      .then(
        200,
        expectNewEvents([expect.objectContaining({ type: 'RuleCreated', data: expect.objectContaining({ ruleId: ids[1] }) }) as never]),
      );
    expect(restored.body).toEqual({ kind: 'rule', id: ids[1] });
    const after = await user.client.get('/api/rules', { 'X-Min-Position': restored.response.headers.get('x-position')! });
    expect(((await after.json()) as { name: string }[]).map((rule) => rule.name)).toEqual(['First', 'Second', 'Third']);
    expect(await (await user.client.get('/api/history/deleted?kind=rule')).json()).toEqual([]);
    await spec.when(POST(`/api/history/rule/${ids[1]}/restore`, {})).then(409, expectNewEvents([]));
    const history = await (await user.client.get(`/api/history/rule/${ids[1]}`)).json();
    expect(history.entries.map((entry: { label: string }) => entry.label)).toEqual(['Created', 'Deleted', 'Created']);
  });
});
