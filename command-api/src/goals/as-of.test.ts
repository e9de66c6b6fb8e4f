import { oneTestDbKind } from '@life/infra/testing/test-db';
import { describe, expect, it } from 'vitest';
import { momentBetween } from '../testing/as-of';
import { useTestApp } from '../testing/route-test';

describe.each(oneTestDbKind())('goals as of a moment (%s)', (kind) => {
  const app = useTestApp(kind);

  it('lists, the weekly figures, the week and the reviews as they were known then', async () => {
    const { client } = await app.register();
    const before = await momentBetween();
    const read = await client.post('/api/goals', { title: 'Read', category: 'Learning', progress: 10 });
    const goal = await read.json();
    const afterCreate = await momentBetween();
    const edited = await client.put(`/api/goals/${goal.id}`, { title: 'Read 12 books', progress: 100 });
    expect(edited.status).toBe(200);
    const saved = await client.post('/api/goal-reviews', { reflection: 'Good week' });
    expect(saved.status).toBe(200);
    const position = { 'X-Min-Position': saved.headers.get('x-position')! };
    const get = async (path: string, asOf?: string) => {
      const response = await client.get(asOf ? `${path}${path.includes('?') ? '&' : '?'}asOf=${asOf}` : path, position);
      expect(response.status).toBe(200);
      return response.json();
    };

    expect(await get('/api/goals', before)).toEqual([]);
    expect(await get('/api/goals', afterCreate)).toEqual([expect.objectContaining({ title: 'Read', progress: 10, status: 'active' })]);
    expect(await get('/api/goals')).toEqual([expect.objectContaining({ title: 'Read 12 books', progress: 100, status: 'completed' })]);

    expect(await get('/api/goals/weekly-progress', before)).toMatchObject({ created: 0, completed: 0, totalActive: 0 });
    expect(await get('/api/goals/weekly-progress', afterCreate)).toMatchObject({ created: 1, completed: 0, totalActive: 1 });
    expect(await get('/api/goals/weekly-progress')).toMatchObject({ created: 1, completed: 1, totalActive: 0 });

    expect(await get('/api/goal-reviews', afterCreate)).toEqual([]);
    expect(await get('/api/goal-reviews')).toEqual([expect.objectContaining({ reflection: 'Good week' })]);
    expect((await get('/api/goal-reviews/week', afterCreate)).reflection ?? null).toBeNull();
    expect(await get('/api/goal-reviews/week')).toMatchObject({ reflection: 'Good week' });

    const deleted = await client.delete(`/api/goals/${goal.id}`);
    const afterDelete = { 'X-Min-Position': deleted.headers.get('x-position')! };
    expect(await (await client.get('/api/goals', afterDelete)).json()).toEqual([]);
    expect(await (await client.get(`/api/goals?asOf=${afterCreate}`, afterDelete)).json()).toEqual([
      expect.objectContaining({ title: 'Read' }),
    ]);
  });
});
