/**
 * The behaviour every EventStore must have, run against each backend by contract.test.ts.
 * Stream ids are unique per test, and global reads are filtered to this run's streams,
 * so the suite also works on a shared EventStoreDB that already holds other events.
 */
import { randomUUID } from 'node:crypto';
import { dataField, type EventMetadata } from '@life/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/types';
import { START, WrongExpectedRevisionError, type EventStore, type NewEvent, type StoredEvent } from './types';

export interface ContractSubject {
  store: EventStore;
  close(): Promise<void>;
}

export const metadata = (extra: Partial<EventMetadata> = {}): EventMetadata => ({
  userId: 'user-1',
  occurredAt: '2024-05-01T10:00:00.000Z',
  schemaVersion: 1,
  ...extra,
});

export const newEvent = (type: string, data: unknown, id?: string): NewEvent => ({
  type,
  data,
  metadata: metadata(),
  ...(id ? { id } : {}),
});

export async function eventually<T>(read: () => Promise<T> | T, ok: (value: T) => boolean, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (ok(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function expectConflict(promise: Promise<unknown>, actual: number | 'no-stream'): Promise<void> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(WrongExpectedRevisionError);
  expect((error as WrongExpectedRevisionError).actual).toEqual(actual);
}

export function eventStoreContract(name: string, factory: () => Promise<ContractSubject>): void {
  describe(`EventStore contract: ${name}`, () => {
    let subject: ContractSubject;
    let store: EventStore;
    const run = randomUUID().slice(0, 8);
    const stream = (label: string) => `contract${run}-${label}-${randomUUID()}`;
    const mine = (events: StoredEvent[]) => events.filter((event) => event.streamId.startsWith(`contract${run}-`));

    beforeAll(async () => {
      subject = await factory();
      store = subject.store;
    });
    afterAll(async () => {
      await subject?.close();
    });

    it('appends and reads a stream back as stored', async () => {
      const id = stream('order');
      expect(await store.readStream(id)).toEqual([]);
      const eventId = randomUUID();
      const result = await store.append(
        id,
        [newEvent('Opened', { a: 1, nested: { b: [1, 2] } }, eventId), newEvent('Noted', { text: 'x' })],
        {
          expectedRevision: 'no-stream',
        },
      );
      expect(result.nextRevision).toBe(1);
      const events = await store.readStream(id);
      expect(events.map((event) => [event.streamId, event.revision, event.type, event.data])).toEqual([
        [id, 0, 'Opened', { a: 1, nested: { b: [1, 2] } }],
        [id, 1, 'Noted', { text: 'x' }],
      ]);
      expect(events[0]?.id).toBe(eventId);
      expect(events[0]?.metadata).toEqual(metadata());
      expect(events[1]?.position).toBe(result.position);
      expect(events[0]!.position < events[1]!.position).toBe(true);
      expect((await store.readStream(id, { from: 1 })).map((event) => event.revision)).toEqual([1]);
      const next = await store.append(id, [newEvent('Noted', { text: 'y' })], { expectedRevision: 1 });
      expect(next.nextRevision).toBe(2);
      expect(next.position > result.position).toBe(true);
    });

    it('reads several streams at once, in the order asked, a missing one as empty', async () => {
      const [first, second, missing] = [stream('many-a'), stream('many-b'), stream('many-missing')];
      await store.append(first, [newEvent('A', { n: 1 }), newEvent('B', { n: 2 })], { expectedRevision: 'no-stream' });
      await store.append(second, [newEvent('C', { n: 3 })], { expectedRevision: 'no-stream' });
      const read = await store.readStreams([second, missing, first, second]);
      expect(read.map((events) => events.map((event) => [event.streamId, event.revision, event.type]))).toEqual([
        [[second, 0, 'C']],
        [],
        [
          [first, 0, 'A'],
          [first, 1, 'B'],
        ],
        [[second, 0, 'C']],
      ]);
      expect(read[2]).toEqual(await store.readStream(first));
      expect(await store.readStreams([])).toEqual([]);
    });

    it('stores awkward strings verbatim', async () => {
      const id = stream(`it's \\ "odd"; COMMIT;`);
      const data = { text: `quote ' double " backslash \\ \\' dollar $$ ; COMMIT; -- é 🚀`, list: ['\n', '\t'] };
      await store.append(id, [newEvent("Type 'quoted'", data)], { expectedRevision: 'no-stream' });
      const [event] = await store.readStream(id);
      expect(event).toMatchObject({ streamId: id, type: "Type 'quoted'", data });
    });

    it('reads a stream id no store can hold (a lone surrogate, NUL) as empty and refuses to append to it', async () => {
      for (const odd of [stream('lone-\udc00'), stream('lone-\ud83d'), stream('nul-\u0000')]) {
        expect(await store.readStream(odd)).toEqual([]);
        expect(await store.readStreams([odd])).toEqual([[]]);
        await expect(store.append(odd, [newEvent('A', {})], { expectedRevision: 'any' })).rejects.toThrow(/not a storable stream id/);
        await expect(store.appendMany([{ streamId: odd, events: [newEvent('A', {})], expectedRevision: 'any' }])).rejects.toThrow(
          /not a storable stream id/,
        );
      }
      // A well-formed pair is a character like any other.
      const emoji = stream('emoji-\ud83d\ude80');
      await store.append(emoji, [newEvent('A', {})], { expectedRevision: 'no-stream' });
      expect((await store.readStream(emoji)).map((event) => event.streamId)).toEqual([emoji]);
    });

    it('rejects a wrong expected revision', async () => {
      const id = stream('conflict');
      await store.append(id, [newEvent('A', {}), newEvent('B', {})], { expectedRevision: 'no-stream' });
      await expectConflict(store.append(id, [newEvent('C', {})], { expectedRevision: 'no-stream' }), 1);
      await expectConflict(store.append(id, [newEvent('C', {})], { expectedRevision: 0 }), 1);
      await expectConflict(store.append(id, [newEvent('C', {})], { expectedRevision: 5 }), 1);
      await expectConflict(store.append(stream('missing'), [newEvent('C', {})], { expectedRevision: 0 }), 'no-stream');
      expect((await store.readStream(id)).length).toBe(2);
      expect((await store.append(id, [newEvent('C', {})], { expectedRevision: 'any' })).nextRevision).toBe(2);
      expect((await store.append(stream('fresh'), [newEvent('C', {})], { expectedRevision: 'any' })).nextRevision).toBe(0);
    });

    it('treats a re-append of the same event ids as a no-op returning the original result', async () => {
      const id = stream('idem');
      const before = await store.head();
      const batch = [newEvent('A', { n: 1 }, randomUUID()), newEvent('B', { n: 2 }, randomUUID())];
      const first = await store.append(id, batch, { expectedRevision: 'no-stream' });
      const again = await store.append(id, batch, { expectedRevision: 'no-stream' });
      expect(again).toEqual(first);
      expect((await store.readStream(id)).length).toBe(2);
      const inAll = await eventually(
        async () => (await store.readAll({ after: before, limit: 1000 })).filter((event) => event.streamId === id),
        (events) => events.length >= 2,
      );
      expect(inAll.map((event) => event.type)).toEqual(['A', 'B']);

      const next = [newEvent('C', { n: 3 }, randomUUID())];
      const third = await store.append(id, next, { expectedRevision: 1 });
      expect(await store.append(id, next, { expectedRevision: 1 })).toEqual(third);
      expect((await store.readStream(id)).map((event) => event.type)).toEqual(['A', 'B', 'C']);
    });

    it('appendMany appends to several streams in order; a retry with the same event ids is a no-op', async () => {
      const [a, b, c] = [stream('many-a'), stream('many-b'), stream('many-c')];
      await store.append(c, [newEvent('C0', {})], { expectedRevision: 'no-stream' });
      const batches = [
        {
          streamId: a,
          events: [newEvent('A0', { n: 1 }, randomUUID()), newEvent('A1', { n: 2 }, randomUUID())],
          expectedRevision: 'no-stream' as const,
        },
        { streamId: b, events: [newEvent('B0', {}, randomUUID())], expectedRevision: 'any' as const },
        { streamId: c, events: [newEvent('C1', {}, randomUUID())], expectedRevision: 0 },
      ];
      const results = await store.appendMany(batches);
      expect(results.map((result) => result.nextRevision)).toEqual([1, 0, 1]);
      expect(results[0]!.position < results[1]!.position && results[1]!.position < results[2]!.position).toBe(true);
      expect((await store.readStream(a)).map((event) => [event.type, event.data])).toEqual([
        ['A0', { n: 1 }],
        ['A1', { n: 2 }],
      ]);
      expect((await store.readStream(b))[0]?.position).toBe(results[1]!.position);
      expect((await store.readStream(c)).map((event) => event.type)).toEqual(['C0', 'C1']);
      expect(await store.appendMany(batches)).toEqual(results);
      expect((await store.readStream(a)).length).toBe(2);
      expect(await store.appendMany([])).toEqual([]);
      await expectConflict(store.appendMany([{ streamId: c, events: [newEvent('C2', {})], expectedRevision: 0 }]), 1);
    });

    /** A head every earlier event is readable up to: append a marker and wait until it is the head. */
    async function settledHead(): Promise<string> {
      const marker = await store.append(stream('marker'), [newEvent('Marker', {})], { expectedRevision: 'no-stream' });
      return eventually(
        () => store.head(),
        (head) => head === marker.position,
      );
    }

    it('reports the newest written event at once, readable yet or not (lastWritten, never behind head)', async () => {
      const written = await store.append(stream('written'), [newEvent('W0', {}), newEvent('W1', {})], { expectedRevision: 'no-stream' });
      const last = await store.lastWritten();
      expect(last >= written.position).toBe(true);
      expect(last >= (await store.head())).toBe(true);
    });

    it('reads all streams in global order with after and limit, and reports the head', async () => {
      const before = await settledHead();
      const [x, y] = [stream('x'), stream('y')];
      const r1 = await store.append(x, [newEvent('X0', {})], { expectedRevision: 'no-stream' });
      const r2 = await store.append(y, [newEvent('Y0', {}), newEvent('Y1', {})], { expectedRevision: 'no-stream' });
      const r3 = await store.append(x, [newEvent('X1', {})], { expectedRevision: 0 });
      expect(r1.position < r2.position && r2.position < r3.position).toBe(true);
      // Eventually: on a shared PostgreSQL server another session's open transaction may
      // briefly hold back what is readable (the xmin guard).
      expect(
        await eventually(
          () => store.head(),
          (head) => head === r3.position,
        ),
      ).toBe(r3.position);

      const all = mine(
        await eventually(
          () => store.readAll({ after: before, limit: 1000 }),
          (events) => events.filter((event) => event.streamId === x || event.streamId === y).length >= 4,
        ),
      ).filter((event) => event.streamId === x || event.streamId === y);
      expect(all.map((event) => event.type)).toEqual(['X0', 'Y0', 'Y1', 'X1']);
      for (let i = 1; i < all.length; i++) expect(all[i - 1]!.position < all[i]!.position).toBe(true);
      expect(all[3]?.position).toBe(r3.position);

      const firstTwo = await store.readAll({ after: before, limit: 2 });
      expect(firstTwo.map((event) => event.type)).toEqual(['X0', 'Y0']);
      const rest = await store.readAll({ after: firstTwo[1]!.position, limit: 1000 });
      expect(rest.map((event) => event.type)).toEqual(['Y1', 'X1']);
      expect(await store.readAll({ after: r3.position, limit: 10 })).toEqual([]);
      expect(before === START || before < r1.position).toBe(true);
    });

    it('pages through hundreds of appends in global order, each event exactly once', async () => {
      // Enough single appends that transaction ids gain a digit on a fresh database (PGlite
      // starts near 750): positions must order numerically, never as text.
      const before = await settledHead();
      const s = stream('many');
      let last = before;
      for (let i = 0; i < 300; i++) last = (await store.append(s, [newEvent('N', { i })], { expectedRevision: 'any' })).position;
      await eventually(
        () => store.head(),
        (head) => head >= last,
      );
      const seen: unknown[] = [];
      let after = before;
      for (;;) {
        const page = await store.readAll({ after, limit: 64 });
        if (page.length === 0) break;
        for (let k = 1; k < page.length; k++) expect(page[k - 1]!.position < page[k]!.position).toBe(true);
        seen.push(...page.filter((event) => event.streamId === s).map((event) => dataField(event.data, 'i')));
        after = page.at(-1)!.position;
      }
      expect(seen).toEqual(Array.from({ length: 300 }, (_, i) => i));
    });

    it('readAllOfTypes returns only the asked types whole, and the last scanned position of any type', async () => {
      const before = await settledHead();
      const s = stream('typed');
      await store.append(s, [newEvent('Kept', { n: 1 }), newEvent('Other', { n: 2 }), newEvent('Kept', { n: 3 })], {
        expectedRevision: 'no-stream',
      });
      const last = (await store.append(s, [newEvent('Other', { n: 4 })], { expectedRevision: 2 })).position;
      await eventually(
        () => store.head(),
        (head) => head >= last,
      );
      const everything = (await store.readAll({ after: before, limit: 1000 })).filter((event) => event.streamId === s);

      const page = await store.readAllOfTypes({ after: before, limit: 1000, types: ['Kept'] });
      const kept = page.events.filter((event) => event.streamId === s);
      expect(kept.map((event) => event.data)).toEqual([{ n: 1 }, { n: 3 }]);
      expect(kept).toEqual(everything.filter((event) => event.type === 'Kept'));
      expect(page.last).toBe(last);
      expect(page.scanned).toBeGreaterThanOrEqual(4);

      // A page of only other types still moves the reader: scanned and last, no events.
      const tail = await store.readAllOfTypes({ after: everything[2]!.position, limit: 1, types: ['Kept'] });
      expect(tail).toEqual({ events: [], last, scanned: 1 });
      expect(await store.readAllOfTypes({ after: last, limit: 10, types: ['Kept'] })).toEqual({ events: [], last: undefined, scanned: 0 });
    });

    it('subscription catches up, then follows live appends exactly once', async () => {
      const before = await store.head();
      const id = stream('sub');
      await store.append(id, [newEvent('E0', {}), newEvent('E1', {})], { expectedRevision: 'no-stream' });
      const seen: StoredEvent[] = [];
      const subscription = store.subscribe(before, (event) => {
        if (event.streamId === id) seen.push(event);
        return Promise.resolve();
      });
      try {
        await eventually(
          () => seen.length,
          (n) => n >= 2,
        );
        expect(seen.map((event) => event.type)).toEqual(['E0', 'E1']);
        const started = Date.now();
        await store.append(id, [newEvent('E2', {})], { expectedRevision: 1 });
        await eventually(
          () => seen.length,
          (n) => n >= 3,
        );
        // Woken by the append notification, not a polling interval.
        expect(Date.now() - started).toBeLessThan(2_000);
        await new Promise((resolve) => setTimeout(resolve, 100));
        expect(seen.map((event) => event.type)).toEqual(['E0', 'E1', 'E2']);
        expect(seen.map((event) => event.revision)).toEqual([0, 1, 2]);
      } finally {
        await subscription.close();
      }
      await store.append(id, [newEvent('E3', {})], { expectedRevision: 2 });
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(seen.length).toBe(3);
    });

    it('waitForAppend resolves on the next append, or after the timeout', async () => {
      const idle = Date.now();
      await store.waitForAppend(150);
      expect(Date.now() - idle).toBeGreaterThanOrEqual(100);

      const started = Date.now();
      const waiting = store.waitForAppend(10_000);
      setTimeout(() => void store.append(stream('wake'), [newEvent('W', {})], { expectedRevision: 'no-stream' }), 50);
      await waiting;
      expect(Date.now() - started).toBeLessThan(5_000);
    });
  });
}

/**
 * SQL stores with real concurrency (two connections, so PostgreSQL only; PGlite has a
 * single backend and runs transactions one at a time). A transaction that took its id
 * first but commits last must not be skipped by readers or subscribers.
 */
export function outOfOrderCommitContract(name: string, factory: () => Promise<ContractSubject & { db: Db }>): void {
  describe(`EventStore contract: ${name}: out-of-order commits`, () => {
    let subject: ContractSubject & { db: Db };
    beforeAll(async () => {
      subject = await factory();
    });
    afterAll(async () => {
      await subject?.close();
    });

    it('does not skip an event committed later by an older transaction', async () => {
      const { store, db } = subject;
      const before = await store.head();
      const [a, b] = [`ooo-a-${randomUUID()}`, `ooo-b-${randomUUID()}`];
      const seen: StoredEvent[] = [];
      const subscription = store.subscribe(before, (event) => {
        seen.push(event);
        return Promise.resolve();
      });

      let signalReady!: () => void;
      const ready = new Promise<void>((resolve) => (signalReady = resolve));
      let commitA!: () => void;
      const commitGate = new Promise<void>((resolve) => (commitA = resolve));
      const transactionA = db.session(async (session) => {
        await session.query('BEGIN');
        // Take the older transaction id now; the event row is written after B's.
        await session.query('SELECT pg_current_xact_id()');
        signalReady();
        await commitGate;
        await session.query(`SELECT * FROM life_append($1, 'no-stream', $2::jsonb)`, [
          a,
          JSON.stringify([{ id: randomUUID(), type: 'A', data: {}, metadata: newEvent('A', {}).metadata }]),
        ]);
        await session.query('COMMIT');
      });
      try {
        await ready;
        await store.append(b, [newEvent('B', {})], { expectedRevision: 'no-stream' });
        expect(await store.readAll({ after: before, limit: 100 })).toEqual([]);
        expect(await store.head()).toBe(before);
        await new Promise((resolve) => setTimeout(resolve, 300));
        expect(seen).toEqual([]);

        commitA();
        await transactionA;
        const all = await eventually(
          () => store.readAll({ after: before, limit: 100 }),
          (events) => events.length >= 2,
        );
        expect(all.map((event) => event.streamId)).toEqual([a, b]);
        expect(all[0]!.position < all[1]!.position).toBe(true);
        await eventually(
          () => seen.length,
          (n) => n >= 2,
        );
        await new Promise((resolve) => setTimeout(resolve, 100));
        expect(seen.map((event) => event.streamId)).toEqual([a, b]);
      } finally {
        commitA();
        await transactionA.catch(() => {});
        await subscription.close();
      }
    });
  });
}
