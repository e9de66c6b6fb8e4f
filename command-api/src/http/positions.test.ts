import { testDbKinds } from '@life/infra/testing/test-db';
import { describe, expect, it } from 'vitest';
import { positionOf, positionToken } from '../testing/position-tokens';
import { useTestApp } from '../testing/route-test';
import { TEST_PASSWORD } from '../testing/test-app';
import { READ_YOUR_WRITES_TIMEOUT_MS } from './read-model';

/** A raw event-log position (what no answer may show: issue 22). */
const RAW_POSITION = /\d{10,}/;

/**
 * Read-your-writes through position tokens (issue 22): writes answer X-Position as a token only
 * their user can send back; a read waits for the latest token it can open and answers one token
 * covering those sent; anyone else's token (or a raw position) proves nothing: no wait, no error.
 */
describe.each(testDbKinds())('position tokens over HTTP (%s)', (kind) => {
  const app = useTestApp(kind);

  it('seals the registration’s position for the new user', async () => {
    const client = app.client();
    const response = await client.post('/api/auth/register', {
      email: `tokens-${Date.now()}@example.com`,
      password: TEST_PASSWORD,
      displayName: 'T',
    });
    expect(response.status).toBe(201);
    const token = response.headers.get('x-position');
    expect(token).not.toMatch(RAW_POSITION);
    expect(positionOf(app, ((await response.json()) as { id: string }).id, token)).toMatch(/^[\w-]+$/);
  });

  it("waits for its own user's token, not for anyone else's, and never answers 5xx for a borrowed one", async () => {
    const owner = await app.register();
    const other = await app.register();
    let written: string;
    await app.projector.pause();
    try {
      // Written, but the read model is held back: the 503 still carries the write's token.
      const created = await owner.client.post('/api/goals', { title: 'Token goal', category: 'Health' });
      expect(created.status).toBe(503);
      written = created.headers.get('x-position')!;
      expect(written).not.toMatch(RAW_POSITION);
      expect(positionOf(app, owner, written)).toBeTruthy();

      // The owner's read waits for it (and gives up with the usual 503)...
      expect((await owner.client.get('/api/goals', { 'X-Min-Position': written })).status).toBe(503);

      // ...another user's read with the same token does not wait at all, nor fails.
      const started = performance.now();
      const borrowed = await other.client.get('/api/goals', { 'X-Min-Position': written });
      expect(performance.now() - started).toBeLessThan(READ_YOUR_WRITES_TIMEOUT_MS);
      expect(borrowed.status).toBe(200);
      expect(await borrowed.json()).toEqual([]);
      // Its answer covers only what it could open: nothing.
      expect(positionOf(app, other, borrowed.headers.get('x-position'))).toBe('');
      expect(positionOf(app, owner, borrowed.headers.get('x-position'))).toBeUndefined();

      // A raw position is no token either: no wait.
      const raw = await other.client.get('/api/goals', { 'X-Min-Position': positionOf(app, owner, written)! });
      expect(raw.status).toBe(200);
    } finally {
      await app.projector.resume();
    }

    // Several tokens (one garbage, one another user's, one raw): the latest the owner can open counts.
    const othersToken = positionToken(app, other, '99999999999999999999-99999999999999999999');
    const header = ['Zm9vYmFy', othersToken, written, positionOf(app, owner, written)].join(', ');
    const listed = await owner.client.get('/api/goals', { 'X-Min-Position': header });
    expect(listed.status).toBe(200);
    expect((await listed.json()).map((goal: { title: string }) => goal.title)).toEqual(['Token goal']);
    const answered = listed.headers.get('x-position');
    expect(answered).not.toBe(written);
    expect(positionOf(app, owner, answered)).toBe(positionOf(app, owner, written));
  });

  it('shows no raw position in any header or the changes body', async () => {
    const owner = await app.register();
    const created = await owner.client.post('/api/goals', { title: 'Seen', category: 'Health' });
    const list = await owner.client.get('/api/transactions');
    const since = list.headers.get('x-read-position');
    const changes = since ? await owner.client.get(`/api/transactions?changedSince=${since}`) : undefined;
    for (const response of [created, list, ...(changes ? [changes] : [])]) {
      for (const [name, value] of response.headers) if (/position/i.test(name)) expect(value, name).not.toMatch(RAW_POSITION);
    }
    if (changes) expect((await changes.json()).position).not.toMatch(RAW_POSITION);
  });
});
