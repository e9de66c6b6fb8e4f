import { testDbKinds } from '@life/infra/testing/test-db';
import { describe, expect, it } from 'vitest';
import { getAsOf, momentBetween } from '../testing/as-of';
import { useTestApp } from '../testing/route-test';

/** Issue 26: schedules and their periods as they were known at a moment. */
describe.each(testDbKinds())('schedules as of a moment (%s)', (kind) => {
  const app = useTestApp(kind);

  it('absent before its creation; the old name and periods before an edit', async () => {
    const { client } = await app.register();
    const before = await momentBetween();
    const created = await client.post('/api/schedules', { name: 'Months', startDate: '2024-01-01', endDate: '2024-02-29' });
    expect(created.status).toBe(201);
    const { id } = await created.json();
    const afterCreate = await momentBetween();
    const updated = await client.put(`/api/schedules/${id}`, { name: 'Quarter', startDate: '2024-01-01', endDate: '2024-03-31' });
    expect(updated.status).toBe(200);
    const position = updated.headers.get('x-position');

    expect(await getAsOf(client, '/api/schedules', before, position)).toEqual([]);
    expect(await getAsOf(client, '/api/schedules', afterCreate, position)).toEqual([expect.objectContaining({ id, name: 'Months' })]);
    expect(await getAsOf(client, '/api/schedules', undefined, position)).toEqual([expect.objectContaining({ id, name: 'Quarter' })]);
    const periods = async (asOf?: string) => (await getAsOf(client, `/api/schedule-periods?scheduleId=${id}`, asOf, position)) as unknown[];
    expect(await periods(afterCreate)).toHaveLength(2);
    expect(await periods()).toHaveLength(3);
    const early = await client.get(`/api/schedule-periods?scheduleId=${id}&asOf=${encodeURIComponent(before)}`);
    expect(early.status).toBe(404);
  });
});
