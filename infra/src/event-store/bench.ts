import { randomUUID } from 'node:crypto';
import type { EventStore, NewEvent } from './types';

export interface BenchOptions {
  /** How long each phase runs. */
  durationMs?: number;
  /** Events per append in the batched phase. */
  batchSize?: number;
  /** Single-event appenders running at once (like concurrent API requests). Default 8. */
  concurrency?: number;
  /** Batch appenders running at once. Default 1: one importer appending batch after batch. */
  batchConcurrency?: number;
}

const event = (i: number): NewEvent => ({
  type: 'BenchEvent',
  data: { i, note: 'benchmark payload', amountCents: 1234 },
  metadata: { userId: 'bench', occurredAt: new Date().toISOString(), schemaVersion: 1 },
});

/** Runs `append` from `concurrency` loops until the time is up; returns events written per second. */
async function phase(durationMs: number, concurrency: number, append: () => Promise<number>): Promise<number> {
  const started = performance.now();
  const deadline = started + durationMs;
  let written = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < deadline) written += await append();
    }),
  );
  return Math.round(written / ((performance.now() - started) / 1000));
}

/**
 * Append throughput: single-event appends to distinct new streams, then batches of
 * `batchSize` events (each batch one stream). Streams are prefixed `bench-`.
 */
export async function benchAppends(
  store: EventStore,
  options: BenchOptions = {},
): Promise<{ singleAppendsPerSec: number; batchedEventsPerSec: number }> {
  const { durationMs = 3_000, batchSize = 100, concurrency = 8, batchConcurrency = 1 } = options;
  const run = randomUUID().slice(0, 8);
  let n = 0;
  const singleAppendsPerSec = await phase(durationMs, concurrency, async () => {
    await store.append(`bench-${run}-s-${n++}`, [event(n)], { expectedRevision: 'no-stream' });
    return 1;
  });
  const batch = Array.from({ length: batchSize }, (_, i) => event(i));
  const batchedEventsPerSec = await phase(durationMs, batchConcurrency, async () => {
    await store.append(`bench-${run}-b-${n++}`, batch, { expectedRevision: 'no-stream' });
    return batchSize;
  });
  return { singleAppendsPerSec, batchedEventsPerSec };
}
