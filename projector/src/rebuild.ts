import type { EventRegistry } from '@life/domain';
import { START, type Db, type EventStore, type Position } from '@life/infra';
import { applyNextBatch, applyNextBatchOneByOne, notifyCheckpoint, type BatchResult } from './batch';
import { ensureCheckpoint, readCheckpoint } from './checkpoints';
import type { ProjectorLogger } from './logger';
import type { Projection } from './projection';

export interface RebuildOptions {
  batchSize?: number;
  registry?: EventRegistry;
  logger?: ProjectorLogger;
  /**
   * Keep replaying until at least this position (e.g. an append's result). Events of a
   * committed append can stay briefly unreadable while any older transaction on the server
   * is open, so "nothing more to read" alone can end a replay early.
   */
  until?: Position;
  /** How long to wait for `until` to become readable (default 10 s). */
  untilTimeoutMs?: number;
}

export interface RebuildResult {
  name: string;
  /** Events this call read while replaying (a live runner may replay part of the log itself). */
  events: number;
  position: Position;
}

/**
 * Empties the projection's tables and resets its checkpoint in one transaction, then replays from
 * START until caught up. Safe beside a live runner: the runner's next compare-and-set fails, it
 * re-reads the reset checkpoint, and the two then share the replay batch by batch.
 */
export async function rebuildProjection(
  db: Db,
  store: EventStore,
  projection: Projection,
  options: RebuildOptions = {},
): Promise<RebuildResult> {
  await ensureCheckpoint(db, projection.name);
  await db.transaction(async (tx) => {
    // Checkpoint row before tables: the runner locks in the same order, so the two cannot deadlock.
    await tx.query(`UPDATE projection_checkpoints SET position = $2, updated_at = now() WHERE name = $1`, [projection.name, START]);
    if (projection.tables.length > 0) await tx.query(`TRUNCATE ${projection.tables.map(quoteTable).join(', ')}`);
    // The replay parks (and resolves) again whatever still fails, so the old records would only mislead.
    await tx.query('DELETE FROM projection_parked_events WHERE projection = $1', [projection.name]);
    await tx.query('DELETE FROM projection_failures WHERE projection = $1', [projection.name]);
  });
  await notifyCheckpoint(db, projection.name, START, options.logger);

  let position: Position = START;
  let events = 0;
  const deadline = Date.now() + (options.untilTimeoutMs ?? 10_000);
  for (;;) {
    const result = await applyBatchOrPark(db, store, projection, position, { ...options, batchSize: options.batchSize ?? 1000 });
    if (result.kind === 'empty') {
      if (options.until === undefined || position >= options.until || Date.now() > deadline) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
      continue;
    }
    if (result.kind === 'moved') {
      position = await readCheckpoint(db, projection.name);
      continue;
    }
    position = result.position;
    events += result.read;
  }
  return { name: projection.name, events, position };
}

/**
 * A failing batch is retried once event by event, parking what fails deterministically (as the
 * runner does after its retries); a failure that cannot be parked ends the rebuild with that error.
 */
async function applyBatchOrPark(
  db: Db,
  store: EventStore,
  projection: Projection,
  after: Position,
  options: RebuildOptions & { batchSize: number },
): Promise<BatchResult> {
  try {
    return await applyNextBatch(db, store, projection, after, options);
  } catch (error) {
    options.logger?.error(`rebuild ${projection.name}: batch after '${after}' failed; applying it one event at a time`, error);
    return applyNextBatchOneByOne(db, store, projection, after, options);
  }
}

/** `name` or `schema.name`, each part quoted. */
function quoteTable(table: string): string {
  return table
    .split('.')
    .map((part) => `"${part.replaceAll('"', '""')}"`)
    .join('.');
}
