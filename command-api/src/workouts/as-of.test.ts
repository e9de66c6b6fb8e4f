import { oneTestDbKind } from '@life/infra/testing/test-db';
import { describe, expect, it } from 'vitest';
import { getAsOf, momentBetween } from '../testing/as-of';
import { useTestApp } from '../testing/route-test';

describe.each(oneTestDbKind())('workouts as of a moment (%s)', (kind) => {
  const app = useTestApp(kind);

  it('the list and the figures as they were known then', async () => {
    const { client } = await app.register();
    const before = await momentBetween();
    const logged = await client.post('/api/workouts', { name: 'Run', type: 'cardio', duration: 35, completed: true });
    expect(logged.status).toBe(201);
    const workout = await logged.json();
    const afterLog = await momentBetween();
    const edited = await client.put(`/api/workouts/${workout.id}`, { name: 'Long run', type: 'cardio', duration: 50, completed: true });
    expect(edited.status).toBe(200);
    const position = edited.headers.get('x-position');

    expect(await getAsOf(client, '/api/workouts', before, position)).toEqual([]);
    expect(await getAsOf(client, '/api/workouts', afterLog, position)).toEqual([expect.objectContaining({ name: 'Run', duration: 35 })]);
    expect(await getAsOf(client, '/api/workouts', undefined, position)).toEqual([
      expect.objectContaining({ name: 'Long run', duration: 50 }),
    ]);
    expect((await getAsOf(client, '/api/workouts/stats', before, position)).totalCompleted).toBe(0);
    expect((await getAsOf(client, '/api/workouts/stats', afterLog, position)).day).toMatchObject({ activeMinutes: 35 });
    expect((await getAsOf(client, '/api/workouts/stats', undefined, position)).day).toMatchObject({ activeMinutes: 50 });

    const deleted = await client.delete(`/api/workouts/${workout.id}`);
    const afterDelete = deleted.headers.get('x-position');
    expect(await getAsOf(client, '/api/workouts', undefined, afterDelete)).toEqual([]);
    expect(await getAsOf(client, '/api/workouts', afterLog, afterDelete)).toEqual([expect.objectContaining({ name: 'Run' })]);
  });
});
