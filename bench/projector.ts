import type { NewEvent, Position } from '@life/infra';
import { CheckpointWatcher, ProjectionRunner, type Projection } from '@life/projector';
import { backendKinds, openBenchBackend, type BenchBackend } from './backends';
import { log, percentile, round, type BenchModule } from './types';

const CATCH_UP_EVENTS = Number(process.env.BENCH_PROJECTOR_EVENTS ?? 100_000);
const STREAMS = 1_000;
const LAG_RATE_PER_SEC = 100;
const LAG_SECONDS = Number(process.env.BENCH_LAG_SECONDS ?? 10);
const TARGETS = { catchUpEventsPerSec: 20_000, lagP99Ms: 100 } as const;

/** The simplest useful read model: events per stream, one upsert statement per batch. */
const counter: Projection = {
  name: 'bench_stream_counts',
  canHandle: ['BenchEvent'],
  tables: ['bench_stream_counts'],
  async apply(tx, events) {
    const counts = new Map<string, number>();
    for (const event of events) counts.set(event.streamId, (counts.get(event.streamId) ?? 0) + 1);
    await tx.query(
      `INSERT INTO bench_stream_counts (stream_id, n) SELECT * FROM unnest($1::text[], $2::int[])
       ON CONFLICT (stream_id) DO UPDATE SET n = bench_stream_counts.n + excluded.n`,
      [[...counts.keys()], [...counts.values()]],
    );
  },
};

const event = (i: number): NewEvent => ({
  type: 'BenchEvent',
  data: { i, note: 'benchmark payload', amountCents: 1234 },
  metadata: { userId: 'bench', occurredAt: new Date().toISOString(), schemaVersion: 1 },
});

const stderrLogger = {
  info: (message: string) => log(message),
  error: (message: string, error?: unknown) => log(`${message} ${String(error)}`),
};

/**
 * Projector catch-up over CATCH_UP_EVENTS pre-appended events, then live lag (append -> visible
 * through CheckpointWatcher, i.e. what read-your-writes waits for) at LAG_RATE_PER_SEC.
 */
export const projectorBench: BenchModule = {
  name: 'projector',
  async run() {
    const results: Record<string, unknown> = {};
    for (const kind of backendKinds) {
      log(`projector on ${kind}`);
      const backend = await openBenchBackend(kind);
      try {
        results[kind] = await benchProjector(backend);
      } finally {
        await backend.close();
      }
    }
    return results;
  },
};

async function benchProjector(backend: BenchBackend) {
  const { db, store } = backend;
  await db.query('CREATE TABLE bench_stream_counts (stream_id text PRIMARY KEY, n int NOT NULL)');

  const append = await appendBacklog(backend);
  const watcher = new CheckpointWatcher(db);
  const runner = new ProjectionRunner({ db, store, projections: [counter], logger: stderrLogger });
  try {
    const started = performance.now();
    await runner.start();
    if (!(await watcher.waitFor([counter.name], append.last, 600_000))) throw new Error('catch-up did not finish');
    const catchUpSeconds = (performance.now() - started) / 1000;
    const { rows } = await db.query<{ total: string | null }>('SELECT sum(n)::text AS total FROM bench_stream_counts');
    // A wrong count is reported, not thrown: the numbers are still worth having next to the failure.
    const counted = Number(rows[0]?.total ?? 0);
    if (counted !== CATCH_UP_EVENTS) log(`${backend.kind}: READ MODEL WRONG: counted ${counted}, expected ${CATCH_UP_EVENTS}`);
    const catchUpEventsPerSec = Math.round(CATCH_UP_EVENTS / catchUpSeconds);
    log(`${backend.kind}: catch-up ${catchUpEventsPerSec} events/s`);

    const lag = await measureLag(backend, watcher);
    log(`${backend.kind}: lag p50 ${lag.p50Ms} ms, p99 ${lag.p99Ms} ms`);
    return {
      serverVersion: backend.version,
      backlog: { events: CATCH_UP_EVENTS, streams: STREAMS, appendEventsPerSec: append.eventsPerSec },
      catchUp: {
        events: CATCH_UP_EVENTS,
        seconds: round(catchUpSeconds, 2),
        eventsPerSec: catchUpEventsPerSec,
        readModelCorrect: counted === CATCH_UP_EVENTS,
        counted,
      },
      lag,
      targets:
        backend.kind === 'postgres'
          ? {
              catchUpEventsPerSec: {
                target: `>= ${TARGETS.catchUpEventsPerSec}`,
                met: catchUpEventsPerSec >= TARGETS.catchUpEventsPerSec && counted === CATCH_UP_EVENTS,
              },
              lagP99Ms: { target: `<= ${TARGETS.lagP99Ms}`, met: lag.p99Ms <= TARGETS.lagP99Ms },
            }
          : 'none (PGlite is measured for information)',
    };
  } finally {
    await runner.stop();
    await watcher.close();
  }
}

/** Batched appends: STREAMS streams, 4 appenders, one append per stream of all its events. */
async function appendBacklog({ store }: BenchBackend): Promise<{ last: Position; eventsPerSec: number }> {
  const perStream = Math.ceil(CATCH_UP_EVENTS / STREAMS);
  let next = 0;
  let last: Position = '';
  const started = performance.now();
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      for (let stream = next++; stream < STREAMS; stream = next++) {
        const count = Math.min(perStream, CATCH_UP_EVENTS - stream * perStream);
        if (count <= 0) continue;
        const events = Array.from({ length: count }, (_, i) => event(stream * perStream + i));
        const { position } = await store.append(`bench-${stream}`, events, { expectedRevision: 'no-stream' });
        if (position > last) last = position;
      }
    }),
  );
  const eventsPerSec = Math.round(CATCH_UP_EVENTS / ((performance.now() - started) / 1000));
  log(`appended ${CATCH_UP_EVENTS} events (${eventsPerSec}/s)`);
  return { last, eventsPerSec };
}

/**
 * LAG_RATE_PER_SEC single-event appends on a fixed schedule (not back-to-back, so a slow append
 * does not lower the rate), each followed by waitFor(position). Lag counts from the append call,
 * so it includes the append's own commit; `commitToVisible` starts when append() resolved.
 */
async function measureLag({ store }: BenchBackend, watcher: CheckpointWatcher) {
  const total = LAG_RATE_PER_SEC * LAG_SECONDS;
  const intervalMs = 1000 / LAG_RATE_PER_SEC;
  const fromAppend: number[] = [];
  const fromCommit: number[] = [];
  let timeouts = 0;
  const started = performance.now();
  const pending: Promise<void>[] = [];
  for (let i = 0; i < total; i++) {
    const due = started + i * intervalMs;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    pending.push(
      (async () => {
        const called = performance.now();
        const { position } = await store.append(`lag-${i % 50}`, [event(i)], { expectedRevision: 'any' });
        const committed = performance.now();
        if (!(await watcher.waitFor([counter.name], position, 5_000))) timeouts++;
        const visible = performance.now();
        fromAppend.push(visible - called);
        fromCommit.push(visible - committed);
      })(),
    );
  }
  await Promise.all(pending);
  const seconds = (performance.now() - started) / 1000;
  return {
    events: total,
    ratePerSec: round(total / seconds),
    p50Ms: round(percentile(fromAppend, 50)),
    p99Ms: round(percentile(fromAppend, 99)),
    maxMs: round(Math.max(...fromAppend)),
    commitToVisible: { p50Ms: round(percentile(fromCommit, 50)), p99Ms: round(percentile(fromCommit, 99)) },
    timeouts,
  };
}
