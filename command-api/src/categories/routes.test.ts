import { oneTestDbKind } from '@life/infra/testing/test-db';
import { describe, expect, it } from 'vitest';
import { categoryListStreamId } from '@life/domain';
import { apiSpec, DELETE, expectNewEvents, POST, PUT } from '../testing/api-spec';
import { useTestApp } from '../testing/route-test';

describe.each(oneTestDbKind())('categories (%s)', (kind) => {
  const app = useTestApp(kind);

  it('creates with defaults, lists on both paths, updates, deletes', async () => {
    const { client } = await app.register();
    const created = await client.post('/api/expense-types', { transactionCategory: ' Groceries ', transactionType: 'Expense - Variable' });
    expect(created.status).toBe(201);
    expect(created.headers.get('x-position')).toBeTruthy();
    const category = await created.json();
    expect(category).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      transactionCategory: 'Groceries',
      transactionType: 'Expense - Variable',
      description: '',
      color: '#ff2600',
      isActive: true,
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      updatedAt: category.createdAt,
    });
    expect(await (await client.get('/api/expense-types')).json()).toEqual([category]);
    expect(await (await client.get('/api/transaction-categories')).json()).toEqual([category]);

    const updated = await client.put(`/api/expense-types/${category.id}`, {
      description: 'Food',
      isActive: false,
      transactionType: 'Expense - Fixed',
    });
    expect(updated.status).toBe(200);
    const body = await updated.json();
    // Editing keeps the stored colour even when the type changes.
    expect(body).toMatchObject({
      id: category.id,
      description: 'Food',
      isActive: false,
      transactionType: 'Expense - Fixed',
      color: '#ff2600',
    });
    expect(await (await client.get('/api/expense-types')).json()).toEqual([body]);

    const deleted = await client.delete(`/api/expense-types/${category.id}`);
    expect(deleted.status).toBe(204);
    const list = await client.get('/api/expense-types', { 'X-Min-Position': deleted.headers.get('x-position')! });
    expect(await list.json()).toEqual([]);
    expect((await client.delete(`/api/expense-types/${category.id}`)).status).toBe(404);
  });

  it('rejects a duplicate name and type with 409, case-insensitively; the same name with another type is fine', async () => {
    const { client } = await app.register();
    expect((await client.post('/api/expense-types', { transactionCategory: 'Rent', transactionType: 'Expense - Fixed' })).status).toBe(201);
    const duplicate = await client.post('/api/expense-types', { transactionCategory: ' rent', transactionType: 'Expense - Fixed' });
    expect(duplicate.status).toBe(409);
    expect(await duplicate.json()).toEqual({ error: 'A category with this name and type already exists' });
    const other = await client.post('/api/expense-types', { transactionCategory: 'Rent', transactionType: 'Income' });
    expect(other.status).toBe(201);
    const renamed = await client.put(`/api/expense-types/${(await other.json()).id}`, { transactionType: 'Expense - Fixed' });
    expect(renamed.status).toBe(409);
  });

  it('answers 400 with the field messages', async () => {
    const { client } = await app.register();
    const missing = await client.post('/api/expense-types', { description: 'x' });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({
      error: 'Name is required',
      fields: { transactionCategory: 'Name is required', transactionType: 'Type is required' },
    });
    const bad = await client.post('/api/expense-types', { transactionCategory: 'X', transactionType: 'Other', color: 'red' });
    expect(await bad.json()).toEqual({
      error: 'Type must be one of Income, Payment, Expense - Fixed, Expense - Variable',
      fields: {
        transactionType: 'Type must be one of Income, Payment, Expense - Fixed, Expense - Variable',
        color: 'Color must be a hex color like #3B82F6',
      },
    });
  });

  it('refuses control characters with 400 and stores nothing', async () => {
    const { client } = await app.register();
    const response = await client.post('/api/expense-types', {
      transactionCategory: 'Food\u0085',
      transactionType: 'Income',
      description: 'x\ud800',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: 'Name must not contain control characters',
      fields: {
        transactionCategory: 'Name must not contain control characters',
        description: 'Description must not contain control characters',
      },
    });
    expect(await (await client.get('/api/expense-types')).json()).toEqual([]);
  });

  it("answers 404 for unknown, malformed and other users' ids", async () => {
    const a = await app.register();
    const b = await app.register();
    const category = await (await a.client.post('/api/expense-types', { transactionCategory: 'Mine', transactionType: 'Income' })).json();
    expect((await b.client.put(`/api/expense-types/${category.id}`, { description: 'x' })).status).toBe(404);
    expect((await b.client.delete(`/api/expense-types/${category.id}`)).status).toBe(404);
    expect((await a.client.put('/api/expense-types/not-a-uuid', { description: 'x' })).status).toBe(404);
    expect(await (await b.client.get('/api/expense-types')).json()).toEqual([]);
  });

  it('pins the events each category write appends (create, edit, delete)', async () => {
    const user = await app.register();
    const list = categoryListStreamId(user.user.id);
    const spec = apiSpec(app).given(user);
    const created = await spec
      .when(POST('/api/expense-types', { transactionCategory: ' Food ', transactionType: 'Expense - Variable' }))
      .then(201);
    const fields = {
      categoryId: created.body.id,
      transactionCategory: 'Food',
      transactionType: 'Expense - Variable',
      description: '',
      color: '#ff2600',
      isActive: true,
    } as const;
    expectNewEvents([{ streamId: list, type: 'CategoryCreated', data: { ...fields, userId: user.user.id } }])(created);
    await spec
      .when(PUT(`/api/expense-types/${fields.categoryId}`, { description: 'Groceries', isActive: false }))
      .then(
        200,
        expectNewEvents([{ streamId: list, type: 'CategoryUpdated', data: { ...fields, description: 'Groceries', isActive: false } }]),
      );
    await spec
      .when(DELETE(`/api/expense-types/${fields.categoryId}`))
      .then(204, expectNewEvents([{ streamId: list, type: 'CategoryDeleted', data: { categoryId: fields.categoryId } }]));
    await spec.when(DELETE(`/api/expense-types/${fields.categoryId}`)).then(404, expectNewEvents([]));
  });
});
