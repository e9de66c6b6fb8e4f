import { oneTestDbKind } from '@life/infra/testing/test-db';
import { describe, expect, it } from 'vitest';
import { getAsOf, momentBetween } from '../testing/as-of';
import { createAccount, record, useTestApp } from '../testing/route-test';

/** Issue 26: schedules and their periods as they were known at a moment. */
describe.each(oneTestDbKind())('schedules as of a moment (%s)', (kind) => {
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

  it("a schedule's period balances: absent before it; the old periods and amounts before an edit; the deleted transaction's until then", async () => {
    const { client } = await app.register();
    const day = '2024-01-01';
    const checking = await createAccount(client, { accountName: 'Checking', startingBalance: '1000', startingBalanceAsof: day });
    const before = await momentBetween();
    const created = await client.post('/api/schedules', { name: 'Months', startDate: '2024-01-01', endDate: '2024-02-29' });
    expect(created.status).toBe(201);
    const { id } = await created.json();
    const food = await record(client, { title: 'Food', amount: '100', type: 'expense', fromAccountId: checking.id, date: '2024-01-10' });
    const afterCreate = await momentBetween();
    expect((await client.put(`/api/schedules/${id}`, { name: 'Quarter', startDate: '2024-01-01', endDate: '2024-03-31' })).status).toBe(
      200,
    );
    expect((await client.put(`/api/transactions/${food.id}`, { amount: '150', date: '2024-02-10' })).status).toBe(200);
    const afterEdit = await momentBetween();
    const deleted = await client.delete(`/api/transactions/${food.id}`);
    expect(deleted.status).toBe(204);
    const position = deleted.headers.get('x-position');

    /** Each period's dates and Checking's start and end balances (posted). */
    const balances = async (asOf?: string) => {
      const body = await getAsOf(client, `/api/schedules/${id}/balances`, asOf, position);
      expect(body.scheduleId).toBe(id);
      return (
        body.periods as Array<{
          startDate: string;
          endDate: string;
          balances: Array<{ accountName: string; startBalancePosted: string; endBalancePosted: string }>;
        }>
      ).map((period) => [
        period.startDate,
        period.endDate,
        ...period.balances.map((b) => `${b.accountName} ${b.startBalancePosted} -> ${b.endBalancePosted}`),
      ]);
    };

    const early = await client.get(`/api/schedules/${id}/balances?asOf=${encodeURIComponent(before)}`, { 'X-Min-Position': position! });
    expect(early.status).toBe(404);
    expect(await balances(afterCreate)).toEqual([
      ['2024-01-01', '2024-01-31', 'Checking 1000.00 -> 900.00'],
      ['2024-02-01', '2024-02-29', 'Checking 900.00 -> 900.00'],
    ]);
    expect(await balances(afterEdit)).toEqual([
      ['2024-01-01', '2024-01-31', 'Checking 1000.00 -> 1000.00'],
      ['2024-02-01', '2024-02-29', 'Checking 1000.00 -> 850.00'],
      ['2024-03-01', '2024-03-31', 'Checking 850.00 -> 850.00'],
    ]);
    const live = await balances();
    expect(live).toEqual([
      ['2024-01-01', '2024-01-31', 'Checking 1000.00 -> 1000.00'],
      ['2024-02-01', '2024-02-29', 'Checking 1000.00 -> 1000.00'],
      ['2024-03-01', '2024-03-31', 'Checking 1000.00 -> 1000.00'],
    ]);
    expect(await balances(new Date().toISOString())).toEqual(live);

    const gone = await client.delete(`/api/schedules/${id}`);
    expect(gone.status).toBe(204);
    const afterDelete = { 'X-Min-Position': gone.headers.get('x-position')! };
    expect((await client.get(`/api/schedules/${id}/balances`, afterDelete)).status).toBe(404);
    const kept = await client.get(`/api/schedules/${id}/balances?asOf=${encodeURIComponent(afterEdit)}`, afterDelete);
    expect(kept.status).toBe(200);
    expect((await kept.json()).periods).toHaveLength(3);
  });
});
