import { eventRegistry, type EventRegistry } from '@life/domain';
import type { Db, EventStore, Position, StoredEvent } from '@life/infra';
import { CHECKPOINT_CHANNEL, formatCheckpointPayload, moveCheckpoint } from './checkpoints';
import type { ProjectorLogger } from './logger';
import type { Projection } from './projection';

export interface BatchOptions {
  batchSize: number;
  registry?: EventRegistry;
  logger?: ProjectorLogger;
}

export type BatchResult =
  /** Nothing after `after` yet. */
  | { kind: 'empty' }
  /** Committed: the checkpoint is now `position`. `read` events were read, `applied` of them were the projection's types. */
  | { kind: 'applied'; position: Position; read: number; applied: number }
  /** The checkpoint was no longer `after` (another instance or a rebuild moved it); nothing was written. */
  | { kind: 'moved' };

/**
 * Reads the next batch after `after` and applies the projection's share of it together with the
 * checkpoint move in one transaction, so the read model and its checkpoint can never disagree.
 * The checkpoint advances over every event read, relevant or not, so it always tracks the log's head.
 */
export async function applyNextBatch(
  db: Db,
  store: EventStore,
  projection: Projection,
  after: Position,
  options: BatchOptions,
): Promise<BatchResult> {
  const events = await store.readAll({ after, limit: options.batchSize });
  const last = events.at(-1);
  if (!last) return { kind: 'empty' };
  // Upcast before opening the transaction: a bad event fails the batch without holding locks.
  const relevant = selectAndUpcast(events, projection.eventTypes, options.registry ?? eventRegistry);

  const committed = await db.transaction(async (tx) => {
    // Checkpoint first: the row lock makes a racing instance wait here instead of duplicating work.
    if (!(await moveCheckpoint(tx, projection.name, after, last.position))) return false;
    if (relevant.length > 0) await projection.apply(tx, relevant);
    return true;
  });
  if (!committed) return { kind: 'moved' };

  await notifyCheckpoint(db, projection.name, last.position, options.logger);
  return { kind: 'applied', position: last.position, read: events.length, applied: relevant.length };
}

export async function notifyCheckpoint(db: Db, name: string, position: Position, logger?: ProjectorLogger): Promise<void> {
  try {
    await db.notify(CHECKPOINT_CHANNEL, formatCheckpointPayload(name, position));
  } catch (error) {
    // Already committed; watchers fall back to reading the table, so a lost NOTIFY only costs latency.
    logger?.error(`projection ${name}: NOTIFY failed`, error);
  }
}

function selectAndUpcast(events: readonly StoredEvent[], types: readonly string[], registry: EventRegistry): StoredEvent[] {
  const wanted = new Set(types);
  const selected: StoredEvent[] = [];
  for (const event of events) {
    if (!wanted.has(event.type)) continue;
    selected.push(
      registry.has(event.type)
        ? { ...event, data: registry.parse(event.type, event.metadata.schemaVersion, event.data) }
        : event,
    );
  }
  return selected;
}
