import { identityReservationDecider, identityStreamId } from '@life/domain/users/index';
import { handleCommand } from '@life/infra/event-store/handle-command';
import { findUserByEmail } from '../users';
import { identityDigest } from './identity';
import { oneTestDbKind } from '@life/infra/testing/test-db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestClient, type TestResponse } from '../../testing/test-app';
import { POPUP_PAGE_CSP } from './popup-page';
import { startTestProvider, type ProviderChoice, type TestProvider } from './test-provider';

/**
 * End to end against a real OpenID Provider: the app's /start redirects to it, a cookie-keeping
 * "browser" follows its redirects (login, consent), and lands on the app's callback.
 */
async function signInThroughProvider(
  app: TestApp,
  provider: TestProvider,
  client: TestClient,
  options: Partial<ProviderChoice> & { display?: 'popup' | 'page'; tamper?: (url: URL) => void } = {},
): Promise<TestResponse> {
  provider.choose({ account: options.account ?? 'alice', consent: options.consent ?? 'grant' });
  const start = await client.get(`/api/auth/oidc/start?display=${options.display ?? 'popup'}`);
  expect(start.status).toBe(302);
  let url = new URL(start.headers.get('location') ?? '');
  expect(url.origin).toBe(provider.issuer);
  options.tamper?.(url);
  const providerCookies = new Map<string, string>();
  for (let hop = 0; hop < 10; hop++) {
    if (url.origin === app.baseUrl) return client.get(url.pathname + url.search);
    const response = await fetch(url, {
      redirect: 'manual',
      headers: { Cookie: [...providerCookies].map(([name, value]) => `${name}=${value}`).join('; ') },
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const eq = pair.indexOf('=');
      providerCookies.set(pair.slice(0, eq), pair.slice(eq + 1));
    }
    const location = response.headers.get('location');
    if (!location) throw new Error(`provider stopped at ${url.href} with ${response.status}: ${await response.text()}`);
    url = new URL(location, url);
  }
  throw new Error('too many redirects');
}

/** The outcome the popup page carries (our own code or ok). */
async function popupResult(response: TestResponse): Promise<string | undefined> {
  expect(response.status).toBe(200);
  expect(response.headers.get('content-security-policy')).toBe(POPUP_PAGE_CSP);
  return /data-result="([a-z_]+)"/.exec(await response.text())?.[1];
}

describe.each(oneTestDbKind())('OpenID Connect sign-in (%s)', (kind) => {
  let provider: TestProvider;
  let app: TestApp;

  beforeAll(async () => {
    provider = await startTestProvider();
    provider.accounts.set('alice', { email: 'Alice@Example.com', email_verified: true, name: 'Alice\u0000 Liddell' });
    provider.accounts.set('bob', { email: 'bob@example.com', email_verified: true, name: 'Bob' });
    provider.accounts.set('carol', { email: 'carol@example.com', email_verified: false, name: 'Carol' });
    provider.accounts.set('dave', { email: 'dave@example.com', email_verified: true });
    app = await startTestApp(kind, { oidc: { issuer: provider.issuer, clientId: provider.clientId, clientSecret: provider.clientSecret } });
    provider.start(`${app.baseUrl}/api/auth/oidc/callback`);
  });

  afterAll(async () => {
    await app?.close();
    await provider?.close();
  });

  it('says the provider is configured', async () => {
    const response = await app.client().get('/api/auth/providers');
    expect(await response.json()).toEqual({ google: { configured: true } });
  });

  it('sends code + PKCE (S256), state and nonce, and no select_account to an issuer that does not list it', async () => {
    const response = await app.client().get('/api/auth/oidc/start?display=popup');
    const url = new URL(response.headers.get('location') ?? '');
    const params = Object.fromEntries(url.searchParams);
    expect(params).toMatchObject({
      response_type: 'code',
      client_id: provider.clientId,
      redirect_uri: `${app.baseUrl}/api/auth/oidc/callback`,
      code_challenge_method: 'S256',
      scope: 'openid email profile',
    });
    expect(params.code_challenge).toMatch(/^[\w-]{43}$/);
    expect(params.state?.length).toBeGreaterThan(20);
    expect(params.nonce?.length).toBeGreaterThan(20);
    expect(params.prompt).toBeUndefined();
    const cookie = response.headers.getSetCookie().find((line) => line.startsWith('life.oidc='));
    expect(cookie).toMatch(/path=\/api\/auth\/oidc/);
    expect(cookie).toMatch(/httponly/);
    expect(cookie).toMatch(/samesite=lax/);
  });

  it('creates the user on first sign-in (provider set, no password) with a working session; the second finds the same user', async () => {
    const browser = app.client();
    expect(await popupResult(await signInThroughProvider(app, provider, browser))).toBe('ok');
    const me = await browser.get('/api/auth/me');
    expect(me.status).toBe(200);
    const user = await me.json();
    // Control characters from the provider's name claim never reach the user record.
    expect(user).toMatchObject({ email: 'alice@example.com', displayName: 'Alice Liddell', provider: 'oidc', photoURL: null });
    expect((await findUserByEmail(app.deps.store, 'alice@example.com'))?.passwordHash).toBeNull();

    // No password exists, so password sign-in refuses every guess.
    const login = await app.client().post('/api/auth/login', { email: 'alice@example.com', password: 'anything' });
    expect(login.status).toBe(401);

    const again = app.client();
    const second = await signInThroughProvider(app, provider, again, { display: 'page' });
    expect(second.status).toBe(302);
    expect(second.headers.get('location')).toBe('/');
    expect((await (await again.get('/api/auth/me')).json()).id).toBe(user.id);
  });

  it('falls back to the e-mail local part when the provider sends no name', async () => {
    const browser = app.client();
    expect(await popupResult(await signInThroughProvider(app, provider, browser, { account: 'dave' }))).toBe('ok');
    expect(await (await browser.get('/api/auth/me')).json()).toMatchObject({ displayName: 'dave', provider: 'oidc' });
  });

  it('links to an existing e-mail user by verified e-mail; whoever set the password loses it, its sessions and API tokens', async () => {
    // Sign-up never verifies the address: this may be an attacker pre-registering bob's e-mail.
    const registered = await app.register('bob@example.com', 'bobs-password', 'Bob Builder');
    const attacker = registered.client;
    const token = await (await attacker.post('/api/auth/tokens', { name: 'kept access' })).json();
    const bearer = { Authorization: `Bearer ${token.token}` };
    expect((await app.client().get('/api/auth/me', bearer)).status).toBe(200);

    const browser = app.client();
    expect(await popupResult(await signInThroughProvider(app, provider, browser, { account: 'bob' }))).toBe('ok');
    expect(await (await browser.get('/api/auth/me')).json()).toMatchObject({
      id: registered.user.id,
      provider: 'email',
      displayName: 'Bob Builder',
    });
    // Only the identity's owner holds the account now.
    expect((await attacker.get('/api/auth/me')).status).toBe(401);
    expect((await app.client().get('/api/auth/me', bearer)).status).toBe(401);
    const login = await app.client().post('/api/auth/login', { email: 'bob@example.com', password: 'bobs-password' });
    expect(login.status).toBe(401);
    expect((await findUserByEmail(app.deps.store, 'bob@example.com'))?.passwordHash).toBeNull();
    // A second provider sign-in now goes through the identity's reservation, and the first session stays.
    const next = app.client();
    expect(await popupResult(await signInThroughProvider(app, provider, next, { account: 'bob' }))).toBe('ok');
    expect((await (await next.get('/api/auth/me')).json()).id).toBe(registered.user.id);
    expect((await browser.get('/api/auth/me')).status).toBe(200);
  });

  it('finishes a link interrupted after the reservation: the next sign-in still removes the password', async () => {
    const registered = await app.register('jill@example.com', 'jills-password', 'Jill');
    provider.accounts.set('jill', { email: 'jill@example.com', email_verified: true });
    // As if the process stopped between ReserveIdentity and LinkIdentity.
    await handleCommand(
      app.deps.store,
      identityStreamId(identityDigest({ issuer: provider.issuer, subject: 'jill' })),
      identityReservationDecider,
      {
        type: 'ReserveIdentity',
        data: { userId: registered.user.id },
        metadata: { userId: registered.user.id, now: new Date().toISOString(), today: '2026-01-01' },
      },
    );
    const browser = app.client();
    expect(await popupResult(await signInThroughProvider(app, provider, browser, { account: 'jill' }))).toBe('ok');
    expect((await (await browser.get('/api/auth/me')).json()).id).toBe(registered.user.id);
    expect((await registered.client.get('/api/auth/me')).status).toBe(401);
    expect((await app.client().post('/api/auth/login', { email: 'jill@example.com', password: 'jills-password' })).status).toBe(401);
  });

  it('takes email and email_verified from the ID token when it has both, without asking userinfo', async () => {
    provider.accounts.set('gina', {
      email: 'gina-userinfo@example.com',
      email_verified: false,
      idToken: { email: 'gina@example.com', email_verified: true },
    });
    const browser = app.client();
    expect(await popupResult(await signInThroughProvider(app, provider, browser, { account: 'gina' }))).toBe('ok');
    expect(await (await browser.get('/api/auth/me')).json()).toMatchObject({ email: 'gina@example.com' });
  });

  it("never lets userinfo's email_verified vouch for the ID token's other address", async () => {
    // The ID token names the victim's address but not whether it is verified; userinfo verifies another.
    const victim = await app.register('hank@example.com', 'hanks-password', 'Hank');
    provider.accounts.set('mallory', {
      email: 'mallory@example.com',
      email_verified: true,
      idToken: { email: 'hank@example.com' },
    });
    const browser = app.client();
    expect(await popupResult(await signInThroughProvider(app, provider, browser, { account: 'mallory' }))).toBe('ok');
    const me = await (await browser.get('/api/auth/me')).json();
    expect(me).toMatchObject({ email: 'mallory@example.com' });
    expect(me.id).not.toBe(victim.user.id);
    // The victim's account is untouched: same password, same session.
    expect((await victim.client.get('/api/auth/me')).status).toBe(200);
    expect((await app.client().post('/api/auth/login', { email: 'hank@example.com', password: 'hanks-password' })).status).toBe(200);
  });

  it('refuses when neither source has both claims, or the pair says unverified', async () => {
    provider.accounts.set('ivan', { email: 'ivan@example.com', email_verified: false, idToken: { email_verified: true } });
    const browser = app.client();
    expect(await popupResult(await signInThroughProvider(app, provider, browser, { account: 'ivan' }))).toBe('email_unverified');
    expect(await findUserByEmail(app.deps.store, 'ivan@example.com')).toBeUndefined();
  });

  describe('refusals: no user, no session', () => {
    const expectNoSession = async (browser: TestClient) => {
      expect((await browser.get('/api/auth/me')).status).toBe(401);
      expect(browser.cookieHeader()).not.toContain('life.sid');
    };

    it('refuses an unverified e-mail', async () => {
      const browser = app.client();
      expect(await popupResult(await signInThroughProvider(app, provider, browser, { account: 'carol' }))).toBe('email_unverified');
      await expectNoSession(browser);
      expect(await findUserByEmail(app.deps.store, 'carol@example.com')).toBeUndefined();
    });

    it('refuses a denied consent (page mode redirects with the code)', async () => {
      const browser = app.client();
      const response = await signInThroughProvider(app, provider, browser, { account: 'carol', consent: 'deny', display: 'page' });
      expect(response.status).toBe(302);
      expect(response.headers.get('location')).toBe('/?signInError=access_denied');
      await expectNoSession(browser);
      expect(await findUserByEmail(app.deps.store, 'carol@example.com')).toBeUndefined();
    });

    it('refuses a state that does not match the one sent', async () => {
      provider.accounts.set('erin', { email: 'erin@example.com', email_verified: true });
      const browser = app.client();
      const response = await signInThroughProvider(app, provider, browser, {
        account: 'erin',
        tamper: (url) => url.searchParams.set('state', 'forged-state-value-0123456789'),
      });
      expect(await popupResult(response)).toBe('state_mismatch');
      await expectNoSession(browser);
      expect(await findUserByEmail(app.deps.store, 'erin@example.com')).toBeUndefined();
    });

    it('refuses an ID token whose nonce does not match the one sent', async () => {
      provider.accounts.set('frank', { email: 'frank@example.com', email_verified: true });
      const browser = app.client();
      const response = await signInThroughProvider(app, provider, browser, {
        account: 'frank',
        display: 'page',
        tamper: (url) => url.searchParams.set('nonce', 'forged-nonce-value-0123456789'),
      });
      expect(response.headers.get('location')).toBe('/?signInError=nonce_mismatch');
      await expectNoSession(browser);
      expect(await findUserByEmail(app.deps.store, 'frank@example.com')).toBeUndefined();
    });

    it('refuses a callback without its sign-in cookie, and a replayed one', async () => {
      const browser = app.client();
      const first = await signInThroughProvider(app, provider, browser, { account: 'dave' });
      expect(await popupResult(first)).toBe('ok');
      // The same callback URL again, in a fresh browser: no transaction cookie.
      const stranger = app.client();
      const url = new URL(first.url);
      expect(await popupResult(await stranger.get(url.pathname + url.search))).toBe('expired');
      await expectNoSession(stranger);
    });
  });
});

describe.each(oneTestDbKind())('OpenID Connect sign-in, not configured (%s)', (kind) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(kind);
  });
  afterAll(async () => {
    await app?.close();
  });

  it('says so, and start/callback answer with not_configured instead of failing', async () => {
    const client = app.client();
    expect(await (await client.get('/api/auth/providers')).json()).toEqual({ google: { configured: false } });
    const page = await client.get('/api/auth/oidc/start?display=page');
    expect(page.status).toBe(302);
    expect(page.headers.get('location')).toBe('/?signInError=not_configured');
    expect(await popupResult(await client.get('/api/auth/oidc/start?display=popup'))).toBe('not_configured');
    expect(await popupResult(await client.get('/api/auth/oidc/callback?code=x&state=y'))).toBe('not_configured');
  });
});
