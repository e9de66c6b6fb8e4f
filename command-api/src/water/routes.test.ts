import { waterStreamId } from '@life/domain';
import { oneTestDbKind } from '@life/infra/testing/test-db';
import { describe, expect, it } from 'vitest';
import { apiSpec, expectNewEvents, POST } from '../testing/api-spec';
import { useTestApp } from '../testing/route-test';

describe.each(oneTestDbKind())('water (%s)', (kind) => {
  const app = useTestApp(kind);

  it('counts glasses per day, today by X-Time-Zone', async () => {
    const user = await app.register();
    const zone = 'Pacific/Kiritimati';
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(new Date());
    const headers = { 'X-Time-Zone': zone };
    expect(await (await user.client.get('/api/water', headers)).json()).toEqual({ date: today, glasses: 0 });

    const spec = apiSpec(app).given(user);
    const { body } = await spec.when(POST('/api/water', {}, headers)).then(
      200,
      expectNewEvents([
        {
          streamId: waterStreamId(user.user.id, today),
          type: 'WaterGlassLogged',
          data: { userId: user.user.id, date: today, glasses: 1 },
        },
      ]),
    );
    expect(body).toEqual({ date: today, glasses: 1 });
    expect(await (await user.client.post('/api/water', {}, headers)).json()).toEqual({ date: today, glasses: 2 });
    expect(await (await user.client.post('/api/water', { date: '2025-01-02' })).json()).toEqual({ date: '2025-01-02', glasses: 1 });
    expect(await (await user.client.get('/api/water', headers)).json()).toEqual({ date: today, glasses: 2 });
    expect(await (await user.client.get('/api/water?date=2025-01-02')).json()).toEqual({ date: '2025-01-02', glasses: 1 });
  });

  it('removes a glass (issue 26): one fewer, its event pinned; at none it stays none', async () => {
    const user = await app.register();
    await user.client.post('/api/water', { date: '2025-03-01' });
    await user.client.post('/api/water', { date: '2025-03-01' });
    const spec = apiSpec(app).given(user);
    const { body } = await spec.when(POST('/api/water/remove', { date: '2025-03-01' })).then(
      200,
      expectNewEvents([
        {
          streamId: waterStreamId(user.user.id, '2025-03-01'),
          type: 'WaterGlassRemoved',
          data: { userId: user.user.id, date: '2025-03-01', glasses: 1 },
        },
      ]),
    );
    expect(body).toEqual({ date: '2025-03-01', glasses: 1 });
    expect(await (await user.client.post('/api/water/remove', { date: '2025-03-01' })).json()).toEqual({ date: '2025-03-01', glasses: 0 });
    await spec.when(POST('/api/water/remove', { date: '2025-03-01' })).then(200, expectNewEvents([]));
    expect(await (await user.client.get('/api/water?date=2025-03-01')).json()).toEqual({ date: '2025-03-01', glasses: 0 });
    expect((await user.client.post('/api/water/remove', { date: '2025-02-30' })).status).toBe(400);
  });

  it('refuses bad days and a 51st glass; keeps users apart', async () => {
    const a = await app.register();
    const b = await app.register();
    const bad = await a.client.post('/api/water', { date: '2025-02-30' });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({
      error: 'Date must be a valid date (yyyy-mm-dd)',
      fields: { date: 'Date must be a valid date (yyyy-mm-dd)' },
    });
    expect((await a.client.get('/api/water?date=2100-01-01')).status).toBe(400);
    const counts: number[] = [];
    for (let glass = 0; glass < 50; glass++)
      counts.push((await (await a.client.post('/api/water', { date: '2025-03-03' })).json()).glasses);
    expect(counts.at(-1)).toBe(50);
    const tooMany = await a.client.post('/api/water', { date: '2025-03-03' });
    expect(tooMany.status).toBe(400);
    expect((await tooMany.json()).error).toBe('At most 50 glasses of water can be logged in a day');
    expect(await (await b.client.get('/api/water?date=2025-03-03')).json()).toEqual({ date: '2025-03-03', glasses: 0 });
  });
});
