import { eventRegistry, type EventRegistry } from '@life/domain';
import type { Db, EventStore, Position, StoredEvent } from '@life/infra';
import { CHECKPOINT_CHANNEL, formatCheckpointPayload, moveCheckpoint, moveCheckpointNotingParked } from './checkpoints';
import { EventApplyError, EventDataError, isDeterministic, summarizeError, trackDatabaseErrors, type ErrorSummary } from './failures';
import type { ProjectorLogger } from './logger';
import { parkBlockedEvent, parkedStreamsAmong, parkFailedEvent, resolveParkedStream, type ParkOptions } from './parked-events';
import type { Projection } from './projection';

export interface BatchOptions {
  batchSize: number;
  registry?: EventRegistry;
  logger?: ProjectorLogger;
}

export type BatchResult =
  /** Nothing after `after` yet. */
  | { kind: 'empty' }
  /**
   * Committed: the checkpoint is now `position`. `read` events were read, `applied` of them were
   * the projection's types and applied; `parked` were set aside instead (see parked-events.ts).
   */
  | { kind: 'applied'; position: Position; read: number; applied: number; parked: ParkedNotice[] }
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
  const relevant = selectAndUpcast(events, projection.canHandle, options.registry ?? eventRegistry);

  const committed = await db.transaction(async (tx) => {
    // Checkpoint first: the row lock makes a racing instance wait here instead of duplicating work.
    const checkpoint = await moveCheckpointNotingParked(tx, projection.name, after, last.position);
    if (!checkpoint.moved) return undefined;
    if (relevant.length === 0) return { applied: 0, parked: [] };
    const parkedStreams = checkpoint.anyParked
      ? await parkedStreamsAmong(
          tx,
          projection.name,
          relevant.map((e) => e.streamId),
        )
      : new Set<string>();
    const plan = planAroundParkedStreams(relevant, parkedStreams, projection);
    for (const event of plan.blocked) await parkBlockedEvent(tx, projection.name, event);
    if (plan.apply.length > 0) await projection.apply(trackDatabaseErrors(tx), plan.apply);
    for (const event of plan.resumed) await resolveParkedStream(tx, projection.name, event.streamId, supersededBy(event));
    return { applied: plan.apply.length, parked: plan.blocked.map((event) => notice(event, 'blocked')) };
  });
  if (!committed) return { kind: 'moved' };

  await notifyCheckpoint(db, projection.name, last.position, options.logger);
  return { kind: 'applied', position: last.position, read: events.length, ...committed };
}

/** An event the batch parked instead of applying. */
export interface ParkedNotice {
  position: Position;
  streamId: string;
  type: string;
  reason: 'failed' | 'blocked';
  error?: ErrorSummary;
}

export interface OneByOneOptions extends BatchOptions, ParkOptions {}

/**
 * The slow, careful twin of applyNextBatch, used after a batch kept failing: the same batch and
 * checkpoint move in one transaction, but each event is applied in its own savepoint. An event that
 * fails deterministically (failures.ts) is rolled back to its savepoint and parked, and with it the
 * later events of its stream; everything else commits, so the checkpoint moves past the bad event
 * and every other stream keeps projecting. Any other failure throws EventApplyError naming the event,
 * and the whole batch rolls back as before.
 */
export async function applyNextBatchOneByOne(
  db: Db,
  store: EventStore,
  projection: Projection,
  after: Position,
  options: OneByOneOptions,
): Promise<BatchResult> {
  const events = await store.readAll({ after, limit: options.batchSize });
  const last = events.at(-1);
  if (!last) return { kind: 'empty' };
  const wanted = new Set(projection.canHandle);
  const resets = new Set(projection.resetsStream ?? []);
  const registry = options.registry ?? eventRegistry;
  const relevant = events.filter((event) => wanted.has(event.type));

  const committed = await db.transaction(async (tx) => {
    if (!(await moveCheckpoint(tx, projection.name, after, last.position))) return undefined;
    const parkedStreams = await parkedStreamsAmong(
      tx,
      projection.name,
      relevant.map((e) => e.streamId),
    );
    const parked: ParkedNotice[] = [];
    let applied = 0;
    const park = async (stored: StoredEvent, error: unknown) => {
      const summary = summarizeError(error);
      await parkFailedEvent(tx, projection.name, stored, summary, options);
      parkedStreams.add(stored.streamId);
      parked.push(notice(stored, 'failed', summary));
    };
    for (const stored of relevant) {
      const resumes = parkedStreams.has(stored.streamId);
      if (resumes && !resets.has(stored.type)) {
        await parkBlockedEvent(tx, projection.name, stored);
        parked.push(notice(stored, 'blocked'));
        continue;
      }
      let event: StoredEvent;
      try {
        event = upcastOne(stored, registry);
      } catch (error) {
        await park(stored, error);
        continue;
      }
      await tx.query('SAVEPOINT projection_event');
      try {
        await projection.apply(trackDatabaseErrors(tx), [event]);
        await tx.query('RELEASE SAVEPOINT projection_event');
      } catch (error) {
        await tx.query('ROLLBACK TO SAVEPOINT projection_event');
        if (!isDeterministic(error)) throw new EventApplyError(stored, error);
        await park(stored, error);
        continue;
      }
      applied++;
      if (resumes) {
        await resolveParkedStream(tx, projection.name, stored.streamId, supersededBy(stored));
        parkedStreams.delete(stored.streamId);
      }
    }
    return { applied, parked };
  });
  if (!committed) return { kind: 'moved' };

  await notifyCheckpoint(db, projection.name, last.position, options.logger);
  return { kind: 'applied', position: last.position, read: events.length, ...committed };
}

/**
 * Splits a batch around streams with parked events: their events are parked too ('blocked'),
 * because applying a stream's later events without the parked one would give rows its events never
 * produce, until an event of the projection's `resetsStream` types makes the earlier ones irrelevant:
 * that event is applied and the stream resumes. Other streams are untouched (a projection's rows
 * per stream depend only on that stream's events).
 */
export function planAroundParkedStreams(
  events: readonly StoredEvent[],
  parkedStreams: ReadonlySet<string>,
  projection: Pick<Projection, 'resetsStream'>,
): { apply: StoredEvent[]; blocked: StoredEvent[]; resumed: StoredEvent[] } {
  if (parkedStreams.size === 0) return { apply: [...events], blocked: [], resumed: [] };
  const resets = new Set(projection.resetsStream ?? []);
  const stillParked = new Set(parkedStreams);
  const plan = { apply: [] as StoredEvent[], blocked: [] as StoredEvent[], resumed: [] as StoredEvent[] };
  for (const event of events) {
    if (!stillParked.has(event.streamId)) plan.apply.push(event);
    else if (resets.has(event.type)) {
      stillParked.delete(event.streamId);
      plan.apply.push(event);
      plan.resumed.push(event);
    } else plan.blocked.push(event);
  }
  return plan;
}

function supersededBy(event: StoredEvent): string {
  return `superseded by ${event.type} at ${event.position}`;
}

function notice(event: StoredEvent, reason: 'failed' | 'blocked', error?: ErrorSummary): ParkedNotice {
  return { position: event.position, streamId: event.streamId, type: event.type, reason, ...(error ? { error } : {}) };
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
  return events.filter((event) => wanted.has(event.type)).map((event) => upcastOne(event, registry));
}

/** Stored data in today's shape; EventDataError when it does not parse. */
export function upcastOne(event: StoredEvent, registry: EventRegistry = eventRegistry): StoredEvent {
  if (!registry.has(event.type)) return event;
  try {
    return { ...event, data: registry.parse(event.type, event.metadata.schemaVersion, event.data) };
  } catch (error) {
    throw new EventDataError(event, error);
  }
}
