import { oneTestDbKind } from '@life/infra/testing/test-db';
import { describe, expect, it } from 'vitest';
import { POSITION_TOKEN_LENGTH } from '../http/position-token';
import { positionOf } from '../testing/position-tokens';
import { createAccount, record, useTestApp } from '../testing/route-test';
import { changedSinceMessage, MAX_CHANGES, READ_POSITION_HEADER } from './changes';

/**
 * GET /api/transactions?changedSince=<token> (issue 13, beyond SPEC): the list's incremental polling.
 * Positions travel as tokens (issue 22): fresh for each answer, so tests compare what they hold.
 */
describe.each(oneTestDbKind())('transaction changes (%s)', (kind) => {
  const app = useTestApp(kind);

  async function setup() {
    const owner = await app.register();
    const checking = await createAccount(owner.client, { accountName: 'Checking' });
    const expense = (title: string, date = '2025-11-03') =>
      record(owner.client, { title, amount: '10', type: 'expense', fromAccountId: checking.id, date });
    return { ...owner, checking, expense };
  }

  async function listPosition(client: Awaited<ReturnType<typeof setup>>['client'], query = '') {
    const response = await client.get(`/api/transactions${query}`);
    expect(response.status).toBe(200);
    const position = response.headers.get(READ_POSITION_HEADER);
    expect(position).toMatch(new RegExp(`^[\\w-]{${POSITION_TOKEN_LENGTH}}$`));
    return position!;
  }

  it('answers what was created, changed and deleted since the list was read, and nothing twice', async () => {
    const { client, expense, user } = await setup();
    const opened = (token: string | null) => positionOf(app, user.id, token);
    const lunch = await expense('Lunch');
    const rent = await expense('Rent');
    const gone = await expense('Gone');
    const since = await listPosition(client);

    const quiet = await client.get(`/api/transactions?changedSince=${since}`);
    expect(quiet.status).toBe(200);
    const quietBody = await quiet.json();
    expect(quietBody).toEqual({ position: expect.any(String), changed: [], removedIds: [], truncated: false });
    expect(opened(quietBody.position)).toBe(opened(since));

    await client.patch(`/api/transactions/${lunch.id}/status`, { posted: 'pending' });
    const coffee = await expense('Coffee');
    expect((await client.delete(`/api/transactions/${gone.id}`)).status).toBe(204);

    const response = await client.get(`/api/transactions?changedSince=${since}`);
    expect(response.status).toBe(200);
    const changes = await response.json();
    expect(changes.changed.map((tx: { title: string; posted: string }) => [tx.title, tx.posted])).toEqual([
      ['Lunch', 'pending'],
      ['Coffee', 'posted'],
    ]);
    expect(changes.changed[1]).toEqual({ ...coffee, updatedAt: expect.any(String) });
    expect(changes.removedIds).toEqual([gone.id]);
    expect(changes.truncated).toBe(false);
    expect(opened(changes.position)! > opened(since)!).toBe(true);
    expect(opened(response.headers.get(READ_POSITION_HEADER))).toBe(opened(changes.position));
    expect(response.headers.get('X-Total-Count')).toBe('3');

    const next = await (await client.get(`/api/transactions?changedSince=${changes.position}`)).json();
    expect(next).toMatchObject({ changed: [], removedIds: [] });
    expect(rent.id).toBeTruthy();
  });

  it('applies the list filters: a changed transaction that no longer matches is to be removed', async () => {
    const { client, expense } = await setup();
    const lunch = await expense('Lunch', '2025-11-03');
    const since = await listPosition(client, '?startDate=2025-11-01&endDate=2025-11-30');
    await client.put(`/api/transactions/${lunch.id}`, { date: '2025-12-24' });
    await expense('Dinner', '2025-11-20');
    const changes = await (await client.get(`/api/transactions?changedSince=${since}&startDate=2025-11-01&endDate=2025-11-30`)).json();
    expect(changes.changed.map((tx: { title: string }) => tx.title)).toEqual(['Dinner']);
    expect(changes.removedIds).toEqual([lunch.id]);
  });

  it("never shows another user's changes, and another user's token proves nothing (400)", async () => {
    const owner = await setup();
    const other = await setup();
    const since = await listPosition(other.client);
    const ownerSince = await listPosition(owner.client);
    const mine = await owner.expense('Mine');
    const changes = await (await other.client.get(`/api/transactions?changedSince=${since}`)).json();
    expect(changes).toMatchObject({ changed: [], removedIds: [] });
    const borrowed = await other.client.get(`/api/transactions?changedSince=${ownerSince}`);
    expect(borrowed.status).toBe(400);
    const text = await borrowed.text();
    expect(JSON.parse(text)).toEqual({ error: changedSinceMessage, fields: { changedSince: changedSinceMessage } });
    expect(text).not.toContain(mine.id);
  });

  it('says truncated when more changed than one answer carries', async () => {
    const { client, checking } = await setup();
    const since = await listPosition(client);
    const transactions = Array.from({ length: MAX_CHANGES + 1 }, (_, i) => ({
      title: `Import ${i}`,
      amount: '1',
      type: 'expense',
      fromAccountId: checking.id,
    }));
    const bulk = await client.post('/api/transactions/bulk', { transactions });
    expect(bulk.status).toBe(201);
    const response = await client.get(`/api/transactions?changedSince=${since}`, { 'X-Min-Position': bulk.headers.get('x-position')! });
    expect(await response.json()).toMatchObject({ changed: [], removedIds: [], truncated: true });
  });

  it('refuses a malformed, made-up, tampered or repeated token', async () => {
    const { client } = await setup();
    const token = await listPosition(client);
    const tampered = token.slice(0, 30) + (token[30] === 'A' ? 'B' : 'A') + token.slice(31);
    const raw = '00000000000000000001-00000000000000000001';
    for (const bad of [
      '',
      '!!!',
      'x'.repeat(65),
      encodeURIComponent("' OR '1'='1"),
      '0',
      raw,
      tampered,
      'x'.repeat(POSITION_TOKEN_LENGTH),
    ]) {
      const response = await client.get(`/api/transactions?changedSince=${bad}`);
      expect(response.status, bad).toBe(400);
      expect(await response.json()).toEqual({ error: changedSinceMessage, fields: { changedSince: changedSinceMessage } });
    }
    const repeated = await client.get('/api/transactions?changedSince=1&changedSince=2');
    expect(repeated.status).toBe(400);
  });
});
