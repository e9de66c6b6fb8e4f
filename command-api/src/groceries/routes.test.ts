import { groceryItemStreamId } from '@life/domain';
import { oneTestDbKind } from '@life/infra/testing/test-db';
import { describe, expect, it } from 'vitest';
import { apiSpec, DELETE, expectNewEvents, POST, PUT } from '../testing/api-spec';
import { useTestApp } from '../testing/route-test';

describe.each(oneTestDbKind())('grocery items (%s)', (kind) => {
  const app = useTestApp(kind);

  it("adds ('Other' by default), ticks both ways, deletes, in the order added", async () => {
    const { client } = await app.register();
    const added = await client.post('/api/grocery-items', { name: ' Milk ', category: 'Other' });
    expect(added.status).toBe(201);
    const milk = await added.json();
    expect(milk).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      name: 'Milk',
      category: 'Other',
      checked: false,
      quantity: null,
      unit: '',
      createdAt: expect.stringMatching(/Z$/),
    });
    const eggs = await (await client.post('/api/grocery-items', { name: 'Eggs' })).json();
    expect(eggs.category).toBe('Other');
    expect(await (await client.get('/api/grocery-items')).json()).toEqual([milk, eggs]);

    const ticked = await client.put(`/api/grocery-items/${milk.id}`, { checked: true });
    expect(ticked.status).toBe(200);
    expect(await ticked.json()).toEqual({ ...milk, checked: true });
    expect(await (await client.put(`/api/grocery-items/${milk.id}`, { checked: false })).json()).toEqual(milk);

    const deleted = await client.delete(`/api/grocery-items/${eggs.id}`);
    expect(deleted.status).toBe(204);
    expect(await (await client.get('/api/grocery-items', { 'X-Min-Position': deleted.headers.get('x-position')! })).json()).toEqual([milk]);
  });

  it('clears the checked items only, and says how many', async () => {
    const user = await app.register();
    const { client } = user;
    const names = ['Milk', 'Eggs', 'Bread', 'Apples'];
    const items = [];
    for (const name of names) items.push(await (await client.post('/api/grocery-items', { name })).json());
    await client.put(`/api/grocery-items/${items[0].id}`, { checked: true });
    await client.put(`/api/grocery-items/${items[2].id}`, { checked: true });

    const spec = apiSpec(app).given(user);
    const { body, response } = await spec.when(POST('/api/grocery-items/clear-completed')).then(
      200,
      expectNewEvents([
        { streamId: groceryItemStreamId(items[0].id), type: 'GroceryItemDeleted', data: { groceryItemId: items[0].id, reason: 'cleared' } },
        { streamId: groceryItemStreamId(items[2].id), type: 'GroceryItemDeleted', data: { groceryItemId: items[2].id, reason: 'cleared' } },
      ]),
    );
    expect(body).toEqual({ cleared: 2 });
    const list = await client.get('/api/grocery-items', { 'X-Min-Position': response.headers.get('x-position')! });
    expect((await list.json()).map((item: { name: string }) => item.name)).toEqual(['Eggs', 'Apples']);
    // Nothing checked: nothing to clear.
    await spec.when(POST('/api/grocery-items/clear-completed')).then(200, expectNewEvents([]));
  });

  it('pins the events of add, tick and delete', async () => {
    const user = await app.register();
    const spec = apiSpec(app).given(user);
    const { body } = await spec.when(POST('/api/grocery-items', { name: 'Milk' })).then(
      201,
      expectNewEvents([
        {
          streamId: expect.stringMatching(/^grocery-item-/),
          type: 'GroceryItemAdded',
          data: {
            groceryItemId: expect.any(String),
            userId: user.user.id,
            name: 'Milk',
            category: 'Other',
            checked: false,
            quantity: null,
            unit: '',
          },
        },
      ]),
    );
    const streamId = groceryItemStreamId(body.id);
    await spec
      .when(PUT(`/api/grocery-items/${body.id}`, { checked: true }))
      .then(200, expectNewEvents([{ streamId, type: 'GroceryItemCheckedChanged', data: { groceryItemId: body.id, checked: true } }]));
    await spec
      .when(DELETE(`/api/grocery-items/${body.id}`))
      .then(204, expectNewEvents([{ streamId, type: 'GroceryItemDeleted', data: { groceryItemId: body.id } }]));
  });

  it('answers 400 for a blank name or a missing flag; 404 for other users', async () => {
    const a = await app.register();
    const b = await app.register();
    const blank = await a.client.post('/api/grocery-items', { name: '   ' });
    expect(blank.status).toBe(400);
    expect(await blank.json()).toEqual({ error: 'Item name is required', fields: { name: 'Item name is required' } });
    const item = await (await a.client.post('/api/grocery-items', { name: 'Mine', checked: true })).json();
    expect(item.checked).toBe(true);
    expect((await a.client.put(`/api/grocery-items/${item.id}`, {})).status).toBe(400);
    expect((await b.client.put(`/api/grocery-items/${item.id}`, { checked: false })).status).toBe(404);
    expect((await b.client.delete(`/api/grocery-items/${item.id}`)).status).toBe(404);
    expect(await (await b.client.post('/api/grocery-items/clear-completed', {})).json()).toEqual({ cleared: 0 });
    expect(await (await b.client.get('/api/grocery-items')).json()).toEqual([]);
    expect((await (await a.client.get('/api/grocery-items')).json()).map((i: { id: string }) => i.id)).toEqual([item.id]);
  });
});
