import { accountBookStreamId } from '@life/domain';
import { oneTestDbKind } from '@life/infra/testing/test-db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestClient } from '../testing/test-app';

const account = { accountName: 'Everyday', accountType: 'checking' };

/** A write with the session cookie but no Origin header (as some browsers send), plus extra headers. */
function postWithoutOrigin(client: TestClient, path: string, body: unknown, headers: Record<string, string>) {
  return client.fetch(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: '', ...headers },
    body: JSON.stringify(body),
  });
}

describe.each(oneTestDbKind())('CSRF and the session cookie over http (%s)', (kind) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(kind);
  });
  afterAll(async () => {
    await app?.close();
  });

  it.each(['cross-site', 'same-site'])(
    'refuses a cookie write without Origin but with Sec-Fetch-Site: %s, storing nothing',
    async (site) => {
      const { client, user } = await app.register();
      const accountEvents = async () => (await app.deps.store.readStream(accountBookStreamId(user.id))).length;
      const response = await postWithoutOrigin(client, '/api/accounts', account, { 'Sec-Fetch-Site': site });
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ error: 'Cross-site request refused' });
      expect(await accountEvents()).toBe(0);
      // Even a same-origin Origin does not outvote the browser's own cross-site verdict.
      const contradictory = await client.post('/api/accounts', account, { 'Sec-Fetch-Site': site });
      expect(contradictory.status).toBe(403);
      expect(await accountEvents()).toBe(0);
    },
  );

  it('accepts a same-origin Origin, and Sec-Fetch-Site same-origin or none without Origin', async () => {
    const { client } = await app.register();
    expect((await client.post('/api/accounts', { ...account, accountName: 'A' }, { 'Sec-Fetch-Site': 'same-origin' })).status).toBe(201);
    expect(
      (await postWithoutOrigin(client, '/api/accounts', { ...account, accountName: 'B' }, { 'Sec-Fetch-Site': 'same-origin' })).status,
    ).toBe(201);
    expect((await postWithoutOrigin(client, '/api/accounts', { ...account, accountName: 'C' }, { 'Sec-Fetch-Site': 'none' })).status).toBe(
      201,
    );
    const names = ((await (await client.get('/api/accounts')).json()) as { accountName: string }[]).map((a) => a.accountName).sort();
    expect(names).toEqual(['A', 'B', 'C']);
  });

  it('exempts bearer-token requests, which a foreign page cannot send', async () => {
    const { client } = await app.register();
    const { token } = await (await client.post('/api/auth/tokens', { name: 'cli' })).json();
    const headless = app.client(); // no cookies: the token is the only credential
    const response = await postWithoutOrigin(headless, '/api/accounts', account, {
      Authorization: `Bearer ${token}`,
      'Sec-Fetch-Site': 'cross-site',
      Referer: 'https://evil.example/',
    });
    expect(response.status).toBe(201);
  });

  it('names the cookie life.sid without Secure over plain http', async () => {
    const client = app.client();
    const response = await client.post('/api/auth/register', {
      email: `http-${Date.now()}@example.com`,
      password: 'secret1',
      displayName: 'H',
    });
    expect(response.status).toBe(201);
    const cookies = response.headers.getSetCookie();
    expect(cookies.map((c) => c.split('=')[0])).toEqual(['life.sid', 'life.sid.sig']);
    for (const cookie of cookies) expect(cookie).not.toMatch(/;\s*secure/i);
  });
});

describe.each(oneTestDbKind())('the session cookie over HTTPS behind a trusted proxy (%s)', (kind) => {
  let app: TestApp;
  let https: Record<string, string>;
  beforeAll(async () => {
    app = await startTestApp(kind, { trustProxy: true });
    https = { 'X-Forwarded-Proto': 'https', Origin: app.baseUrl.replace('http:', 'https:') };
  });
  afterAll(async () => {
    await app?.close();
  });

  it('sets a Secure __Host-life.sid (Path=/, no Domain) that then authenticates, over https only', async () => {
    const client = app.client();
    const body = { email: `tls-${Date.now()}@example.com`, password: 'secret1', displayName: 'T' };
    const response = await client.post('/api/auth/register', body, https);
    expect(response.status).toBe(201);
    const cookies = response.headers.getSetCookie();
    expect(cookies.map((c) => c.split('=')[0])).toEqual(['__Host-life.sid', '__Host-life.sid.sig']);
    for (const cookie of cookies) {
      expect(cookie).toMatch(/;\s*secure/i);
      expect(cookie).toMatch(/;\s*path=\/(;|$)/i);
      expect(cookie).not.toMatch(/;\s*domain=/i);
      expect(cookie).toMatch(/;\s*httponly/i);
    }

    const me = await client.get('/api/auth/me', https);
    expect(me.status).toBe(200);
    expect((await me.json()).email).toBe(body.email);
    // Over plain http the cookie is not looked for under its HTTPS name.
    expect((await client.get('/api/auth/me')).status).toBe(401);

    const logout = await client.post('/api/auth/logout', undefined, https);
    expect(logout.status).toBe(204);
    expect(logout.headers.getSetCookie()[0]).toMatch(/^__Host-life\.sid=;.*expires=Thu, 01 Jan 1970/i);
    expect((await client.get('/api/auth/me', https)).status).toBe(401);
  });

  it('ignores a life.sid cookie over https, so one planted over http cannot sign anybody in', async () => {
    const { client } = await app.register(); // over http: life.sid
    expect(client.cookieHeader()).toMatch(/^life\.sid=/);
    expect((await client.get('/api/auth/me')).status).toBe(200);
    expect((await client.get('/api/auth/me', https)).status).toBe(401);
  });
});
