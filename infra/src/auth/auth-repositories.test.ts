import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDb, testDbKinds, type TestDb } from '../testing/test-db';
import { deleteApiToken, findApiTokenByHash, insertApiToken, listApiTokens, touchApiToken } from './api-tokens';
import { deleteLoginFailures, deleteLoginFailuresUpTo, insertLoginFailure, nthRecentLoginFailure } from './login-failures';
import { deleteExpiredSessions, deleteSession, findSession, saveSession, sessionsTableExists } from './sessions';

// Behaviour through HTTP is covered by command-api's auth and token tests; these pin the repositories themselves.
describe.each(testDbKinds())('auth repositories (%s)', (kind) => {
  let test: TestDb;
  beforeAll(async () => {
    test = await openTestDb(kind);
  });
  afterAll(async () => {
    await test.close();
  });
  const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 12, minute));

  it('sessions: save, find while live, delete expired, delete', async () => {
    const { db } = test;
    expect(await sessionsTableExists(db)).toBe(true);
    await saveSession(db, 's1', { userId: 'u1' }, at(30));
    await saveSession(db, 's2', { userId: 'u2' }, at(5));
    await saveSession(db, 's1', { userId: 'u1', n: 2 }, at(40));
    expect(await findSession(db, 's1', at(0))).toEqual({ data: { userId: 'u1', n: 2 }, expiresAt: at(40) });
    expect(await findSession(db, 's2', at(10))).toBeUndefined();
    expect(await deleteExpiredSessions(db, at(10))).toBe(1);
    await deleteSession(db, 's1');
    expect(await findSession(db, 's1', at(0))).toBeUndefined();
  });

  it('login failures: nth most recent inside the window, clean-up', async () => {
    const { db } = test;
    for (const minute of [1, 2, 3]) await insertLoginFailure(db, 'a@x.test', at(minute));
    expect(await nthRecentLoginFailure(db, 'a@x.test', at(0), 1)).toEqual(at(2));
    expect(await nthRecentLoginFailure(db, 'a@x.test', at(1), 2)).toBeUndefined();
    await deleteLoginFailuresUpTo(db, 'a@x.test', at(2));
    expect(await nthRecentLoginFailure(db, 'a@x.test', at(0), 0)).toEqual(at(3));
    await deleteLoginFailures(db, 'a@x.test');
    expect(await nthRecentLoginFailure(db, 'a@x.test', at(0), 0)).toBeUndefined();
  });

  it('api tokens: insert, list, find by hash, touch, delete only the owner’s', async () => {
    const { db } = test;
    const id = '00000000-0000-4000-8000-000000000001';
    await insertApiToken(db, { id, userId: 'u1', name: 'cli', tokenHash: 'h1', createdAt: at(0) });
    expect(await listApiTokens(db, 'u1')).toEqual([{ id, userId: 'u1', name: 'cli', createdAt: at(0), lastUsedAt: null }]);
    await touchApiToken(db, id, at(5));
    expect((await findApiTokenByHash(db, 'h1'))?.lastUsedAt).toEqual(at(5));
    expect(await deleteApiToken(db, 'u2', id)).toBe(false);
    expect(await deleteApiToken(db, 'u1', id)).toBe(true);
    expect(await findApiTokenByHash(db, 'h1')).toBeUndefined();
  });
});
