import { accountBookStreamId, transactionStreamId } from '@life/domain';
import { findIdempotencyKey } from '@life/infra';
import { testDbKinds } from '@life/infra/testing/test-db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { positionOf } from '../testing/position-tokens';
import { startTestApp, type TestApp, type TestResponse } from '../testing/test-app';
import { createAccount, createCategory } from '../testing/route-test';
import { IDEMPOTENCY_KEY_TTL_MS, IDEMPOTENCY_STALE_CLAIM_MS, idempotencyMessages } from './idempotency';

let keyCounter = 0;
const newKey = () => `key-${Date.now()}-${++keyCounter}`;

describe.each(testDbKinds())('Idempotency-Key on creates (%s)', (kind) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(kind);
  });
  afterAll(async () => {
    await app?.close();
  });

  const accountEvents = async (userId: string) => (await app.deps.store.readStream(accountBookStreamId(userId))).length;
  /** Two answers of one write: their X-Position tokens are fresh each time but hold the same position. */
  const expectSamePosition = (userId: string, answer: TestResponse, first: TestResponse) => {
    const position = positionOf(app, userId, answer.headers.get('x-position'));
    expect(position).toBeTruthy();
    expect(position).toBe(positionOf(app, userId, first.headers.get('x-position')));
  };

  it('replays the first answer to a retry with the same key and body, writing nothing', async () => {
    const { client, user } = await app.register();
    const key = newKey();
    const first = await client.post('/api/accounts', { accountName: 'Everyday', accountType: 'checking' }, { 'Idempotency-Key': key });
    expect(first.status).toBe(201);
    const firstBody = await first.json();
    // Same body with its keys in another order: the same request.
    const retry = await client.post('/api/accounts', { accountType: 'checking', accountName: 'Everyday' }, { 'Idempotency-Key': key });
    expect(retry.status).toBe(201);
    expect(await retry.json()).toEqual(firstBody);
    expectSamePosition(user.id, retry, first);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    expect(await accountEvents(user.id)).toBe(1);
  });

  it('keeps raw positions in its rows (old rows did too) and seals them afresh for each replay, for its user only', async () => {
    const { client, user } = await app.register();
    const key = newKey();
    const body = { accountName: 'Stored', accountType: 'checking' };
    const first = await client.post('/api/accounts', body, { 'Idempotency-Key': key });
    const stored = (await findIdempotencyKey(app.deps.db, user.id, key))?.response?.headers['X-Position'];
    expect(stored).toMatch(/^[\w-]+$/);
    expect(positionOf(app, user.id, first.headers.get('x-position'))).toBe(stored);
    const replay = await client.post('/api/accounts', body, { 'Idempotency-Key': key });
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.headers.get('x-position')).not.toBe(first.headers.get('x-position'));
    expect(replay.headers.get('x-position')).not.toContain(stored);
    expect(positionOf(app, user.id, replay.headers.get('x-position'))).toBe(stored);
    expect(positionOf(app, (await app.register()).user.id, replay.headers.get('x-position'))).toBeUndefined();
  });

  it('answers 422 to the same key with another body, writing nothing', async () => {
    const { client, user } = await app.register();
    const key = newKey();
    expect((await client.post('/api/accounts', { accountName: 'One', accountType: 'checking' }, { 'Idempotency-Key': key })).status).toBe(
      201,
    );
    const other = await client.post('/api/accounts', { accountName: 'Two', accountType: 'checking' }, { 'Idempotency-Key': key });
    expect(other.status).toBe(422);
    expect(await other.json()).toEqual({ error: idempotencyMessages.reused });
    expect(await accountEvents(user.id)).toBe(1);
  });

  it('does not record a bulk import twice when it is retried after success', async () => {
    const { client, user } = await app.register();
    const account = await createAccount(client, { accountName: 'Main', startingBalance: '0' });
    const transactions = Array.from({ length: 50 }, (_, i) => ({
      title: `Item ${i}`,
      amount: '1.00',
      type: 'expense',
      fromAccountId: account.id,
      date: '2025-11-01',
    }));
    const key = newKey();
    const first = await client.post('/api/transactions/bulk', { transactions }, { 'Idempotency-Key': key });
    expect(first.status).toBe(201);
    const retry = await client.post('/api/transactions/bulk', { transactions }, { 'Idempotency-Key': key });
    expect(retry.status).toBe(201);
    expect(await retry.json()).toEqual(await first.json());
    expectSamePosition(user.id, retry, first);
    const position = retry.headers.get('x-position')!;
    const list = await client.get('/api/transactions?limit=200', { 'X-Min-Position': position });
    expect(((await list.json()) as unknown[]).length).toBe(50);
  });

  it('scopes keys per user: another user with the same key and body gets a record of their own', async () => {
    const alice = await app.register();
    const bob = await app.register();
    const key = newKey();
    const body = { accountName: 'Shared name', accountType: 'checking' };
    const forAlice = await (await alice.client.post('/api/accounts', body, { 'Idempotency-Key': key })).json();
    const bobResponse = await bob.client.post('/api/accounts', body, { 'Idempotency-Key': key });
    expect(bobResponse.status).toBe(201);
    expect(bobResponse.headers.get('idempotent-replayed')).toBeNull();
    expect((await bobResponse.json()).id).not.toBe(forAlice.id);
    expect(await accountEvents(alice.user.id)).toBe(1);
    expect(await accountEvents(bob.user.id)).toBe(1);
  });

  it('stores a 400 answer too, and runs a key again once it is older than 24 hours', async () => {
    const { client, user } = await app.register();
    const key = newKey();
    const invalid = await client.post('/api/accounts', { accountType: 'checking' }, { 'Idempotency-Key': key });
    expect(invalid.status).toBe(400);
    const replayed = await client.post('/api/accounts', { accountType: 'checking' }, { 'Idempotency-Key': key });
    expect(replayed.status).toBe(400);
    expect(await replayed.json()).toEqual(await invalid.json());
    expect(replayed.headers.get('idempotent-replayed')).toBe('true');

    const body = { accountName: 'Later', accountType: 'checking' };
    const reused = newKey();
    expect((await client.post('/api/accounts', body, { 'Idempotency-Key': reused })).status).toBe(201);
    app.clock.advance(IDEMPOTENCY_KEY_TTL_MS + 1000);
    const afterExpiry = await client.post('/api/accounts', { ...body, accountName: 'Later 2' }, { 'Idempotency-Key': reused });
    expect(afterExpiry.status).toBe(201);
    expect(afterExpiry.headers.get('idempotent-replayed')).toBeNull();
    expect(await accountEvents(user.id)).toBe(2);
  });

  it.each([
    ['empty', ''],
    ['too long', 'k'.repeat(256)],
    ['with a space', 'my key'],
    ['non-ASCII', 'clé'],
  ])('refuses a key that is %s with 400, writing nothing', async (_label, key) => {
    const { client, user } = await app.register();
    const response = await client.fetch('/api/accounts', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': key },
      body: JSON.stringify({ accountName: 'X', accountType: 'checking' }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: idempotencyMessages.invalidKey,
      fields: { 'Idempotency-Key': idempotencyMessages.invalidKey },
    });
    expect(await accountEvents(user.id)).toBe(0);
  });

  it('answers 409 to a duplicate sent while the first is still running, and never writes twice', async () => {
    const { client, user } = await app.register();
    const key = newKey();
    const body = { accountName: 'Slow', accountType: 'checking' };
    await app.projector.pause(); // the create now waits for its read model after writing
    let first: Promise<Response> | undefined;
    try {
      first = client.post('/api/accounts', body, { 'Idempotency-Key': key });
      while ((await accountEvents(user.id)) === 0) await new Promise((resolve) => setTimeout(resolve, 10));
      const duplicate = await client.post('/api/accounts', body, { 'Idempotency-Key': key });
      expect(duplicate.status).toBe(409);
      expect(await duplicate.json()).toEqual({ error: idempotencyMessages.inProgress });
    } finally {
      await app.projector.resume();
    }
    const answered = await first;
    expect(answered.status).toBe(201);
    const retry = await client.post('/api/accounts', body, { 'Idempotency-Key': key });
    expect(retry.status).toBe(201);
    expect(await retry.json()).toEqual(await answered.json());
    expect(await accountEvents(user.id)).toBe(1);
  });

  it('releases the key of a create that wrote but then failed (503): its retry writes nothing and answers as the first would have', async () => {
    const { client, user } = await app.register();
    const key = newKey();
    const body = { accountName: 'Lagging', accountType: 'checking' };
    await app.projector.pause();
    try {
      const first = await client.post('/api/accounts', body, { 'Idempotency-Key': key });
      expect(first.status).toBe(503); // written, but the read model did not catch up in time
      const again = await client.post('/api/accounts', body, { 'Idempotency-Key': key });
      expect(again.status).toBe(503); // ran again with the same ids: still nothing new to wait for
      expectSamePosition(user.id, again, first);
    } finally {
      await app.projector.resume();
    }
    const retry = await client.post('/api/accounts', body, { 'Idempotency-Key': key });
    expect(retry.status).toBe(201);
    const [opened] = await app.deps.store.readStream(accountBookStreamId(user.id));
    expect((await retry.json()).id).toBe((opened!.data as { accountId: string }).accountId);
    expect(await accountEvents(user.id)).toBe(1);
  });

  /** What a SIGKILL between the write and the answer leaves: the events stored, the key still marked running. */
  const crashAfterWrite = async (userId: string, key: string) => {
    await app.deps.db.query('UPDATE idempotency_keys SET status = NULL, response = NULL, claimed_at = $3 WHERE user_id = $1 AND key = $2', [
      userId,
      key,
      app.clock.now().toISOString(),
    ]);
  };

  it('runs a create again once its key is stale (the process died before answering): same record, nothing written twice', async () => {
    const { client, user } = await app.register();
    const account = await createAccount(client, { accountName: 'Wallet', startingBalance: '0' });
    const key = newKey();
    const body = { title: 'Rent', amount: '700.00', type: 'expense', fromAccountId: account.id, date: '2025-11-01' };
    const first = await client.post('/api/transactions', body, { 'Idempotency-Key': key });
    expect(first.status).toBe(201);
    const created = await first.json();
    await crashAfterWrite(user.id, key);

    const early = await client.post('/api/transactions', body, { 'Idempotency-Key': key });
    expect(early.status).toBe(409); // it might still be running
    expect(await early.json()).toEqual({ error: idempotencyMessages.inProgress });
    app.clock.advance(IDEMPOTENCY_STALE_CLAIM_MS + 1000);
    const rerun = await client.post('/api/transactions', body, { 'Idempotency-Key': key });
    expect(rerun.status).toBe(201);
    expect(rerun.headers.get('idempotent-replayed')).toBeNull(); // ran again, did not replay
    expect(await rerun.json()).toEqual(created);
    expectSamePosition(user.id, rerun, first);
    expect(await app.deps.store.readStream(transactionStreamId(created.id))).toHaveLength(1);
    const list = (await (await client.get('/api/transactions')).json()) as Array<{ id: string }>;
    expect(list.map((transaction) => transaction.id)).toEqual([created.id]);
    // Its answer is now stored: the next retry is a replay.
    const replay = await client.post('/api/transactions', body, { 'Idempotency-Key': key });
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(await replay.json()).toEqual(created);
  });

  it('runs a bulk import again once its key is stale: the same ids and position, one set of transactions', async () => {
    const { client, user } = await app.register();
    const account = await createAccount(client, { accountName: 'Bulk', startingBalance: '0' });
    const category = await createCategory(client, 'Imported');
    const transactions = Array.from({ length: 20 }, (_, i) => ({
      title: `Row ${i}`,
      amount: '2.00',
      type: 'expense',
      fromAccountId: account.id,
      transactionCategoryIds: [category.id],
      date: '2025-11-02',
    }));
    const key = newKey();
    const first = await client.post('/api/transactions/bulk', { transactions }, { 'Idempotency-Key': key });
    expect(first.status).toBe(201);
    const answer = await first.json();
    await crashAfterWrite(user.id, key);
    // Changed meanwhile: the body no longer passes its checks, but it was recorded, so the rerun says so.
    expect((await client.delete(`/api/expense-types/${category.id}`)).status).toBe(204);
    app.clock.advance(IDEMPOTENCY_STALE_CLAIM_MS + 1000);
    const rerun = await client.post('/api/transactions/bulk', { transactions }, { 'Idempotency-Key': key });
    expect(rerun.status).toBe(201);
    expect(rerun.headers.get('idempotent-replayed')).toBeNull();
    expect(await rerun.json()).toEqual(answer);
    expectSamePosition(user.id, rerun, first);
    const list = (await (
      await client.get('/api/transactions?limit=100', { 'X-Min-Position': rerun.headers.get('x-position')! })
    ).json()) as Array<{ id: string }>;
    expect(list.map((transaction) => transaction.id).sort()).toEqual([...answer.ids].sort());
  });

  it('gives a key reused after 24 hours new ids, so the same body then records a second time', async () => {
    const { client, user } = await app.register();
    const key = newKey();
    const body = { accountName: 'Yearly', accountType: 'checking' };
    const first = await (await client.post('/api/accounts', body, { 'Idempotency-Key': key })).json();
    app.clock.advance(IDEMPOTENCY_KEY_TTL_MS + 1000);
    const later = await client.post('/api/accounts', { ...body, accountName: 'Yearly 2' }, { 'Idempotency-Key': key });
    expect(later.status).toBe(201);
    expect((await later.json()).id).not.toBe(first.id);
    expect(await accountEvents(user.id)).toBe(2);
  });

  it('ignores the key on auth routes: each token request makes a token (its secret is never stored)', async () => {
    const { client } = await app.register();
    const key = newKey();
    const one = await (await client.post('/api/auth/tokens', { name: 'cli' }, { 'Idempotency-Key': key })).json();
    const two = await (await client.post('/api/auth/tokens', { name: 'cli' }, { 'Idempotency-Key': key })).json();
    expect(two.id).not.toBe(one.id);
  });
});
