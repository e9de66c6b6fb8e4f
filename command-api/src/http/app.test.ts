import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { oneTestDbKind } from '@life/infra/testing/test-db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/test-app';

describe.each(oneTestDbKind())('HTTP edge behaviour (%s)', (kind) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(kind);
  });
  afterAll(async () => {
    await app?.close();
  });

  describe('CSRF', () => {
    it('refuses a cookie-authenticated write from another origin with 403, leaving the session intact', async () => {
      const { client } = await app.register();
      const response = await client.post('/api/auth/logout', undefined, { Origin: 'https://evil.example' });
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ error: 'Cross-site request refused' });
      expect((await client.get('/api/auth/me')).status).toBe(200);
    });

    it('falls back to Referer when Origin is absent, and treats Origin "null" as foreign', async () => {
      const { client } = await app.register();
      const viaReferer = await client.fetch('/api/auth/tokens', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: '', Referer: 'https://evil.example/page' },
        body: JSON.stringify({ name: 'x' }),
      });
      expect(viaReferer.status).toBe(403);
      const nullOrigin = await client.post('/api/auth/tokens', { name: 'x' }, { Origin: 'null' });
      expect(nullOrigin.status).toBe(403);
    });

    it('protects login too (no login CSRF), and allows same-origin and header-less clients', async () => {
      const { email, password } = await app.register();
      const foreign = await app.client().post('/api/auth/login', { email, password }, { Origin: 'http://localhost:1' });
      expect(foreign.status).toBe(403);
      expect((await app.client().post('/api/auth/login', { email, password })).status).toBe(200);
      const noOrigin = await fetch(`${app.baseUrl}/api/auth/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email, password }),
      });
      expect(noOrigin.status).toBe(200);
    });
  });

  describe('request bodies', () => {
    it('answers 415 for a form-encoded body', async () => {
      const response = await app.client().fetch('/api/auth/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: 'email=a%40b.co&password=x',
      });
      expect(response.status).toBe(415);
      expect(await response.json()).toEqual({ error: 'Content-Type must be application/json' });
    });

    it('refuses non-JSON bodies on every /api route, even ones that ignore the body', async () => {
      const { client } = await app.register();
      const response = await client.fetch('/api/auth/logout', {
        method: 'POST',
        headers: { 'Content-Type': 'text/plain' },
        body: 'bye',
      });
      expect(response.status).toBe(415);
      expect((await client.get('/api/auth/me')).status).toBe(200);
    });

    it('answers 413 for a body over 1 MB', async () => {
      const response = await app.client().post('/api/auth/login', { email: 'a@b.co', password: 'x'.repeat(1024 * 1024) });
      expect(response.status).toBe(413);
      expect(await response.json()).toEqual({ error: 'Request body is larger than 1 MB' });
    });

    it('answers 413 for a chunked body that grows over 1 MB', async () => {
      const chunk = new TextEncoder().encode(`"${'y'.repeat(64 * 1024)}",`);
      let sent = 0;
      const body = new ReadableStream<Uint8Array>({
        pull(controller) {
          if (sent === 0) controller.enqueue(new TextEncoder().encode('['));
          if (sent > 20) return controller.close();
          sent++;
          controller.enqueue(chunk);
        },
      });
      const response = await app.client().fetch('/api/auth/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body,
        duplex: 'half',
      });
      expect(response.status).toBe(413);
    });

    it('answers 400 for malformed JSON', async () => {
      const response = await app.client().fetch('/api/auth/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: '{"email": ',
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: 'Malformed JSON body' });
    });

    it('reads application/*+json and charset=utf-8 bodies', async () => {
      const response = await app.client().fetch('/api/auth/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/vnd.life+json; charset=utf-8' },
        body: JSON.stringify({ email: 'nobody@example.com', password: 'x' }),
      });
      expect(response.status).toBe(401);
    });
  });

  describe('routing and logging', () => {
    it('answers unknown /api routes with 404 JSON', async () => {
      for (const [method, path] of [
        ['GET', '/api/nope'],
        ['POST', '/api/auth/nope'],
        ['DELETE', '/api/auth/me'],
        ['GET', '/api'],
      ] as const) {
        const response = await app.client().fetch(path, { method });
        expect(response.status, `${method} ${path}`).toBe(404);
        expect(await response.json()).toEqual({ error: 'Not found' });
      }
    });

    it('echoes a sane X-Request-Id and generates one otherwise', async () => {
      const echoed = await app.client().get('/api/health', { 'X-Request-Id': 'abc-123' });
      expect(echoed.headers.get('x-request-id')).toBe('abc-123');
      const generated = await app.client().get('/api/health', { 'X-Request-Id': 'bad id with spaces' });
      expect(generated.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    });

    it('reports health without authentication: the status and lag only (details: health/access.test.ts)', async () => {
      const response = await app.client().get('/api/health');
      expect(response.status).toBe(200);
      const body = await response.json();
      expect(body).toEqual({ status: 'ok', projections: expect.any(Array) });
      for (const projection of body.projections) {
        expect(projection).toEqual({ name: expect.any(String), lagEvents: expect.any(Number), lagMs: expect.any(Number) });
      }
    });
  });
});

describe('behind a TLS proxy, serving the web app', () => {
  let app: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = await mkdtemp(join(tmpdir(), 'life-dist-'));
    await mkdir(join(dist, 'assets'));
    await writeFile(join(dist, 'index.html'), '<!doctype html><title>Life</title>');
    await writeFile(join(dist, 'assets', 'app-abc.js'), 'console.log(1)');
    app = await startTestApp('pglite', { trustProxy: true, webDistDir: dist });
  });
  afterAll(async () => {
    await app?.close();
    await rm(dist, { recursive: true, force: true });
  });

  const proxied = { 'X-Forwarded-Proto': 'https', 'X-Forwarded-Host': 'life.example.com' };

  it('marks the session cookie Secure and checks Origin against the public origin', async () => {
    const client = app.client();
    const body = { email: `proxy-${Date.now()}@example.com`, password: 'secret1', displayName: 'P' };
    const direct = await client.post('/api/auth/register', body, proxied); // Origin = the internal URL
    expect(direct.status).toBe(403);
    const response = await client.post('/api/auth/register', body, { ...proxied, Origin: 'https://life.example.com' });
    expect(response.status).toBe(201);
    const cookie = response.headers.getSetCookie().find((c) => c.startsWith('__Host-life.sid='));
    expect(cookie).toMatch(/;\s*secure/i);
  });

  it('serves files, falls back to index.html for client routes, and keeps /api JSON', async () => {
    const index = await fetch(`${app.baseUrl}/`);
    expect(index.status).toBe(200);
    expect(index.headers.get('content-type')).toMatch(/text\/html/);
    expect(index.headers.get('cache-control')).toBe('no-cache');
    expect(await index.text()).toContain('<title>Life</title>');

    const deepLink = await fetch(`${app.baseUrl}/money/transactions`);
    expect(deepLink.status).toBe(200);
    expect(await deepLink.text()).toContain('<title>Life</title>');

    const asset = await fetch(`${app.baseUrl}/assets/app-abc.js`);
    expect(asset.headers.get('content-type')).toMatch(/javascript/);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect(await asset.text()).toBe('console.log(1)');

    expect((await fetch(`${app.baseUrl}/assets/missing.js`)).status).toBe(404);
    expect((await fetch(`${app.baseUrl}/..%2f..%2fetc%2fpasswd`)).status).not.toBe(500);
    const api = await fetch(`${app.baseUrl}/api/missing`);
    expect(api.status).toBe(404);
    expect(await api.json()).toEqual({ error: 'Not found' });
  });
});
