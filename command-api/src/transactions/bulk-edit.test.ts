import { oneTestDbKind } from '@life/infra/testing/test-db';
import { describe, expect, it } from 'vitest';
import { transactionStreamId } from '@life/domain';
import { apiSpec, expectNewEvents, POST } from '../testing/api-spec';
import type { RegisteredUser } from '../testing/test-app';
import { createAccount, createCategory, useTestApp } from '../testing/route-test';

const PATH = '/api/transactions/bulk-edit';

describe.each(oneTestDbKind())('bulk edit (%s)', (kind) => {
  const app = useTestApp(kind);

  /** A user with an account, two expense categories, an income category and `count` expenses in Food. */
  async function ledger(count: number) {
    const user = await app.register();
    const account = await createAccount(user.client, { accountName: 'Main', startingBalance: '0' });
    const savings = await createAccount(user.client, { accountName: 'Savings', startingBalance: '0' });
    const food = await createCategory(user.client, 'Food');
    const fun = await createCategory(user.client, 'Fun');
    const salary = await createCategory(user.client, 'Salary', 'Income');
    const transactions = Array.from({ length: count }, (_, i) => ({
      title: `Item ${i}`,
      amount: '1.25',
      type: 'expense',
      fromAccountId: account.id,
      transactionCategoryIds: [food.id],
      date: '2025-11-03',
      posted: 'pending',
    }));
    const response = await user.client.post('/api/transactions/bulk', { transactions });
    expect(response.status).toBe(201);
    const { ids } = (await response.json()) as { ids: string[] };
    return { user, account, savings, food, fun, salary, ids, position: response.headers.get('x-position')! };
  }

  async function list(user: RegisteredUser, position: string) {
    const response = await user.client.get('/api/transactions?limit=1000', { 'X-Min-Position': position });
    expect(response.status).toBe(200);
    return (await response.json()) as Array<{ id: string; category: string; posted: string; fromAccountId: string | null }>;
  }

  it('recategorises every selected transaction in one append, and one undo reverts it', async () => {
    const { user, food, fun, ids } = await ledger(3);
    const outcome = await apiSpec(app)
      .given(user)
      .when(POST(PATH, { ids: ids.slice(0, 2), action: 'set-category', categoryId: fun.id }))
      .then(201);
    expect(outcome.body).toEqual({ batchId: expect.any(String), count: 2, changed: 2, unsplit: 0 });
    const { batchId } = outcome.body as { batchId: string };
    expect(outcome.newEvents.map((e) => [e.streamId, e.type])).toEqual([
      [transactionStreamId(ids[0]!), 'TransactionUpdated'],
      [transactionStreamId(ids[1]!), 'TransactionUpdated'],
      [`bulk-edit-${batchId}`, 'BulkEditApplied'],
    ]);
    // One append: every event of the request shares its commit (consecutive positions, one request id).
    expect(new Set(outcome.newEvents.map((e) => e.metadata.requestId)).size).toBe(1);
    let rows = await list(user, outcome.response.headers.get('x-position')!);
    expect(
      rows
        .filter((row) => row.category === 'Fun')
        .map((row) => row.id)
        .sort(),
    ).toEqual(ids.slice(0, 2).sort());

    const undone = await apiSpec(app)
      .given(user)
      .when(POST(`${PATH}/${batchId}/undo`))
      .then(200);
    expect(undone.body).toEqual({ batchId, count: 2, changed: 2 });
    expect(undone.newEvents.map((e) => e.type)).toEqual(['TransactionUpdated', 'TransactionUpdated', 'BulkEditUndone']);
    rows = await list(user, undone.response.headers.get('x-position')!);
    expect(rows.map((row) => row.category)).toEqual(['Food', 'Food', 'Food']);
    expect(undone.newEvents[0]!.data).toMatchObject({ transactionCategoryIds: [food.id] });
    // A second undo is refused.
    await apiSpec(app)
      .given(user)
      .when(POST(`${PATH}/${batchId}/undo`))
      .then(409, expectNewEvents([]));
  });

  it('deletes a selection, and the undo records each one again as it was', async () => {
    const { user, ids } = await ledger(2);
    const deleted = await apiSpec(app)
      .given(user)
      .when(POST(PATH, { ids, action: 'delete' }))
      .then(201);
    expect(await list(user, deleted.response.headers.get('x-position')!)).toEqual([]);
    const undone = await apiSpec(app)
      .given(user)
      .when(POST(`${PATH}/${(deleted.body as { batchId: string }).batchId}/undo`))
      .then(200);
    expect(undone.newEvents.map((e) => e.type)).toEqual(['TransactionRecorded', 'TransactionRecorded', 'BulkEditUndone']);
    expect((await list(user, undone.response.headers.get('x-position')!)).map((row) => row.id).sort()).toEqual([...ids].sort());
  });

  it('sets the status and the account', async () => {
    const { user, savings, ids } = await ledger(2);
    const posted = await apiSpec(app)
      .given(user)
      .when(POST(PATH, { ids, action: 'set-status', posted: 'posted' }))
      .then(201);
    expect(posted.newEvents.map((e) => e.type)).toEqual(['TransactionStatusChanged', 'TransactionStatusChanged', 'BulkEditApplied']);
    const moved = await apiSpec(app)
      .given(user)
      .when(POST(PATH, { ids, action: 'set-account', accountId: savings.id }))
      .then(201);
    const rows = await list(user, moved.response.headers.get('x-position')!);
    expect(rows.map((row) => [row.posted, row.fromAccountId])).toEqual([
      ['posted', savings.id],
      ['posted', savings.id],
    ]);
  });

  it('refuses a category of the wrong type with a 400 on categoryId, writing nothing', async () => {
    const { user, salary, ids } = await ledger(2);
    const outcome = await apiSpec(app)
      .given(user)
      .when(POST(PATH, { ids, action: 'set-category', categoryId: salary.id }))
      .then(400, expectNewEvents([]));
    expect(outcome.body).toEqual({
      error: 'Category "Salary" is an Income category and cannot be used on an expense',
      fields: { categoryId: 'Category "Salary" is an Income category and cannot be used on an expense' },
    });
  });

  it('answers 400 with the field for a bad body', async () => {
    const { user, ids } = await ledger(1);
    const bad = async (body: unknown, fields: Record<string, string>) =>
      expect((await apiSpec(app).given(user).when(POST(PATH, body)).then(400, expectNewEvents([]))).body.fields).toEqual(fields);
    await bad({ ids: [], action: 'delete' }, { ids: 'Select at least one transaction' });
    await bad({ ids, action: 'set-status', posted: 'done' }, { posted: 'Status must be posted or pending' });
    await bad(
      { ids: Array.from({ length: 1001 }, () => ids[0]), action: 'delete' },
      {
        ids: 'At most 1,000 transactions can be edited at once',
      },
    );
  });

  it('is all or nothing: one id of another user is a 404 and nothing is written', async () => {
    const mine = await ledger(2);
    const theirs = await ledger(1);
    await apiSpec(app)
      .given(mine.user)
      .when(POST(PATH, { ids: [...mine.ids, theirs.ids[0]], action: 'delete' }))
      .then(404, expectNewEvents([]));
    await apiSpec(app)
      .given(mine.user)
      .when(POST(PATH, { ids: [...mine.ids, 'not-an-id'], action: 'delete' }))
      .then(404, expectNewEvents([]));
    expect(await list(mine.user, mine.position)).toHaveLength(2);
  });

  it('refuses the undo (409) when a transaction changed since, and another user’s undo (404)', async () => {
    const { user, fun, ids } = await ledger(2);
    const edit = await apiSpec(app)
      .given(user)
      .when(POST(PATH, { ids, action: 'set-category', categoryId: fun.id }))
      .then(201);
    const { batchId } = edit.body as { batchId: string };
    const other = await app.register();
    await apiSpec(app)
      .given(other)
      .when(POST(`${PATH}/${batchId}/undo`))
      .then(404, expectNewEvents([]));
    const changed = await user.client.put(`/api/transactions/${ids[1]}`, { title: 'Renamed' });
    expect(changed.status).toBe(200);
    const refused = await apiSpec(app)
      .given(user)
      .when(POST(`${PATH}/${batchId}/undo`))
      .then(409, expectNewEvents([]));
    expect(refused.body).toEqual({
      error: 'Some of these transactions changed after the bulk edit, so it cannot be undone',
      changed: 1,
    });
  });

  it('a retried request with the same Idempotency-Key edits once', async () => {
    const { user, ids } = await ledger(1);
    const headers = { 'Idempotency-Key': 'bulk-edit-retry-1' };
    const first = await user.client.post(PATH, { ids, action: 'delete' }, headers);
    expect(first.status).toBe(201);
    const again = await apiSpec(app)
      .given(user)
      .when(POST(PATH, { ids, action: 'delete' }, headers))
      .then(201, expectNewEvents([]));
    expect(again.body).toEqual(await first.json());
  });
});
