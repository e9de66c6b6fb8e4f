import { oneTestDbKind } from '@life/infra/testing/test-db';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../testing/route-test';

describe.each(oneTestDbKind())('personal API tokens (%s)', (kind) => {
  const app = useTestApp(kind);

  const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

  it('creates a token shown once, lists it without the secret, authenticates with it, and revokes it', async () => {
    const { client, user } = await app.register();
    const created = await client.post('/api/auth/tokens', { name: ' CLI ' });
    expect(created.status).toBe(201);
    const token = await created.json();
    expect(token).toEqual({
      id: expect.any(String),
      name: 'CLI',
      token: expect.stringMatching(/^life_pat_[\w-]{43}$/),
      createdAt: expect.any(String),
    });

    const list = await client.get('/api/auth/tokens');
    expect(list.status).toBe(200);
    const listed = await list.json();
    expect(listed).toEqual([{ id: token.id, name: 'CLI', createdAt: token.createdAt, lastUsedAt: null }]);
    expect(JSON.stringify(listed)).not.toContain(token.token);

    // A cookie-less client authenticates with the token alone.
    const cli = app.client();
    const me = await cli.get('/api/auth/me', bearer(token.token));
    expect(me.status).toBe(200);
    expect((await me.json()).id).toBe(user.id);
    const afterUse = await (await client.get('/api/auth/tokens')).json();
    expect(afterUse[0].lastUsedAt).not.toBeNull();

    expect((await client.delete(`/api/auth/tokens/${token.id}`)).status).toBe(204);
    const revoked = await cli.get('/api/auth/me', bearer(token.token));
    expect(revoked.status).toBe(401);
    expect(await revoked.json()).toEqual({ error: 'Invalid API token' });
    expect(await (await client.get('/api/auth/tokens')).json()).toEqual([]);
  });

  it('rejects a missing name', async () => {
    const { client } = await app.register();
    const response = await client.post('/api/auth/tokens', { name: '  ' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'Please enter a token name', fields: { name: 'Please enter a token name' } });
  });

  it("hides another user's tokens: not listed, and revoking answers 404", async () => {
    const a = await app.register();
    const b = await app.register();
    const token = await (await a.client.post('/api/auth/tokens', { name: 'A' })).json();

    expect(await (await b.client.get('/api/auth/tokens')).json()).toEqual([]);
    const foreign = await b.client.delete(`/api/auth/tokens/${token.id}`);
    expect(foreign.status).toBe(404);
    expect(await foreign.json()).toEqual({ error: 'Token not found' });
    expect((await b.client.delete('/api/auth/tokens/not-a-uuid')).status).toBe(404);
    // Still valid for its owner.
    expect((await app.client().get('/api/auth/me', bearer(token.token))).status).toBe(200);
  });

  it('exempts bearer requests from the Origin check and ignores cookies when a bearer is sent', async () => {
    const a = await app.register();
    const b = await app.register();
    const token = await (await a.client.post('/api/auth/tokens', { name: 'A' })).json();
    const created = await app
      .client()
      .post('/api/auth/tokens', { name: 'from a script' }, { ...bearer(token.token), Origin: 'https://elsewhere.example' });
    expect(created.status).toBe(201);
    // B's cookie plus A's token: the token decides.
    const me = await b.client.get('/api/auth/me', bearer(token.token));
    expect((await me.json()).id).toBe(a.user.id);
    // A bad bearer never falls back to the cookie.
    expect((await b.client.get('/api/auth/me', bearer('life_pat_nope'))).status).toBe(401);
    expect((await b.client.get('/api/auth/me', { Authorization: 'Basic abc' })).status).toBe(401);
  });
});
