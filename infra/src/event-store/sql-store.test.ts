import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestEventStore, testDbKinds } from '../testing/test-db';
import { eventually, newEvent } from './contract';
import { appendSql } from './sql-store';
import { WrongExpectedRevisionError, type StoredEvent } from './types';

describe.each(testDbKinds())('SqlEventStore extras on %s', (kind) => {
  let subject: Awaited<ReturnType<typeof openTestEventStore>>;
  beforeAll(async () => {
    subject = await openTestEventStore(kind);
  });
  afterAll(async () => {
    await subject?.close();
  });

  it('appends to several streams atomically inside a transaction', async () => {
    const [a, b] = [`multi-a-${randomUUID()}`, `multi-b-${randomUUID()}`];
    await subject.store.append(b, [newEvent('Existing', {})], { expectedRevision: 'no-stream' });
    await expect(
      subject.db.transaction(async (tx) => {
        await appendSql(tx, a, [newEvent('A', {})], 'no-stream');
        await appendSql(tx, b, [newEvent('B', {})], 'no-stream');
      }),
    ).rejects.toBeInstanceOf(WrongExpectedRevisionError);
    expect(await subject.store.readStream(a)).toEqual([]);

    const waking = subject.store.waitForAppend(10_000);
    const [ra, rb] = await subject.db.transaction(async (tx) =>
      Promise.all([appendSql(tx, a, [newEvent('A', {})], 'no-stream'), appendSql(tx, b, [newEvent('B', {})], 0)]),
    );
    await waking;
    expect(ra.position.slice(0, 20)).toBe(rb.position.slice(0, 20));
    expect((await subject.store.readStream(b)).map((event) => event.type)).toEqual(['Existing', 'B']);
  });

  // PGlite has one connection, so no other transaction can stay open beside an append there.
  if (kind === 'postgres') {
    it('lastWritten counts an append that head() still hides behind an older open transaction', async () => {
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      let opened!: () => void;
      const open = new Promise<void>((resolve) => (opened = resolve));
      const older = subject.db.transaction(async (tx) => {
        await tx.query('SELECT pg_current_xact_id()'); // takes a transaction id: xmin stays at or below it
        opened();
        await released;
      });
      await open;
      try {
        const written = await subject.store.append(`hidden-${randomUUID()}`, [newEvent('Hidden', {})], { expectedRevision: 'no-stream' });
        expect(await subject.store.head()).not.toBe(written.position);
        expect(await subject.store.lastWritten()).toBe(written.position);
      } finally {
        release();
        await older;
      }
    });
  }

  it('appendMany is all or nothing, and names the conflicting stream', async () => {
    const [a, b] = [`many-a-${randomUUID()}`, `many-b-${randomUUID()}`];
    await subject.store.append(b, [newEvent('Existing', {})], { expectedRevision: 'no-stream' });
    const error = await subject.store
      .appendMany([
        { streamId: a, events: [newEvent('A', {})], expectedRevision: 'no-stream' },
        { streamId: b, events: [newEvent('B', {})], expectedRevision: 'no-stream' },
      ])
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(WrongExpectedRevisionError);
    expect(error).toMatchObject({ streamId: b, expected: 'no-stream', actual: 0 });
    expect(await subject.store.readStream(a)).toEqual([]);

    const waking = subject.store.waitForAppend(10_000);
    const [ra, rb] = await subject.store.appendMany([
      { streamId: a, events: [newEvent('A', {})], expectedRevision: 'no-stream' },
      { streamId: b, events: [newEvent('B', {})], expectedRevision: 0 },
    ]);
    await waking;
    // One transaction: both positions share its transaction id.
    expect(ra!.position.slice(0, 20)).toBe(rb!.position.slice(0, 20));
  });

  it("appendMany of new streams only (set-based, migration 0295): the loop's results, order and revisions", async () => {
    const streams = Array.from({ length: 5 }, () => `set-${randomUUID()}`);
    const batches = streams.map((streamId, index) => ({
      streamId,
      events: Array.from({ length: 1 + (index % 3) }, (_, n) => ({ ...newEvent(`E${n}`, { index, n }), id: randomUUID() })),
      expectedRevision: index % 2 === 0 ? ('no-stream' as const) : ('any' as const),
    }));
    const results = await subject.store.appendMany(batches);
    expect(results.map((result) => result.nextRevision)).toEqual([0, 1, 2, 0, 1]);
    const positions = results.map((result) => result.position);
    expect([...positions].sort()).toEqual(positions);
    expect(new Set(positions.map((position) => position.slice(0, 20))).size).toBe(1);
    // In the log's order (readAll would wait for other databases' open transactions on a shared server).
    const written = (await subject.store.readStreams(streams)).flat().sort((a, b) => (a.position < b.position ? -1 : 1));
    expect(written.map((event) => [streams.indexOf(event.streamId), event.revision, event.type])).toEqual([
      [0, 0, 'E0'],
      [1, 0, 'E0'],
      [1, 1, 'E1'],
      [2, 0, 'E0'],
      [2, 1, 'E1'],
      [2, 2, 'E2'],
      [3, 0, 'E0'],
      [4, 0, 'E0'],
      [4, 1, 'E1'],
    ]);
    expect(written.filter((event) => event.revision === 0).length).toBe(5);
    expect(results.map((result) => result.position)).toEqual(
      streams.map((streamId) => written.filter((event) => event.streamId === streamId).at(-1)!.position),
    );
    // The same call again (a rerun): every stream exists, so the loop answers with the first write.
    expect(await subject.store.appendMany(batches)).toEqual(results);
  });

  it('appendMany naming a new stream twice goes through the loop: the second batch follows the first', async () => {
    const stream = `twice-${randomUUID()}`;
    const results = await subject.store.appendMany([
      { streamId: stream, events: [newEvent('A', {})], expectedRevision: 'no-stream' },
      { streamId: stream, events: [newEvent('B', {})], expectedRevision: 'any' },
    ]);
    expect(results.map((result) => result.nextRevision)).toEqual([0, 1]);
    expect((await subject.store.readStream(stream)).map((event) => [event.revision, event.type])).toEqual([
      [0, 'A'],
      [1, 'B'],
    ]);
    const conflict = await subject.store
      .appendMany([
        { streamId: `twice-${randomUUID()}`, events: [newEvent('A', {})], expectedRevision: 'no-stream' },
        { streamId: stream + '-new', events: [newEvent('A', {})], expectedRevision: 'no-stream' },
        { streamId: stream + '-new', events: [newEvent('B', {})], expectedRevision: 'no-stream' },
      ])
      .catch((caught: unknown) => caught);
    expect(conflict).toMatchObject({ streamId: stream + '-new', expected: 'no-stream', actual: 0 });
    expect(await subject.store.readStream(stream + '-new')).toEqual([]);
  });

  it('retries a failing subscription handler without skipping the event', async () => {
    const before = await subject.store.head();
    const stream = `retry-${randomUUID()}`;
    await subject.store.append(stream, [newEvent('First', {}), newEvent('Second', {})], { expectedRevision: 'no-stream' });
    const seen: StoredEvent[] = [];
    let failures = 0;
    const errors = console.error;
    console.error = () => {};
    const subscription = subject.store.subscribe(before, (event) => {
      if (event.streamId !== stream) return Promise.resolve();
      if (event.type === 'Second' && failures++ === 0) return Promise.reject(new Error('transient'));
      seen.push(event);
      return Promise.resolve();
    });
    try {
      await eventually(
        () => seen.length,
        (n) => n >= 2,
      );
      expect(seen.map((event) => event.type)).toEqual(['First', 'Second']);
      expect(failures).toBe(2);
    } finally {
      await subscription.close();
      console.error = errors;
    }
  });
});
