import type { Db, EventStore, StoredEvent } from '@life/infra';
import { openTestEventStore, testDbKinds } from '@life/infra/testing/test-db';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { recordingLogger } from '../testing/logger';
import { createRecurring, recurringState, updateRecurring, weeklyRent } from '../testing/recurring';
import { readWorkerCheckpoint } from './checkpoints';
import {
  generationTrigger,
  inlineGenerationSink,
  RECURRING_DISPATCHER,
  startDispatcher,
  type Dispatcher,
  type GenerationTrigger,
  type TriggerSink,
} from './dispatcher';

const now = () => new Date('2025-01-01T08:00:00.000Z');

function stored(type: string, data: unknown, metadata: Partial<StoredEvent['metadata']> = {}): StoredEvent {
  return {
    id: 'e1',
    streamId: 'recurring-transaction-r1',
    revision: 3,
    position: 'p',
    type,
    data,
    metadata: { occurredAt: '2025-06-30T23:30:00.000Z', schemaVersion: 1, ...metadata },
  };
}

describe('generationTrigger', () => {
  it('turns a rule event into a trigger with its revision and the user day', () => {
    expect(generationTrigger(stored('RecurringTransactionUpdated', { recurringTransactionId: 'r1' }, { today: '2025-07-01' }))).toEqual({
      recurringTransactionId: 'r1',
      revision: 3,
      today: '2025-07-01',
    });
    // Written before events carried the day: the UTC day it happened.
    expect(generationTrigger(stored('RecurringTransactionDeleted', { recurringTransactionId: 'r1' }))?.today).toBe('2025-06-30');
  });

  it('ignores everything else, the worker’s own report included', () => {
    expect(generationTrigger(stored('RecurringOccurrencesGenerated', { recurringTransactionId: 'r1' }))).toBeUndefined();
    expect(generationTrigger(stored('TransactionRecorded', { recurringTransactionId: 'r1' }))).toBeUndefined();
  });
});

describe.each(testDbKinds())('dispatcher (%s)', (kind) => {
  let db: Db;
  let store: EventStore;
  let close: () => Promise<void>;
  let running: Dispatcher | undefined;
  beforeAll(async () => {
    ({ db, store, close } = await openTestEventStore(kind));
  });
  afterEach(async () => {
    await running?.stop();
    running = undefined;
  });
  afterAll(async () => {
    await close();
  });

  /** A sink that records what it was handed, then passes it on. */
  function recording(inner: TriggerSink = () => Promise.resolve()) {
    const handed: GenerationTrigger[] = [];
    const sink: TriggerSink = async (triggers) => {
      await inner(triggers);
      handed.push(...triggers);
    };
    return { handed, sink };
  }

  const start = (sink: TriggerSink, name: string, logger = recordingLogger()) =>
    (running = startDispatcher({ db, store, sink, logger, name, idleWaitMs: 100, retryInitialMs: 20, retryMaxMs: 100 }));

  it('runs each rule change inline (embedded mode): occurrences and the report follow the append', async () => {
    running = startDispatcher({ db, store, logger: recordingLogger(), sink: inlineGenerationSink({ db, store, now }), idleWaitMs: 100 });
    const { id } = await createRecurring(store, weeklyRent, '2025-01-01');
    await vi.waitFor(async () => expect((await recurringState(store, id)).generatedRevision).toBe(0), { timeout: 10_000, interval: 20 });
    const { revision } = await updateRecurring(store, id, { amount: '80.00' }, '2025-01-01');
    expect(revision).toBe(2); // after the create and the first report
    await vi.waitFor(async () => expect((await recurringState(store, id)).generatedRevision).toBe(revision), {
      timeout: 10_000,
      interval: 20,
    });
    // Its own writes move the checkpoint on too.
    await vi.waitFor(async () => expect(await readWorkerCheckpoint(db, RECURRING_DISPATCHER)).toBe(await store.head()), {
      timeout: 10_000,
    });
  });

  it('resumes from its checkpoint after a restart: nothing handed on twice, nothing missed', async () => {
    const first = recording();
    start(first.sink, 'restart-test');
    const a = await createRecurring(store, weeklyRent, '2025-01-01');
    await vi.waitFor(() => expect(first.handed.map((t) => t.recurringTransactionId)).toContain(a.id), { timeout: 10_000, interval: 20 });
    await running?.stop();

    // Written while no dispatcher runs.
    const b = await createRecurring(store, weeklyRent, '2025-01-02');
    const second = recording();
    start(second.sink, 'restart-test');
    await vi.waitFor(() => expect(second.handed.map((t) => t.recurringTransactionId)).toContain(b.id), { timeout: 10_000, interval: 20 });
    expect(second.handed.map((t) => t.recurringTransactionId)).not.toContain(a.id);
    expect(second.handed.find((t) => t.recurringTransactionId === b.id)).toEqual({
      recurringTransactionId: b.id,
      revision: 0,
      today: '2025-01-02',
    });
  });

  it('keeps the checkpoint until the sink takes the batch, backing off and logging meanwhile', async () => {
    let failures = 0;
    const flaky = recording(() => (++failures <= 3 ? Promise.reject(new Error('redis down')) : Promise.resolve()));
    const logger = recordingLogger();
    const { id } = await createRecurring(store, weeklyRent, '2025-01-01');
    const before = await readWorkerCheckpoint(db, 'flaky-test');
    start(flaky.sink, 'flaky-test', logger);

    await vi.waitFor(() => expect(flaky.handed.map((t) => t.recurringTransactionId)).toContain(id), { timeout: 10_000, interval: 20 });
    expect(failures).toBeGreaterThanOrEqual(4);
    expect(before).toBe('');
    const errors = logger.lines.filter((line) => line.level === 'error');
    expect(errors).toHaveLength(3);
    expect(errors[0]).toMatchObject({ obj: { dispatcher: 'flaky-test', err: 'redis down' }, msg: 'dispatcher batch failed; retrying' });
    // Back-off doubles: 20, 40, 80 ms.
    expect(errors.map((line) => line.obj.retryInMs)).toEqual([20, 40, 80]);
    await vi.waitFor(async () => expect(await readWorkerCheckpoint(db, 'flaky-test')).toBe(await store.head()), { timeout: 10_000 });
  });
});
