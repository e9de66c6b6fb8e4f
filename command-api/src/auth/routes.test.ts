import { testDbKinds } from '@life/infra/testing/test-db';
import { describe, expect, it } from 'vitest';
import { emailStreamId, userStreamId } from '@life/domain/users/email';
import { apiSpec, expectNewEvents, POST } from '../testing/api-spec';
import { useTestApp } from '../testing/route-test';
import { TEST_PASSWORD } from '../testing/test-app';

describe.each(testDbKinds())('auth routes (%s)', (kind) => {
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

    it('locks an email for 15 minutes after 10 failures, even for the right password', async () => {
      const { email } = await app.register();
      for (let i = 0; i < 10; i++) {
        expect((await app.client().post('/api/auth/login', { email, password: `wrong-${i}` })).status).toBe(401);
      }
      const blocked = await app.client().post('/api/auth/login', { email, password: TEST_PASSWORD });
      expect(blocked.status).toBe(429);
      expect(await blocked.json()).toEqual({ error: 'Too many attempts, try again in 15 minutes' });
      expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(800);

      // Another address is not affected.
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
      { streamId: emailStreamId('pinned@example.com'), type: 'EmailReserved', data: { userId } },
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
