import { randomUUID } from 'node:crypto';
import { emailStreamId, legacyEmailStreamId, userStreamId } from '@life/domain/users/email';
import { emailDigest } from '@life/infra';
import { settledHead } from '@life/infra/testing/settled-head';
import { oneTestDbKind } from '@life/infra/testing/test-db';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../logger';
import { useTestApp } from '../testing/route-test';
import { TEST_PASSWORD, TEST_SCRYPT_COST, type TestApp } from '../testing/test-app';
import { signInIdentity } from './oidc/identity';
import { hashPassword } from './passwords';

/** A user as builds before the hash stored them: the reservation stream named by the address in clear. */
async function legacyUser(app: TestApp, email: string): Promise<string> {
  const userId = randomUUID();
  const metadata = { userId, occurredAt: new Date().toISOString(), schemaVersion: 1 };
  await app.deps.store.append(legacyEmailStreamId(email), [{ type: 'EmailReserved', data: { userId }, metadata }], {
    expectedRevision: 'no-stream',
  });
  const passwordHash = await hashPassword(TEST_PASSWORD, TEST_SCRYPT_COST);
  await app.deps.store.append(
    userStreamId(userId),
    [{ type: 'UserRegistered', data: { userId, email, displayName: 'Old Timer', passwordHash, provider: 'email' }, metadata }],
    { expectedRevision: 'no-stream' },
  );
  return userId;
}

describe.each(oneTestDbKind())('e-mail reservation streams (%s)', (kind) => {
  const app = useTestApp(kind);

  it('names a new reservation by the digest: no stream id carries the address', async () => {
    const email = `Fresh-${randomUUID()}@Example.com`;
    const { user } = await app.register(email);
    const head = await settledHead(app.deps.store);
    const streams = (await app.deps.store.readAll({ after: '', limit: 100_000 })).filter((e) => e.position <= head).map((e) => e.streamId);
    expect(streams).toContain(emailStreamId(emailDigest(email)));
    expect(streams.filter((id) => id.toLowerCase().includes(email.toLowerCase()) || id.includes('@'))).toEqual([]);
    expect(emailStreamId(emailDigest(email))).toMatch(/^user-email-[0-9a-f]{64}$/);
    expect(emailDigest(` ${email.toUpperCase()} `)).toBe(emailDigest(email));
    expect((await app.client().post('/api/auth/login', { email, password: TEST_PASSWORD })).status).toBe(200);
    expect((await app.client().post('/api/auth/register', { email, password: TEST_PASSWORD, displayName: 'Again' })).status).toBe(409);
    expect(user.email).toBe(email.toLowerCase());
  });

  it('still finds a user registered under the legacy stream: sign-in works, the address stays taken', async () => {
    const email = `legacy-${randomUUID()}@example.com`;
    const userId = await legacyUser(app, email);

    const login = await app.client().post('/api/auth/login', { email: ` ${email.toUpperCase()}`, password: TEST_PASSWORD });
    expect(login.status).toBe(200);
    expect((await login.json()).id).toBe(userId);

    const again = await app.client().post('/api/auth/register', { email, password: 'another-password', displayName: 'Squatter' });
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ error: 'Email already registered' });
    // Refused before anything was reserved under the digest.
    expect(await app.deps.store.readStream(emailStreamId(emailDigest(email)))).toEqual([]);
  });

  it('links a provider identity to a legacy user by the verified address', async () => {
    const email = `legacy-oidc-${randomUUID()}@example.com`;
    const userId = await legacyUser(app, email);
    const deps = { store: app.deps.store, db: app.deps.db, logger: createLogger({ level: 'silent' }) };
    const identity = { provider: 'oidc' as const, issuer: 'https://issuer.example', subject: randomUUID(), email };
    const metadata = { now: new Date().toISOString(), today: '2026-01-01' };
    const user = await signInIdentity(deps, identity, metadata);
    expect(user.id).toBe(userId);
    expect(user.passwordHash).toBeNull();
    expect(await app.deps.store.readStream(emailStreamId(emailDigest(email)))).toEqual([]);
  });
});
