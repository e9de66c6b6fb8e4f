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
