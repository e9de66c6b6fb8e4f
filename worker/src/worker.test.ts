import { saveSession, type Db, type EventStore } from '@life/infra';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hostname } from 'node:os';
import { workerIsConnected } from './healthcheck';
import { createQueue, type JobName, type JobQueue } from './queue';
import { openTestEventStore } from '@life/infra/testing/test-db';
import { recordingLogger } from './testing/logger';
import { deletePrefix, testRedis, uniquePrefix } from './testing/services';
import { sessionIds } from './testing/sessions';
import { startWorker, type RunningWorker } from './worker';

// Throws under REQUIRE_SERVICES=1 without REDIS_URL, failing this file in CI.
const redis = await testRedis();

/** A Db whose first query waits for release(), to hold a job in flight. */
function gatedDb(inner: Db) {
  let release!: () => void;
  let entered!: () => void;
  const gate = new Promise<void>((r) => (release = r));
  const started = new Promise<void>((r) => (entered = r));
  const db: Db = {
    kind: inner.kind,
    async query<Row>(sql: string, params?: readonly unknown[]) {
      entered();
      await gate;
      return inner.query<Row>(sql, params);
    },
    transaction: (fn) => inner.transaction(fn),
    session: (fn) => inner.session(fn),
    listen: (channel, handler) => inner.listen(channel, handler),
    notify: (channel, payload) => inner.notify(channel, payload),
    close: () => inner.close(),
  };
  return { db, started, release };
}

async function waitForState(producer: JobQueue, id: string | undefined, state: string) {
  await vi.waitFor(async () => expect(await producer.queue.getJobState(id ?? '')).toBe(state), { timeout: 15_000, interval: 50 });
}

describe.runIf(redis.available)('startWorker (BullMQ on Redis)', () => {
  const prefixes: string[] = [];
  const toClose: { close(): Promise<void> }[] = [];
  let db: Db;
  let store: EventStore;
  let prefix: string;
  let producer: JobQueue;

  beforeEach(async () => {
    const testDb = await openTestEventStore('pglite');
    ({ db, store } = testDb);
    toClose.push(testDb);
    prefix = uniquePrefix();
    prefixes.push(prefix);
    producer = createQueue(redis.url, { prefix });
    toClose.push(producer);
  });

  afterEach(async () => {
    // Reverse order of creation: workers, then the producer, then the database.
    for (const c of toClose.splice(0).reverse()) await c.close();
  });

  afterAll(async () => {
    for (const p of prefixes) await deletePrefix(redis.url, p);
  });

  async function start(deps: { db?: Db } = {}): Promise<RunningWorker> {
    const w = await startWorker({ db: deps.db ?? db, store, logger: recordingLogger(), redisUrl: redis.url }, { prefix });
    toClose.push(w); // closed (in reverse) before the producer and the database
    return w;
  }

  it('processes a queued job through its handler', async () => {
    await saveSession(db, 'expired', {}, new Date(Date.now() - 60_000));
    await saveSession(db, 'live', {}, new Date(Date.now() + 3_600_000));
    await start();

    const job = await producer.add({ name: 'maintenance.daily', data: {} });
    await waitForState(producer, job.id, 'completed');

    expect(await sessionIds(db)).toEqual(['live']);
    const done = await producer.queue.getJob(job.id ?? '');
    expect(done?.returnvalue).toMatchObject({ deletedSessions: 1 });
  });

  it('registers the daily schedule once, however many workers start, and drops undeclared ones', async () => {
    await producer.queue.upsertJobScheduler('retired-job' as JobName, { every: 3_600_000 }, { name: 'maintenance.daily' });
    await Promise.all([start(), start()]);

    const schedulers = (await producer.queue.getJobSchedulers()).sort((a, b) => a.key.localeCompare(b.key));
    expect(schedulers).toHaveLength(2);
    expect(schedulers[0]).toMatchObject({ key: 'maintenance-daily', name: 'maintenance.daily', pattern: '0 3 * * *' });
    expect(schedulers[1]).toMatchObject({ key: 'recurring-daily', name: 'recurring.daily', pattern: '5 0 * * *' });
    // One upcoming run per schedule, not one per worker.
    expect(await producer.queue.getDelayedCount()).toBe(2);
  });

  it('close() waits for the job in flight to finish', async () => {
    const gated = gatedDb(db);
    const w = await start({ db: gated.db });
    const job = await producer.add({ name: 'maintenance.daily', data: {} });
    await gated.started;

    let closed = false;
    const closing = w.close().then(() => (closed = true));
    await new Promise((r) => setTimeout(r, 300));
    expect(closed).toBe(false);

    gated.release();
    await closing;
    expect(await producer.queue.getJobState(job.id ?? '')).toBe('completed');
  });

  it('is seen by the container health check while running, not after close', async () => {
    const w = await start();
    expect(await workerIsConnected(redis.url, { prefix })).toBe(true);
    expect(await workerIsConnected(redis.url, { prefix, name: `not-${hostname()}` })).toBe(false);
    await w.close();
    expect(await workerIsConnected(redis.url, { prefix })).toBe(false);
  });

  it('fails an unknown job name at once instead of retrying', async () => {
    await start();
    const job = await producer.queue.add('no.such.job' as JobName, {});
    await waitForState(producer, job.id, 'failed');
    const failed = await producer.queue.getJob(job.id ?? '');
    expect(failed?.attemptsMade).toBe(1);
    expect(failed?.failedReason).toMatch(/Unknown job: no.such.job/);
  });
});
