import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDb, testDbKinds, type TestDb } from '../testing/test-db';
import { deleteApiToken, deleteApiTokensOfUser, findApiTokenByHash, insertApiToken, listApiTokens, touchApiToken } from './api-tokens';
import {
  deleteLoginFailures,
  deleteLoginFailuresUpTo,
  insertLoginFailure,
  nthRecentLoginFailure,
  nthRecentLoginFailureFromAddress,
} from './login-failures';
import { deleteExpiredSessions, deleteSession, deleteSessionsOfUser, findSession, saveSession, sessionsTableExists } from './sessions';

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

  it("sessions: deleting a user's sessions leaves everyone else's", async () => {
    const { db } = test;
    await saveSession(db, 'a1', { userId: 'ua' }, at(30));
    await saveSession(db, 'a2', { userId: 'ua', n: 1 }, at(30));
    await saveSession(db, 'b1', { userId: 'ub' }, at(30));
    await saveSession(db, 'anon', {}, at(30));
    expect(await deleteSessionsOfUser(db, 'ua')).toBe(2);
    expect(await findSession(db, 'a1', at(0))).toBeUndefined();
    expect(await findSession(db, 'a2', at(0))).toBeUndefined();
    expect(await findSession(db, 'b1', at(0))).toBeDefined();
    expect(await findSession(db, 'anon', at(0))).toBeDefined();
  });

  it('login failures: nth most recent per (e-mail, address) and per address, inside the window', async () => {
    const { db } = test;
    for (const minute of [1, 2, 3]) await insertLoginFailure(db, 'a@x.test', '10.0.0.1', at(minute));
    await insertLoginFailure(db, 'a@x.test', '10.0.0.2', at(4));
    await insertLoginFailure(db, 'b@x.test', '10.0.0.1', at(5));
    expect(await nthRecentLoginFailure(db, 'a@x.test', '10.0.0.1', at(0), 0)).toEqual(at(3)); // not the other address's 4
    expect(await nthRecentLoginFailure(db, 'a@x.test', '10.0.0.1', at(0), 1)).toEqual(at(2));
    expect(await nthRecentLoginFailure(db, 'a@x.test', '10.0.0.1', at(1), 2)).toBeUndefined();
    expect(await nthRecentLoginFailure(db, 'a@x.test', '10.0.0.2', at(0), 1)).toBeUndefined();
    // Across e-mails: b's 5, then a's 3, 2, 1 from 10.0.0.1.
    expect(await nthRecentLoginFailureFromAddress(db, '10.0.0.1', at(0), 0)).toEqual(at(5));
    expect(await nthRecentLoginFailureFromAddress(db, '10.0.0.1', at(0), 3)).toEqual(at(1));
    expect(await nthRecentLoginFailureFromAddress(db, '10.0.0.1', at(1), 3)).toBeUndefined();
  });

  it("login failures: clean-up takes an address's aged-out rows of every e-mail; a clear takes one e-mail from one address", async () => {
    const { db } = test;
    for (const [email, address, minute] of [
      ['c@x.test', '10.0.1.1', 1],
      ['d@x.test', '10.0.1.1', 2],
      ['c@x.test', '10.0.1.1', 3],
      ['c@x.test', '10.0.1.2', 1],
    ] as const) {
      await insertLoginFailure(db, email, address, at(minute));
    }
    await deleteLoginFailuresUpTo(db, '10.0.1.1', at(2));
    expect(await nthRecentLoginFailureFromAddress(db, '10.0.1.1', at(0), 0)).toEqual(at(3));
    expect(await nthRecentLoginFailureFromAddress(db, '10.0.1.1', at(0), 1)).toBeUndefined();
    expect(await nthRecentLoginFailure(db, 'c@x.test', '10.0.1.2', at(0), 0)).toEqual(at(1)); // another address keeps its rows
    await deleteLoginFailures(db, 'c@x.test', '10.0.1.1');
    expect(await nthRecentLoginFailure(db, 'c@x.test', '10.0.1.1', at(0), 0)).toBeUndefined();
    expect(await nthRecentLoginFailure(db, 'c@x.test', '10.0.1.2', at(0), 0)).toEqual(at(1));
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

  it("api tokens: revoking a user's tokens leaves everyone else's", async () => {
    const { db } = test;
    const token = (n: number, userId: string) => ({
      id: `00000000-0000-4000-8000-00000000010${n}`,
      userId,
      name: `t${n}`,
      tokenHash: `hash-${n}`,
      createdAt: at(n),
    });
    for (const row of [token(1, 'ux'), token(2, 'ux'), token(3, 'uy')]) await insertApiToken(db, row);
    expect(await deleteApiTokensOfUser(db, 'ux')).toBe(2);
    expect(await listApiTokens(db, 'ux')).toEqual([]);
    expect((await listApiTokens(db, 'uy')).map((row) => row.name)).toEqual(['t3']);
  });
});
