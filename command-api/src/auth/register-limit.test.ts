import { oneTestDbKind } from '@life/infra/testing/test-db';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../testing/route-test';
import { TEST_PASSWORD } from '../testing/test-app';
import { LOGIN_WINDOW_MS, MAX_LOGIN_FAILURES, MAX_LOGIN_FAILURES_PER_ADDRESS } from './rate-limit';

/**
 * Registration's 409 'Email already registered' says an address has an account (SPEC keeps it), so
 * each one counts as a failed sign-in of that e-mail from that client address (rate-limit.ts).
 * Behind a trusted proxy, so one test can come from many addresses.
 */
describe.each(oneTestDbKind())('registration probes are limited like sign-in failures (%s)', (kind) => {
  const app = useTestApp(kind, { trustProxy: true });
  let subnet = 0;
  /** Fresh addresses for each test: the app, its table and its clock are shared. */
  const addresses = () => {
    subnet++;
    return { a: `10.${subnet}.0.1`, b: `10.${subnet}.0.2` };
  };
  const register = (email: string, address: string) =>
    app.client().post('/api/auth/register', { email, password: TEST_PASSWORD, displayName: 'Prober' }, { 'X-Forwarded-For': address });
  const login = (email: string, address: string) =>
    app.client().post('/api/auth/login', { email, password: TEST_PASSWORD }, { 'X-Forwarded-For': address });

  it(`${MAX_LOGIN_FAILURES} refusals of one taken e-mail from one address: 429 there (sign-in too), 409 elsewhere; the window frees it`, async () => {
    const { email } = await app.register();
    const { a, b } = addresses();
    for (let i = 0; i < MAX_LOGIN_FAILURES; i++) {
      const taken = await register(email, a);
      expect(taken.status).toBe(409);
      expect(await taken.json()).toEqual({ error: 'Email already registered' });
    }
    const blocked = await register(email, a);
    expect(blocked.status).toBe(429);
    expect(await blocked.json()).toEqual({ error: 'Too many attempts, try again in 15 minutes' });
    const retryAfter = Number(blocked.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    // One budget with sign-in: the probes through sign-up lock sign-in of that e-mail there too.
    expect((await login(email, a)).status).toBe(429);

    expect((await register(email, b)).status).toBe(409);
    expect((await login(email, b)).status).toBe(200);

    app.clock.advance(LOGIN_WINDOW_MS + 1000);
    expect((await register(email, a)).status).toBe(409);
  });

  it(`${MAX_LOGIN_FAILURES_PER_ADDRESS} refusals across e-mails block registering any e-mail from that address, not from elsewhere`, async () => {
    const { a, b } = addresses();
    const taken = [];
    for (let i = 0; i < MAX_LOGIN_FAILURES_PER_ADDRESS; i++) taken.push((await app.register(`taken-${subnet}-${i}@example.com`)).email);
    // Enumeration: one probe each of many e-mails, none reaching the per-e-mail limit.
    for (const email of taken) expect((await register(email, a)).status).toBe(409);
    const fresh = `fresh-${subnet}@example.com`;
    const blocked = await register(fresh, a);
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('retry-after')).toBeTruthy();
    expect((await register(fresh, b)).status).toBe(201);
  });

  it('successful registrations do not count', async () => {
    const { a } = addresses();
    for (let i = 0; i <= MAX_LOGIN_FAILURES_PER_ADDRESS; i++)
      expect((await register(`new-${subnet}-${i}@example.com`, a)).status).toBe(201);
  });
});
