/**
 * Exactly once, for real (PostgreSQL + Redis): the same generation job run twice, two BullMQ workers
 * racing on the same recurring transactions, and a worker process killed with SIGKILL in the middle
 * of a generation run and restarted. Each (recurring id, day) ends up with exactly one live
 * occurrence in the event store and one row in the money_transactions read model.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { occurrenceDates, type OccurrenceRule, type RecurringTransactionInput } from '@life/domain';
import { openDb } from '@life/infra/db/open';
import { openEventStore } from '@life/infra/event-store/open';
import type { Db, EventStore } from '@life/infra';
import { settledHead } from '@life/infra/testing/settled-head';
import { openTestEventStore, testDbKinds } from '@life/infra/testing/test-db';
import { allProjections } from '@life/projector/projections/index';
import { ProjectionRunner } from '@life/projector/runner';
import { quietLogger, waitForCheckpoints } from '@life/projector/test-support';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createQueue, type JobQueue } from '../queue';
import { recordingLogger } from '../testing/logger';
import { createRecurring, deleteRecurring, liveOccurrences, recurringState, updateRecurring, weeklyRent } from '../testing/recurring';
import { deletePrefix, testRedis, uniquePrefix } from '../testing/services';
import { startWorker, type RunningWorker } from '../worker';
import { runJob } from '../jobs';
import { generateJobId } from '../job-names';
import { dailyGenerationJobs, enqueueGenerations, GENERATION_ATTEMPTS, queueGenerationSink } from './enqueue';

const redis = await testRedis();
const postgres = testDbKinds().includes('postgres');
const root = fileURLToPath(new URL('../../../', import.meta.url));

/** Days the rule wants, as the domain's occurrence rule computes them. */
function expectedDays(input: RecurringTransactionInput): string[] {
  const rule = { frequency: input.frequency, startDate: input.startDate, endDate: input.endDate ?? null } as OccurrenceRule;
  return occurrenceDates(rule, rule.startDate, rule.endDate ?? '2099-12-31');
}

describe.runIf(postgres && redis.available)('exactly-once recurring generation (PostgreSQL + Redis)', () => {
  let db: Db;
  let store: EventStore;
  let url: string;
  let close: () => Promise<void>;
  const prefixes: string[] = [];
  const toClose: Array<{ close(): Promise<void> }> = [];

  beforeAll(async () => {
    const testDb = await openTestEventStore('postgres');
    ({ db, store, close } = testDb);
    url = testDb.url!;
  });
  // Each test's workers stop with it: a dispatcher left running would take the next test's triggers.
  afterEach(async () => {
    for (const c of toClose.splice(0).reverse()) await c.close();
  });
  afterAll(async () => {
    await close();
    for (const prefix of prefixes) await deletePrefix(redis.url, prefix);
  });

  function newPrefix(): string {
    const prefix = uniquePrefix();
    prefixes.push(prefix);
    return prefix;
  }

  /** A worker with its own connection pool, as another process would have. */
  async function worker(prefix: string, options: { dispatcher?: boolean; concurrency?: number } = {}): Promise<RunningWorker> {
    // Each running generation holds a connection for its lock (lock.ts): a pool larger than the concurrency.
    const ownDb = await openDb({ databaseUrl: url, maxConnections: 10 });
    const ownStore = await openEventStore({ db: ownDb });
    const running = await startWorker(
      { db: ownDb, store: ownStore, logger: recordingLogger(), redisUrl: redis.url },
      { prefix, dispatcherIdleWaitMs: 100, generation: { chunkSize: 25 }, ...options },
    );
    toClose.push({ close: async () => (await ownStore.close(), await ownDb.close()) }, running);
    return running;
  }

  function producer(prefix: string): JobQueue {
    const queue = createQueue(redis.url, { prefix });
    toClose.push(queue);
    return queue;
  }

  async function idle(queue: JobQueue): Promise<void> {
    await vi.waitFor(
      async () => {
        const counts = await queue.queue.getJobCounts('waiting', 'active', 'prioritized', 'waiting-children');
        expect(Object.values(counts).reduce((a, b) => a + b, 0)).toBe(0);
      },
      { timeout: 60_000, interval: 100 },
    );
  }

  async function generatedFor(id: string, timeout = 60_000): Promise<void> {
    await vi.waitFor(
      async () => {
        const state = await recurringState(store, id);
        expect(state.generatedRevision).toBe(state.ruleRevision);
      },
      { timeout, interval: 100 },
    );
  }

  /** One live occurrence per wanted day in the event store, no other. */
  async function expectOncePerDay(id: string, days: readonly string[]): Promise<void> {
    const live = await liveOccurrences(store, id);
    const doubled = [...live].filter(([, list]) => list.length !== 1).map(([day]) => day);
    expect(doubled, `days of ${id} with more than one live occurrence`).toEqual([]);
    expect([...live.keys()].sort()).toEqual([...days]);
  }

  /** The read model: the projector applied everything, nothing parked, one row per (recurring id, day). */
  async function expectReadModel(expected: ReadonlyMap<string, number>): Promise<void> {
    const runner = new ProjectionRunner({ db, store, idleWaitMs: 100, logger: quietLogger });
    await runner.start();
    try {
      // Every write so far: `head()` can miss the last ones while an older transaction on the server is open.
      await waitForCheckpoints(
        db,
        allProjections.map((p) => p.name),
        await settledHead(store),
        60_000,
      );
    } finally {
      await runner.stop();
    }
    const parked = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM projection_parked_events');
    expect(parked.rows[0]?.n).toBe(0);
    const doubled = await db.query(
      `SELECT recurring_transaction_id, date FROM money_transactions WHERE recurring_transaction_id IS NOT NULL
        GROUP BY 1, 2 HAVING count(*) > 1`,
    );
    expect(doubled.rows).toEqual([]);
    const { rows } = await db.query<{ id: string; n: number }>(
      `SELECT recurring_transaction_id::text AS id, count(*)::int AS n FROM money_transactions
        WHERE recurring_transaction_id = ANY($1::uuid[]) GROUP BY 1`,
      [[...expected.keys()]],
    );
    const counted = new Map(rows.map((row) => [row.id, row.n]));
    for (const [id, n] of expected) expect(counted.get(id) ?? 0, `read-model rows of ${id}`).toBe(n);
  }

  it('the same job enqueued twice is one job, and running it again writes nothing', async () => {
    const prefix = newPrefix();
    const queue = producer(prefix);
    const { id, revision } = await createRecurring(store, weeklyRent, '2025-01-01');
    const trigger = { recurringTransactionId: id, revision, today: '2025-01-01' };
    await queueGenerationSink(queue)([trigger]);
    await queueGenerationSink(queue)([trigger]);
    expect(await queue.queue.getJobCounts('waiting')).toEqual({ waiting: 1 });
    expect((await queue.queue.getJob(generateJobId(id, revision)))?.opts.attempts).toBe(GENERATION_ATTEMPTS);

    const running = await worker(prefix, { dispatcher: false });
    await idle(queue);
    // Not head(): on PostgreSQL it can miss the last writes while an older transaction on the server is open.
    const head = await settledHead(store);
    const again = await runJob(
      { db, store, logger: recordingLogger(), now: () => new Date() },
      { name: 'recurring.generate', data: trigger },
    );
    expect(again).toMatchObject({ outcome: 'unchanged', created: 0 });
    expect(await store.head()).toBe(head);
    await expectOncePerDay(id, expectedDays(weeklyRent));
    expect(running.queue.prefix).toBe(prefix);
  });

  it('two workers racing on the same recurring transactions (doubled jobs, edits and deletes meanwhile) write each day once', async () => {
    const prefix = newPrefix();
    const queue = producer(prefix);
    await Promise.all([worker(prefix, { concurrency: 4 }), worker(prefix, { concurrency: 4 })]);
    const twoYears: RecurringTransactionInput = { ...weeklyRent, startDate: '2025-01-06', endDate: '2026-12-28' };
    const created = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        createRecurring(store, { ...twoYears, title: `Rent ${i}`, autoPost: i % 3 === 0 }, '2025-01-01'),
      ),
    );
    const ids = created.map((c) => c.id);
    // Extra runs of the same recurring transactions under other job ids: they race the dispatcher's.
    await enqueueGenerations(queue, dailyGenerationJobs(ids, '2025-01-01'));
    await enqueueGenerations(queue, dailyGenerationJobs(ids, '2025-01-02'));
    const final = new Map<string, RecurringTransactionInput | null>(ids.map((id) => [id, twoYears]));
    await updateRecurring(store, ids[0]!, { amount: '110.00' }, '2025-01-01');
    await updateRecurring(store, ids[1]!, { endDate: '2025-06-30' }, '2025-01-01');
    final.set(ids[1]!, { ...twoYears, endDate: '2025-06-30' });
    await updateRecurring(store, ids[1]!, { endDate: '2025-12-29' }, '2025-01-01'); // dropped days wanted again: next incarnation
    final.set(ids[1]!, { ...twoYears, endDate: '2025-12-29' });
    await deleteRecurring(store, ids[2]!, '2025-01-01');
    final.set(ids[2]!, null);

    for (const id of ids) await generatedFor(id);
    await idle(queue);

    const expected = new Map<string, number>();
    for (const [id, input] of final) {
      const days = input ? expectedDays(input) : [];
      await expectOncePerDay(id, days);
      expected.set(id, days.length);
    }
    expect(expected.get(ids[3]!)).toBe(104);
    await expectReadModel(expected);
  }, 180_000);

  it('a worker process killed with SIGKILL mid-generation and restarted finishes the run, each day once', async () => {
    const prefix = newPrefix();
    const queue = producer(prefix);
    // Every week since 1950 (asked for in full) through the rolling horizon of 2025-01-01 (2026-12-31).
    const longRule: RecurringTransactionInput = {
      ...weeklyRent,
      startDate: '1950-01-02',
      endDate: '2026-12-28',
      includeOlderOccurrences: true,
    };
    const days = expectedDays(longRule);
    expect(days.length).toBeGreaterThan(4000);

    let child = await startChild(prefix);
    try {
      const { id } = await createRecurring(store, longRule, '2025-01-01');
      const written = async () =>
        (
          await db.query<{ n: number }>(
            `SELECT count(*)::int AS n FROM events WHERE type = 'TransactionRecorded' AND data->>'recurringTransactionId' = $1`,
            [id],
          )
        ).rows[0]!.n;
      // Kill it once a good part of the run is in, well before the end.
      await vi.waitFor(async () => expect(await written()).toBeGreaterThanOrEqual(500), { timeout: 60_000, interval: 5 });
      await killHard(child);
      const atKill = await written();
      expect(atKill, 'the run should have been killed part-way').toBeLessThan(days.length);
      expect((await recurringState(store, id)).generatedRevision).toBe(-1);

      // Restarted: BullMQ hands the dead run's job (its lock expired) to the new process.
      child = await startChild(prefix);
      await generatedFor(id, 120_000);
      await idle(queue);
      await expectOncePerDay(id, days);
      await expectReadModel(new Map([[id, days.length]]));
    } finally {
      await killHard(child);
    }
  }, 240_000);

  async function startChild(prefix: string): Promise<ChildProcess> {
    // node --import tsx, not the tsx CLI: that forks a second process which SIGKILL would not reach.
    const child = spawn(process.execPath, ['--import', 'tsx', 'worker/src/testing/worker-process.ts'], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: url, REDIS_URL: redis.url, WORKER_PREFIX: prefix, GENERATION_CHUNK_SIZE: '20' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    await new Promise<void>((resolve, reject) => {
      const deadline = setTimeout(() => reject(new Error(`worker did not start; output:\n${output}`)), 60_000);
      const check = setInterval(() => {
        if (output.includes('started')) {
          clearInterval(check);
          clearTimeout(deadline);
          resolve();
        }
      }, 20);
      child.once('exit', (code) => {
        clearInterval(check);
        clearTimeout(deadline);
        reject(new Error(`worker exited with ${code}; output:\n${output}`));
      });
    });
    child.removeAllListeners('exit');
    return child;
  }
});

function killHard(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGKILL');
  return exited;
}
