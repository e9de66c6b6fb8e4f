import { oneTestDbKind } from '@life/infra/testing/test-db';
import { describe, expect, it } from 'vitest';
import { emailStreamId, userStreamId } from '@life/domain/users/email';
import { emailDigest } from '@life/infra';
import { apiSpec, expectNewEvents, POST } from '../testing/api-spec';
import { useTestApp } from '../testing/route-test';
import { TEST_PASSWORD } from '../testing/test-app';
import { LOGIN_WINDOW_MS, MAX_LOGIN_FAILURES, MAX_LOGIN_FAILURES_PER_ADDRESS } from './rate-limit';

describe.each(oneTestDbKind())('auth routes (%s)', (kind) => {
  const app = useTestApp(kind);

  describe('register', () => {
    it('creates the user, answers 201 with the user and signs in', async () => {
      const client = app.client();
      const response = await client.post('/api/auth/register', {
        email: '  New.User@Example.COM ',
        password: 'secret1',
        displayName: ' New User ',
      });
      expect(response.status).toBe(201);
      const user = await response.json();
      expect(user).toEqual({
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        email: 'new.user@example.com',
        displayName: 'New User',
        photoURL: null,
        provider: 'email',
        createdAt: expect.any(String),
      });
      expect(response.headers.get('x-position')).toBeTruthy();
      const cookie = response.headers.getSetCookie().find((c) => c.startsWith('life.sid='));
      expect(cookie).toMatch(/httponly/i);
      expect(cookie).toMatch(/samesite=lax/i);
      expect(cookie).not.toMatch(/;\s*secure/i); // plain http
      expect(cookie).toMatch(/expires=/i);

      const me = await client.get('/api/auth/me');
      expect(me.status).toBe(200);
      expect(await me.json()).toEqual(user);
    });

    it.each([
      [{ password: 'secret1', displayName: 'A' }, 'email', 'Please enter both email and password'],
      [{ email: 'a@example.com', displayName: 'A' }, 'password', 'Please enter both email and password'],
      [{ email: 'a@example.com', password: '12345', displayName: 'A' }, 'password', 'Password must be at least 6 characters'],
      [{ email: 'a@example.com', password: 'secret1' }, 'displayName', 'Please enter your display name'],
    ])('rejects %j with 400', async (body, field, message) => {
      const response = await app.client().post('/api/auth/register', body);
      expect(response.status).toBe(400);
      const json = await response.json();
      expect(json.error).toBe(message);
      expect(json.fields[field]).toBe(message);
    });

    it('refuses a second registration of the same email (any case) with 409', async () => {
      const { email } = await app.register();
      const response = await app.client().post('/api/auth/register', {
        email: email.toUpperCase(),
        password: 'another1',
        displayName: 'Copycat',
      });
      expect(response.status).toBe(409);
      expect(await response.json()).toEqual({ error: 'Email already registered' });
    });

    it('lets exactly one of two concurrent registrations of one email win', async () => {
      const email = `race-${Date.now()}@example.com`;
      const attempts = await Promise.all(
        ['One', 'Two', 'Three'].map((name) => app.client().post('/api/auth/register', { email, password: 'secret1', displayName: name })),
      );
      const statuses = attempts.map((r) => r.status).sort();
      expect(statuses).toEqual([201, 409, 409]);
      const winner = attempts.find((r) => r.status === 201)!;
      const { displayName } = await winner.json();
      const login = await app.client().post('/api/auth/login', { email, password: 'secret1' });
      expect(login.status).toBe(200);
      expect((await login.json()).displayName).toBe(displayName);
    });
  });

  describe('login', () => {
    it('signs in with the right password, email case-insensitively, with a new session id', async () => {
      const { email, user, client } = await app.register();
      const before = client.cookieHeader();
      const response = await client.post('/api/auth/login', { email: ` ${email.toUpperCase()} `, password: TEST_PASSWORD });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual(user);
      expect(client.cookieHeader()).not.toBe(before); // regenerated: no session fixation
      expect((await client.get('/api/auth/me')).status).toBe(200);
      // The pre-login session id is dead.
      const stale = app.client();
      stale.setCookieHeader(before);
      expect((await stale.get('/api/auth/me')).status).toBe(401);
    });

    it('answers 401 for a wrong password or an unknown email, with one message', async () => {
      const { email } = await app.register();
      for (const body of [
        { email, password: 'wrong-password' },
        { email: 'nobody@example.com', password: TEST_PASSWORD },
      ]) {
        const response = await app.client().post('/api/auth/login', body);
        expect(response.status).toBe(401);
        expect(await response.json()).toEqual({ error: 'Invalid email or password' });
      }
    });

    it.each([{}, { email: 'a@example.com' }, { password: 'x' }])('answers 400 for %j', async (body) => {
      const response = await app.client().post('/api/auth/login', body);
      expect(response.status).toBe(400);
      expect((await response.json()).error).toBe('Please enter both email and password');
    });

    it('locks an email for 15 minutes after 10 failures from this address, even for the right password', async () => {
      const { email } = await app.register();
      for (let i = 0; i < 10; i++) {
        expect((await app.client().post('/api/auth/login', { email, password: `wrong-${i}` })).status).toBe(401);
      }
      const blocked = await app.client().post('/api/auth/login', { email, password: TEST_PASSWORD });
      expect(blocked.status).toBe(429);
      expect(await blocked.json()).toEqual({ error: 'Too many attempts, try again in 15 minutes' });
      expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(800);

      // Another e-mail is not affected.
      const other = await app.register();
      expect((await app.client().post('/api/auth/login', { email: other.email, password: TEST_PASSWORD })).status).toBe(200);

      app.clock.advance(15 * 60 * 1000 + 1000);
      expect((await app.client().post('/api/auth/login', { email, password: TEST_PASSWORD })).status).toBe(200);
    });
  });

  describe('logout and me', () => {
    it('destroys the session server-side: the old cookie is refused afterwards', async () => {
      const { client } = await app.register();
      const cookie = client.cookieHeader();
      const response = await client.post('/api/auth/logout');
      expect(response.status).toBe(204);
      expect((await client.get('/api/auth/me')).status).toBe(401);
      const replay = app.client();
      replay.setCookieHeader(cookie);
      const me = await replay.get('/api/auth/me');
      expect(me.status).toBe(401);
      expect(await me.json()).toEqual({ error: 'Not signed in' });
    });

    it('answers 401 JSON to /me without a session', async () => {
      const response = await app.client().get('/api/auth/me');
      expect(response.status).toBe(401);
      expect(response.headers.get('content-type')).toMatch(/application\/json/);
    });

    it("GET /api/auth/session: 200 with the caller's own user, or { user: null } signed out (no failed request); a bad token is 401", async () => {
      const owner = await app.register();
      const other = await app.register();
      const session = async (client: ReturnType<typeof app.client>, headers: Record<string, string> = {}) => {
        const response = await client.fetch('/api/auth/session', { headers });
        return { status: response.status, body: (await response.json()) as unknown };
      };
      expect(await session(owner.client)).toEqual({ status: 200, body: { user: owner.user } });
      expect(await session(other.client)).toEqual({ status: 200, body: { user: other.user } });
      expect(await session(app.client())).toEqual({ status: 200, body: { user: null } });
      expect((await session(owner.client, { Authorization: 'Bearer life_pat_invalid' })).status).toBe(401);
      const token = (await (await owner.client.post('/api/auth/tokens', { name: 'cli' })).json()) as { token: string };
      expect(await session(app.client(), { Authorization: `Bearer ${token.token}` })).toEqual({ status: 200, body: { user: owner.user } });
      await owner.client.post('/api/auth/logout');
      expect(await session(owner.client)).toEqual({ status: 200, body: { user: null } });
    });

    it('ignores a cookie with a forged signature', async () => {
      const { client } = await app.register();
      const forged = app.client();
      forged.setCookieHeader(client.cookieHeader().replace(/life\.sid\.sig=[^;]+/, 'life.sid.sig=forged'));
      expect((await forged.get('/api/auth/me')).status).toBe(401);
    });
  });

  it('register pins its events: the e-mail reservation, then the user; a taken address appends nothing', async () => {
    const outcome = await apiSpec(app)
      .given(app.client())
      .when(POST('/api/auth/register', { email: ' Pinned@Example.com ', password: 'secret1', displayName: ' Pin ' }))
      .then(201);
    const userId = outcome.body.id;
    expectNewEvents([
      { streamId: emailStreamId(emailDigest('pinned@example.com')), type: 'EmailReserved', data: { userId } },
      {
        streamId: userStreamId(userId),
        type: 'UserRegistered',
        data: {
          userId,
          email: 'pinned@example.com',
          displayName: 'Pin',
          passwordHash: expect.stringMatching(/^scrypt/),
          provider: 'email',
        },
      },
    ])(outcome);
    await apiSpec(app)
      .given(app.client())
      .when(POST('/api/auth/register', { email: 'pinned@example.com', password: 'secret1', displayName: 'Again' }))
      .then(409, expectNewEvents([]));
  });
});

/** Behind a trusted proxy (TRUST_PROXY) the proxy's X-Forwarded-For entry is the client address, so one test can sign in from many. */
describe.each(oneTestDbKind())('sign-in lock-out per e-mail and address (%s)', (kind) => {
  const app = useTestApp(kind, { trustProxy: true });
  let subnet = 0;
  /** Fresh addresses for each test: the app, its table and its clock are shared. */
  const addresses = () => {
    subnet++;
    return { a: `10.${subnet}.0.1`, b: `10.${subnet}.0.2` };
  };
  const login = (email: string, password: string, address: string) =>
    app.client().post('/api/auth/login', { email, password }, { 'X-Forwarded-For': address });
  const fail = async (email: string, address: string, times: number) => {
    for (let i = 0; i < times; i++) expect((await login(email, `wrong-${i}`, address)).status).toBe(401);
  };

  it('10 failures from one address lock that e-mail there only: its owner still signs in from another', async () => {
    const { email } = await app.register();
    const { a, b } = addresses();
    await fail(email, a, MAX_LOGIN_FAILURES);
    const blocked = await login(email, TEST_PASSWORD, a);
    expect(blocked.status).toBe(429);
    expect(await blocked.json()).toEqual({ error: 'Too many attempts, try again in 15 minutes' });
    const retryAfter = Number(blocked.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);

    expect((await login(email, TEST_PASSWORD, b)).status).toBe(200);
    // Signing in from b cleared nothing at a.
    expect((await login(email, TEST_PASSWORD, a)).status).toBe(429);
  });

  it('counts the address the proxy appended, not one the client wrote before it', async () => {
    const { email } = await app.register();
    const { a } = addresses();
    for (let i = 0; i < MAX_LOGIN_FAILURES; i++) {
      const spoofed = await app.client().post('/api/auth/login', { email, password: 'wrong' }, { 'X-Forwarded-For': `192.0.2.${i}, ${a}` });
      expect(spoofed.status).toBe(401);
    }
    expect((await login(email, TEST_PASSWORD, a)).status).toBe(429);
  });

  it('one IPv6 /64 is one address', async () => {
    const { email } = await app.register();
    await fail(email, `2001:db8:${++subnet}:1::1`, MAX_LOGIN_FAILURES - 1);
    expect((await login(email, 'wrong', `2001:db8:${subnet}:1:ffff::9`)).status).toBe(401);
    expect((await login(email, TEST_PASSWORD, `2001:db8:${subnet}:1::abcd`)).status).toBe(429);
    expect((await login(email, TEST_PASSWORD, `2001:db8:${subnet}:2::1`)).status).toBe(200);
  });

  it(`${MAX_LOGIN_FAILURES_PER_ADDRESS} failures from one address across e-mails block every sign-in from it, not from elsewhere`, async () => {
    const { email } = await app.register();
    const { a, b } = addresses();
    // Credential stuffing: one try each for many e-mails, none reaching the per-e-mail limit.
    for (let i = 0; i < MAX_LOGIN_FAILURES_PER_ADDRESS; i++) {
      expect((await login(`stuffed-${subnet}-${i}@example.com`, 'leaked', a)).status).toBe(401);
    }
    const blocked = await login(email, TEST_PASSWORD, a);
    expect(blocked.status).toBe(429);
    expect(await blocked.json()).toEqual({ error: 'Too many attempts, try again in 15 minutes' });
    expect(blocked.headers.get('retry-after')).toBeTruthy();
    expect((await login(email, TEST_PASSWORD, b)).status).toBe(200);
  });

  it("a success clears that e-mail's count at that address", async () => {
    const { email } = await app.register();
    const { a } = addresses();
    await fail(email, a, MAX_LOGIN_FAILURES - 1);
    expect((await login(email, TEST_PASSWORD, a)).status).toBe(200);
    await fail(email, a, MAX_LOGIN_FAILURES - 1); // 18 in the window, but only 9 since the success
    expect((await login(email, TEST_PASSWORD, a)).status).toBe(200);
  });

  it('the window slides: the oldest failures age out one by one, and the message counts down to them', async () => {
    const { email } = await app.register();
    const { a } = addresses();
    await fail(email, a, 5);
    app.clock.advance(10 * 60 * 1000);
    await fail(email, a, 5);
    const blocked = await login(email, TEST_PASSWORD, a);
    expect(blocked.status).toBe(429);
    expect(await blocked.json()).toEqual({ error: 'Too many attempts, try again in 5 minutes' });

    app.clock.advance(5 * 60 * 1000 + 2000); // the first five have aged out, the last five still count
    await fail(email, a, 4);
    await fail(email, a, 1); // ten again inside the last 15 minutes
    const again = await login(email, TEST_PASSWORD, a);
    expect(again.status).toBe(429);
    expect(await again.json()).toEqual({ error: 'Too many attempts, try again in 10 minutes' });

    app.clock.advance(LOGIN_WINDOW_MS);
    expect((await login(email, TEST_PASSWORD, a)).status).toBe(200);
  });
});
