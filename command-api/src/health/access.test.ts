import { oneTestDbKind } from '@life/infra/testing/test-db';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../testing/route-test';
import { TEST_OPERATOR_TOKEN } from '../testing/test-app';

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

describe.each(oneTestDbKind())('health: public answer and operator details (%s)', (kind) => {
  const app = useTestApp(kind);

  it('answers anyone with the status and each projection’s lag only', async () => {
    const response = await app.client().get('/api/health');
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(Object.keys(body).sort()).toEqual(['projections', 'status']);
    expect(body.status).toBe('ok');
    expect(body.projections.length).toBeGreaterThan(0);
    for (const projection of body.projections) {
      expect(projection).toEqual({ name: expect.any(String), lagEvents: expect.any(Number), lagMs: expect.any(Number) });
    }
  });

  it('gives the details to the operator token only: not anonymous, not a user’s session or API token, not a wrong token', async () => {
    const { client } = await app.register();
    const apiToken = (await (await client.post('/api/auth/tokens', { name: 'mine' })).json()).token as string;
    const refusals = [
      await app.client().get('/api/health/details'),
      await client.get('/api/health/details'),
      await app.client().get('/api/health/details', bearer(apiToken)),
      await app.client().get('/api/health/details', bearer(`${TEST_OPERATOR_TOKEN}x`)),
      await app.client().get('/api/health/details', bearer(TEST_OPERATOR_TOKEN.slice(0, -1))),
      await app.client().get('/api/health/details', { Authorization: TEST_OPERATOR_TOKEN }),
    ];
    for (const refused of refusals) {
      expect(refused.status).toBe(401);
      expect(await refused.json()).toEqual({ error: 'Operator token required' });
      expect(refused.headers.get('www-authenticate')).toMatch(/^Bearer/);
    }

    const details = await app.client().get('/api/health/details', bearer(TEST_OPERATOR_TOKEN));
    expect(details.status).toBe(200);
    const body = await details.json();
    expect(body).toMatchObject({ status: 'ok', eventStore: 'ok', readDb: 'ok', stuck: [] });
    expect(body).not.toHaveProperty('redis');
    for (const projection of body.projections) {
      expect(projection).toEqual({
        name: expect.any(String),
        checkpoint: expect.toSatisfy((v: unknown) => v === null || typeof v === 'string'),
        lagEvents: expect.any(Number),
        lagMs: expect.any(Number),
        state: 'ok',
        parkedEvents: 0,
      });
    }
  });
});

describe.each(oneTestDbKind())('health details without LIFE_OPERATOR_TOKEN (%s)', (kind) => {
  const app = useTestApp(kind, { operatorToken: null, recurringGeneration: false });

  it('does not exist (404) for anyone, and the public answer stays', async () => {
    for (const headers of [{}, bearer(TEST_OPERATOR_TOKEN), bearer('')]) {
      const response = await app.client().get('/api/health/details', headers);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: 'Not found' });
    }
    expect((await app.client().get('/api/health')).status).toBe(200);
  });
});
