import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { EventStore, NewEvent } from '../event-store/types';
import { openTestEventStore, testDbKinds } from '../testing/test-db';
import { exportUserEvents, importExport, REDACTED, verifyExport } from './index';
import { settledHead } from '../testing/settled-head';

const alice = 'a1a1a1a1-0000-4000-8000-000000000001';
const bob = 'b2b2b2b2-0000-4000-8000-000000000002';

function event(userId: string, type: string, data: Record<string, unknown>): NewEvent {
  return { type, data, metadata: { userId, occurredAt: '2026-11-23T10:00:00.000Z', schemaVersion: 1, actor: { via: 'web' } } };
}

async function lines(store: EventStore, userId: string, secrets: 'redacted' | 'included' = 'included'): Promise<string[]> {
  const out: string[] = [];
  for await (const line of exportUserEvents(store, userId, { secrets, exportedAt: '2026-11-23T12:00:00.000Z', batchSize: 2 }))
    out.push(line);
  return out;
}

describe.each(testDbKinds())('event export on %s', (kind) => {
  let env: Awaited<ReturnType<typeof openTestEventStore>>;
  beforeEach(async () => {
    env = await openTestEventStore(kind);
    const { store } = env;
    await store.append(
      `user-${alice}`,
      [event(alice, 'UserRegistered', { userId: alice, email: 'a@example.com', passwordHash: 'scrypt$secret' })],
      {
        expectedRevision: 'no-stream',
      },
    );
    await store.append('transaction-t1', [event(alice, 'TransactionRecorded', { title: 'Rent <b>', amountCents: 120000 })], {
      expectedRevision: 'no-stream',
    });
    await store.append('transaction-t2', [event(bob, 'TransactionRecorded', { title: "Bob's" })], { expectedRevision: 'no-stream' });
    await store.append('transaction-t1', [event(alice, 'TransactionUpdated', { title: 'Rent' }), event(alice, 'TransactionDeleted', {})], {
      expectedRevision: 0,
    });
    // Readable before the export reads the log (test files run side by side on one server).
    await settledHead(store);
  });
  afterEach(async () => {
    await env.close();
  });

  it("exports only the user's events, in log order, chained, with a header and an end line", async () => {
    const exported = await lines(env.store, alice);
    const parsed = exported.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(parsed[0]).toEqual({
      format: 'life-events',
      version: 1,
      userId: alice,
      exportedAt: '2026-11-23T12:00:00.000Z',
      secrets: 'included',
    });
    expect(parsed.slice(1, -1).map((e) => [e.streamId, e.revision, e.type])).toEqual([
      [`user-${alice}`, 0, 'UserRegistered'],
      ['transaction-t1', 0, 'TransactionRecorded'],
      ['transaction-t1', 1, 'TransactionUpdated'],
      ['transaction-t1', 2, 'TransactionDeleted'],
    ]);
    expect(parsed.at(-1)).toMatchObject({ end: true, events: 4 });
    expect(await verifyExport(exported)).toMatchObject({ ok: true, events: 4, head: parsed.at(-2)!.hash });
    // A download keeps the password hash home.
    const download = await lines(env.store, alice, 'redacted');
    expect((JSON.parse(download[1]!) as { data: { passwordHash: string } }).data.passwordHash).toBe(REDACTED);
    expect(download.join('\n')).not.toContain('scrypt$secret');
  });

  it('names the first line that does not match when one event is altered, dropped or moved', async () => {
    const exported = await lines(env.store, alice);
    const altered = [...exported];
    altered[2] = altered[2]!.replace('120000', '1200');
    const id = (JSON.parse(exported[2]!) as { id: string }).id;
    expect(await verifyExport(altered)).toEqual({
      ok: false,
      line: 3,
      eventId: id,
      reason: 'hash does not match the event and the chain before it',
    });

    const dropped = exported.filter((_, index) => index !== 3);
    expect(await verifyExport(dropped)).toMatchObject({ ok: false, line: 4 });
    const swapped = [exported[0]!, exported[2]!, exported[1]!, ...exported.slice(3)];
    expect(await verifyExport(swapped)).toMatchObject({ ok: false, line: 2 });
    expect(await verifyExport(exported.slice(0, -1))).toMatchObject({ ok: false, reason: 'the end line is missing (file cut short?)' });
    expect(await verifyExport(['not json'])).toMatchObject({ ok: false, line: 1 });
  });

  it('imports into an empty store under the same ids, streams and revisions; once; never over other events, tampered or redacted files', async () => {
    const exported = await lines(env.store, alice);
    const target = await openTestEventStore(kind);
    try {
      const from = (source: string[]) => source;
      expect(await importExport(target.store, () => from(exported), { chunkSize: 2 })).toEqual({ ok: true, userId: alice, events: 4 });
      const original = await env.store.readStream('transaction-t1');
      const copy = await target.store.readStream('transaction-t1');
      const shape = (e: (typeof original)[number]) => [e.id, e.revision, e.type, e.data, e.metadata];
      expect(copy.map(shape)).toEqual(original.map(shape));
      expect(await target.store.readStream('transaction-t2')).toEqual([]);
      // Re-exporting the copy gives the same chain (positions aside, which belong to each instance).
      await settledHead(target.store);
      const again = await lines(target.store, alice);
      expect(JSON.parse(again.at(-1)!)).toEqual(JSON.parse(exported.at(-1)!));

      // Again: the store recognises its own event ids, so nothing is written twice.
      expect(await importExport(target.store, () => from(exported))).toMatchObject({ ok: true });
      expect(await target.store.readStream('transaction-t1')).toHaveLength(3);
      // Into an instance whose stream holds other events: a conflict, not a merge.
      const other = await openTestEventStore(kind);
      try {
        await other.store.append('transaction-t1', [event(alice, 'TransactionRecorded', { title: 'Other' })], {
          expectedRevision: 'no-stream',
        });
        await expect(importExport(other.store, () => from(exported))).rejects.toThrow(/revision/i);
      } finally {
        await other.close();
      }
      const tampered = [...exported];
      tampered[2] = tampered[2]!.replace('Rent', 'Rant');
      expect(await importExport(target.store, () => from(tampered))).toMatchObject({
        ok: false,
        reason: expect.stringMatching(/^line 3: hash/),
      });
      const redacted = await lines(env.store, alice, 'redacted');
      expect(await importExport(target.store, () => from(redacted))).toMatchObject({
        ok: false,
        reason: expect.stringMatching(/redacted/),
      });
    } finally {
      await target.close();
    }
  });
});
