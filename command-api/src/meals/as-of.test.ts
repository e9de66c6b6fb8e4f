import { oneTestDbKind } from '@life/infra/testing/test-db';
import { describe, expect, it } from 'vitest';
import { getAsOf, momentBetween } from '../testing/as-of';
import { useTestApp } from '../testing/route-test';

/** Issue 26: the nutrition screens' reads (meals, water, targets, grocery items) as they were known at a moment. */
describe.each(oneTestDbKind())('nutrition as of a moment (%s)', (kind) => {
  const app = useTestApp(kind);

  it('meals, water, targets and grocery items: absent before they were recorded, the old value before an edit', async () => {
    const { client } = await app.register();
    const before = await momentBetween();
    const meal = await (await client.post('/api/meals', { name: 'Soup', type: 'lunch', calories: 400, date: '2025-11-15' })).json();
    await client.post('/api/water', {});
    await client.put('/api/targets', { calories: 1800 });
    const milk = await (await client.post('/api/grocery-items', { name: 'Milk', category: 'Other' })).json();
    const between = await momentBetween();
    await client.patch(`/api/meals/${meal.id}`, { logged: true });
    await client.post('/api/water', {});
    await client.put('/api/targets', { calories: 2200 });
    const last = await client.put(`/api/grocery-items/${milk.id}`, { checked: true });
    const position = last.headers.get('x-position');

    expect(await getAsOf(client, '/api/meals', before, position)).toEqual([]);
    expect(await getAsOf(client, '/api/meals', between, position)).toEqual([expect.objectContaining({ name: 'Soup', logged: false })]);
    expect(await getAsOf(client, '/api/meals', undefined, position)).toEqual([expect.objectContaining({ name: 'Soup', logged: true })]);

    expect((await getAsOf(client, '/api/water', before, position)).glasses).toBe(0);
    expect((await getAsOf(client, '/api/water', between, position)).glasses).toBe(1);
    expect((await getAsOf(client, '/api/water', undefined, position)).glasses).toBe(2);

    expect(await getAsOf(client, '/api/targets', before, position)).toMatchObject({ custom: false, calories: 2000 });
    expect(await getAsOf(client, '/api/targets', between, position)).toMatchObject({ custom: true, calories: 1800 });
    expect(await getAsOf(client, '/api/targets', undefined, position)).toMatchObject({ custom: true, calories: 2200 });

    expect(await getAsOf(client, '/api/grocery-items', before, position)).toEqual([]);
    expect(await getAsOf(client, '/api/grocery-items', between, position)).toEqual([
      expect.objectContaining({ name: 'Milk', checked: false }),
    ]);
    expect(await getAsOf(client, '/api/grocery-items', undefined, position)).toEqual([
      expect.objectContaining({ name: 'Milk', checked: true }),
    ]);
  });
});
