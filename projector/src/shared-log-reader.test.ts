import { randomUUID } from 'node:crypto';
import { START, type EventStore, type FilteredPage, type Position, type StoredEvent } from '@life/infra';
import { settledHead } from '@life/infra/testing/settled-head';
import { openTestEventStore, testDbKinds } from '@life/infra/testing/test-db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SharedLogReader } from './shared-log-reader';

const metadata = () => ({ occurredAt: new Date().toISOString(), schemaVersion: 1 });
const TYPES = ['A', 'B', 'C'] as const;

/** `count` events of types A, B, C and D (D: no reader's type), some streams written by appendMany. */
async function appendMixed(store: EventStore, count: number): Promise<void> {
  for (let at = 0; at < count; at += 4) {
    const batch = Array.from({ length: Math.min(4, count - at) }, (_, index) => ({
      streamId: `shared-${randomUUID()}`,
      expectedRevision: 'no-stream' as const,
      events: [{ type: ['A', 'B', 'C', 'D'][(at + index) % 4]!, data: { n: at + index }, metadata: metadata() }],
    }));
    if (at % 8 === 0) await store.appendMany(batch);
    else for (const { streamId, events } of batch) await store.append(streamId, events, { expectedRevision: 'no-stream' });
  }
}

interface Consumer {
  types: string[];
  limit: number;
  after: Position;
  seen: StoredEvent[];
  done: boolean;
}

/** One page for a consumer, checked against readAllOfTypes' contract; true while pages keep coming. */
async function step(reader: SharedLogReader, consumer: Consumer): Promise<void> {
  const page: FilteredPage = await reader.readAllOfTypes({ after: consumer.after, limit: consumer.limit, types: consumer.types });
  if (page.last === undefined) {
    consumer.done = true;
    return;
  }
  expect(page.last > consumer.after).toBe(true);
  expect(page.scanned).toBeLessThanOrEqual(consumer.limit);
  for (const event of page.events) {
    expect(consumer.types).toContain(event.type);
    expect(event.position > consumer.after && event.position <= page.last).toBe(true);
  }
  consumer.seen.push(...page.events);
  consumer.after = page.last;
}

describe.each(testDbKinds())('SharedLogReader (%s)', (kind) => {
  let env: Awaited<ReturnType<typeof openTestEventStore>>;
  /** Every event of the log, as one direct read gives them. */
  let log: StoredEvent[];
  const expected = (types: readonly string[]) => log.filter((event) => types.includes(event.type)).map((event) => event.id);

  beforeAll(async () => {
    env = await openTestEventStore(kind);
    await appendMixed(env.store, 120);
    const head = await settledHead(env.store);
    log = await env.store.readAll({ after: START, limit: 10_000 });
    expect(log.at(-1)?.position).toBe(head);
  });
  afterAll(async () => {
    await env?.close();
  });

  it('gives each reader, whatever its types, page size and pace, exactly the events a direct read gives', async () => {
    const reader = new SharedLogReader(env.store, [...TYPES], { maxEvents: 20 });
    const consumers: Consumer[] = [
      { types: ['A'], limit: 1, after: START, seen: [], done: false },
      { types: ['B', 'C'], limit: 7, after: START, seen: [], done: false },
      { types: ['A', 'B', 'C'], limit: 3, after: START, seen: [], done: false },
      { types: ['C'], limit: 50, after: START, seen: [], done: false },
    ];
    // The fast one runs ahead and moves the window; the slow one (one event a page) falls behind it.
    for (let round = 0; consumers.some((consumer) => !consumer.done); round++) {
      await Promise.all(
        consumers.filter((consumer, index) => !consumer.done && (index !== 0 || round % 4 === 0)).map((c) => step(reader, c)),
      );
    }
    for (const consumer of consumers) expect(consumer.seen.map((event) => event.id)).toEqual(expected(consumer.types));
    expect(reader.stats.shared).toBeGreaterThan(0);
    expect(reader.stats.direct).toBeGreaterThan(0); // the slow reader fell behind the 20-event window
  });

  it('serves the same stored objects to every reader (one decode), and reads types outside the window directly', async () => {
    const reader = new SharedLogReader(env.store, ['A', 'B']);
    const first = await reader.readAllOfTypes({ after: START, limit: 10, types: ['A'] });
    const second = await reader.readAllOfTypes({ after: START, limit: 10, types: ['A', 'B'] });
    expect(second.events.filter((event) => event.type === 'A')).toEqual(first.events);
    expect(second.events.find((event) => event.type === 'A')).toBe(first.events[0]);
    const fills = reader.stats.fills;
    const outside = await reader.readAllOfTypes({ after: START, limit: 10, types: ['C'] });
    expect(outside.events.map((event) => event.type)).toEqual(expect.arrayContaining(['C']));
    expect(reader.stats.fills).toBe(fills);
    expect(reader.stats.direct).toBe(1);
  });

  it('readers woken together by an append share the store reads it takes, and each gets the new event', async () => {
    let reads = 0;
    const counting = {
      readAllOfTypes: (options: Parameters<EventStore['readAllOfTypes']>[0]) => {
        reads++;
        return env.store.readAllOfTypes(options);
      },
    };
    const reader = new SharedLogReader(counting, [...TYPES]);
    const readers = Array.from({ length: 10 }, (): Consumer => ({ types: ['A', 'B'], limit: 1000, after: START, seen: [], done: false }));
    for (const consumer of readers) while (!consumer.done) await step(reader, consumer);
    await env.store.append(`shared-${randomUUID()}`, [{ type: 'B', data: { woke: true }, metadata: metadata() }], {
      expectedRevision: 'no-stream',
    });
    await settledHead(env.store);
    reads = 0;
    const pages = await Promise.all(
      readers.map((consumer) => reader.readAllOfTypes({ after: consumer.after, limit: 1000, types: consumer.types })),
    );
    for (const page of pages) expect(page.events.map((event) => event.data)).toEqual([{ woke: true }]);
    expect(reads).toBeLessThanOrEqual(2); // one read finds it; one more may confirm the head (was: one per reader)
  });

  it('picks up events appended after a reader reached the head', async () => {
    const reader = new SharedLogReader(env.store, [...TYPES]);
    const consumer: Consumer = { types: ['A', 'B'], limit: 1000, after: START, seen: [], done: false };
    while (!consumer.done) await step(reader, consumer);
    const before = consumer.seen.length;
    await env.store.append(`shared-${randomUUID()}`, [{ type: 'A', data: { late: true }, metadata: metadata() }], {
      expectedRevision: 'no-stream',
    });
    await settledHead(env.store);
    consumer.done = false;
    while (!consumer.done) await step(reader, consumer);
    expect(consumer.seen.length).toBe(before + 1);
    expect(consumer.seen.at(-1)?.data).toEqual({ late: true });
  });
});
