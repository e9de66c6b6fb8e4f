import { randomUUID } from 'node:crypto';
import { ConflictError, defineEvent, eventRegistry, type Command, type Decider, type DomainEvent } from '@life/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { openTestEventStore, testDbKinds } from '../testing/test-db';
import { CONFLICT_MESSAGE, handleCommand } from './handle-command';
import type { EventStore } from './types';

type Increment = Command<'Increment', { by: number }>;
type Incremented = DomainEvent<'CounterIncremented', { by: number }>;

const counter: Decider<{ count: number }, Increment, Incremented> = {
  initialState: () => ({ count: 0 }),
  evolve: (state, event) => ({ count: state.count + event.data.by }),
  decide: (command) => (command.data.by === 0 ? [] : [{ type: 'CounterIncremented', data: { by: command.data.by } }]),
};

// A registered type at version 2 whose v1 data was `{ amount }`: exercises upcasting on read.
eventRegistry.register(
  defineEvent({
    type: 'TestTallied',
    version: 2,
    schema: z.object({ by: z.number() }),
    upcasters: { 1: (data) => ({ by: (data as { amount: number }).amount }) },
  }),
);
type Tally = Command<'Tally', { by: number }>;
type Tallied = DomainEvent<'TestTallied', { by: number }>;
const tally: Decider<{ count: number }, Tally, Tallied> = {
  initialState: () => ({ count: 0 }),
  evolve: (state, event) => ({ count: state.count + event.data.by }),
  decide: (command) => [{ type: 'TestTallied', data: { by: command.data.by } }],
};

const increment = (by: number): Increment => ({
  type: 'Increment',
  data: { by },
  metadata: {
    userId: 'user-1',
    now: '2024-05-01T10:00:00.000Z',
    today: '2024-05-01',
    actor: { via: 'token', tokenId: 'token-1', tokenName: 'Import script' },
    requestId: 'corr-1',
    correlationId: 'corr-1',
  },
});

/** Holds every reader until `count` reads happened, so concurrent commands really collide. */
function collidingReads(store: EventStore, count: number): EventStore {
  let waiting = 0;
  let open!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  return new Proxy(store, {
    get(target, key, receiver) {
      if (key !== 'readStream') return Reflect.get(target, key, receiver);
      return async (...args: Parameters<EventStore['readStream']>) => {
        const events = await target.readStream(...args);
        if (++waiting === count) open();
        if (waiting <= count) await gate;
        return events;
      };
    },
  });
}

describe.each(testDbKinds())('handleCommand on %s', (kind) => {
  let subject: Awaited<ReturnType<typeof openTestEventStore>>;
  beforeAll(async () => {
    subject = await openTestEventStore(kind);
  });
  afterAll(async () => {
    await subject?.close();
  });

  it('folds, decides and appends with metadata from the command', async () => {
    const stream = `counter-${randomUUID()}`;
    const first = await handleCommand(subject.store, stream, counter, increment(2));
    expect(first).toMatchObject({ events: [{ type: 'CounterIncremented', data: { by: 2 } }], state: { count: 2 }, nextRevision: 0 });
    const second = await handleCommand(subject.store, stream, counter, increment(3));
    expect(second).toMatchObject({ state: { count: 5 }, nextRevision: 1 });
    expect(second.position > first.position).toBe(true);
    const [stored] = await subject.store.readStream(stream);
    expect(stored?.metadata).toEqual({
      userId: 'user-1',
      actor: { via: 'token', tokenId: 'token-1', tokenName: 'Import script' },
      requestId: 'corr-1',
      correlationId: 'corr-1',
      occurredAt: '2024-05-01T10:00:00.000Z',
      today: '2024-05-01',
      schemaVersion: 1,
    });
  });

  it('appends nothing when decide returns no events', async () => {
    const stream = `counter-${randomUUID()}`;
    expect(await handleCommand(subject.store, stream, counter, increment(0))).toEqual({
      events: [],
      state: { count: 0 },
      nextRevision: -1,
      position: '',
    });
    const written = await handleCommand(subject.store, stream, counter, increment(1));
    const noop = await handleCommand(subject.store, stream, counter, increment(0));
    expect(noop).toEqual({ events: [], state: { count: 1 }, nextRevision: 0, position: written.position });
  });

  it('retries on a concurrent change so both commands succeed', async () => {
    const stream = `counter-${randomUUID()}`;
    const store = collidingReads(subject.store, 2);
    const results = await Promise.all([
      handleCommand(store, stream, counter, increment(1)),
      handleCommand(store, stream, counter, increment(10)),
    ]);
    expect(results.map((result) => result.nextRevision).sort()).toEqual([0, 1]);
    expect(Math.max(...results.map((result) => result.state.count))).toBe(11);
    expect((await subject.store.readStream(stream)).length).toBe(2);
  });

  it('lets six concurrent commands on one stream all succeed with the default retries', async () => {
    const stream = `counter-${randomUUID()}`;
    const results = await Promise.all([1, 2, 3, 4, 5, 6].map((amount) => handleCommand(subject.store, stream, counter, increment(amount))));
    expect(results.map((result) => result.nextRevision).sort()).toEqual([0, 1, 2, 3, 4, 5]);
    expect(Math.max(...results.map((result) => result.state.count))).toBe(21);
  });

  it('answers ConflictError when retries are exhausted', async () => {
    const stream = `counter-${randomUUID()}`;
    const store = collidingReads(subject.store, 2);
    const results = await Promise.allSettled([
      handleCommand(store, stream, counter, increment(1), { maxRetries: 0 }),
      handleCommand(store, stream, counter, increment(1), { maxRetries: 0 }),
    ]);
    const rejected = results.filter((result) => result.status === 'rejected');
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    expect(rejected).toHaveLength(1);
    expect(rejected[0]?.reason).toBeInstanceOf(ConflictError);
    expect((rejected[0]?.reason as Error).message).toBe(CONFLICT_MESSAGE);
  });

  it('with eventIds, a command that already ran returns its first result without deciding or appending again', async () => {
    const stream = `counter-${randomUUID()}`;
    const seed = randomUUID();
    const ids = (index: number) => `${seed.slice(0, 34)}${String(index).padStart(2, '0')}`;
    let decisions = 0;
    const createOnce: Decider<{ count: number }, Increment, Incremented> = {
      ...counter,
      decide: (command, state) => {
        decisions++;
        if (state.count > 0) throw new ConflictError('Counter already exists');
        return [
          { type: 'CounterIncremented', data: { by: command.data.by } },
          { type: 'CounterIncremented', data: { by: 1 } },
        ];
      },
    };
    const first = await handleCommand(subject.store, stream, createOnce, increment(2), { eventIds: ids });
    expect((await subject.store.readStream(stream)).map((event) => event.id)).toEqual([ids(0), ids(1)]);
    await handleCommand(subject.store, stream, counter, increment(5)); // a later change by someone else
    const retried = await handleCommand(subject.store, stream, createOnce, increment(2), { eventIds: ids });
    expect(retried).toEqual(first);
    expect(retried.state).toEqual({ count: 3 }); // as after its own events, not the later one
    expect(decisions).toBe(1);
    expect((await subject.store.readStream(stream)).length).toBe(3);
    // Other ids are another command: decided (and here refused) as usual.
    await expect(handleCommand(subject.store, stream, createOnce, increment(2), { eventIds: () => randomUUID() })).rejects.toThrow(
      'Counter already exists',
    );
  });

  it('with eventIds, two concurrent runs of one command append once and both answer its position', async () => {
    const stream = `counter-${randomUUID()}`;
    const id = randomUUID();
    const store = collidingReads(subject.store, 2);
    const [one, two] = await Promise.all([
      handleCommand(store, stream, counter, increment(1), { eventIds: () => id }),
      handleCommand(store, stream, counter, increment(1), { eventIds: () => id }),
    ]);
    expect(two.position).toBe(one.position);
    expect(two.nextRevision).toBe(0);
    expect((await subject.store.readStream(stream)).map((event) => event.id)).toEqual([id]);
  });

  it('upcasts stored events through the registry and stamps the current schema version', async () => {
    const stream = `tally-${randomUUID()}`;
    await subject.store.append(
      stream,
      [{ type: 'TestTallied', data: { amount: 4 }, metadata: { occurredAt: '2024-01-01T00:00:00.000Z', schemaVersion: 1 } }],
      {
        expectedRevision: 'no-stream',
      },
    );
    const result = await handleCommand(subject.store, stream, tally, { ...increment(1), type: 'Tally' });
    expect(result.state).toEqual({ count: 5 });
    const stored = await subject.store.readStream(stream);
    expect(stored.map((event) => event.metadata.schemaVersion)).toEqual([1, 2]);
  });
});
