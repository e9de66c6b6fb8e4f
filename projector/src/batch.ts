import { eventRegistry, type EventRegistry } from '@life/domain';
import type { Db, EventStore, Position, Queryable, StoredEvent } from '@life/infra';
import {
  CHECKPOINT_CHANNEL,
  formatCheckpointPayload,
  moveCheckpoint,
  moveCheckpointAndNotify,
  moveCheckpointNotingParked,
} from './checkpoints';
import { EventApplyError, EventDataError, isDeterministic, summarizeError, trackDatabaseErrors, type ErrorSummary } from './failures';
import type { ProjectorLogger } from './logger';
import {
  addParkedKey,
  parkBlockedEvent,
  parkedKeysAmong,
  parkFailedEvent,
  resolveParkedKey,
  resolveParkedStream,
  type ParkedKeys,
  type ParkOptions,
} from './parked-events';
import { parkingKeyOf, WHOLE_STREAM as WHOLE_STREAM_KEY, type Projection } from './projection';

export interface BatchOptions {
  /** Events scanned at most (of any type). */
  batchSize: number;
  /**
   * Events of the projection's types applied at most: a page holding more ends at the last of
   * these (the rest is read again next time), so a long scan past other types stays one small batch.
   */
  maxApplied?: number;
  /**
   * Awaited once the page is read and holds some of the projection's events, before its transaction:
   * the runner holds a batch back there while a projection a request waits for catches up (issue 25).
   */
  beforeApply?: () => Promise<void>;
  registry?: EventRegistry;
  logger?: ProjectorLogger;
}

export type BatchResult =
  /** Nothing after `after` yet. */
  | { kind: 'empty' }
  /**
   * Committed: the checkpoint is now `position`. `read` events were read, `applied` of them were
   * the projection's types and applied; `parked` were set aside instead (see parked-events.ts).
   * `transactionMs`: how long the batch's transaction took (the runner sizes the next batch by it).
   */
  | { kind: 'applied'; position: Position; read: number; applied: number; parked: ParkedNotice[]; transactionMs: number }
  /** The checkpoint was no longer `after` (another instance or a rebuild moved it); nothing was written. */
  | { kind: 'moved' };

/**
 * Reads the next batch after `after` and applies the projection's share of it together with the
 * checkpoint move in one transaction, so the read model and its checkpoint can never disagree.
 * The checkpoint advances over every event read, relevant or not, so it always tracks the log's head.
 */
export const applyNextBatch = batchStep<BatchOptions>(({ projection, after }, page) => {
  const { last, registry } = page;
  // Upcast before opening the transaction: a bad event fails the batch without holding locks.
  const relevant = page.events.map((event) => upcastOne(event, registry));

  return async (tx) => {
    // Checkpoint first: the row lock makes a racing instance wait here instead of duplicating work.
    const checkpoint = await moveCheckpointNotingParked(tx, projection.name, after, last);
    if (!checkpoint.moved) return undefined;
    const parked = checkpoint.anyParked
      ? await parkedKeysAmong(
          tx,
          projection.name,
          relevant.map((e) => e.streamId),
        )
      : new Map<string, Set<string>>();
    const plan = planAroundParked(relevant, parked, projection);
    for (const { event, key } of plan.blocked) await parkBlockedEvent(tx, projection.name, event, key);
    if (plan.apply.length > 0) await projection.apply(trackDatabaseErrors(tx), plan.apply);
    for (const resumed of plan.resumed) await resolveResumed(tx, projection.name, resumed);
    return { applied: plan.apply.length, parked: plan.blocked.map(({ event }) => notice(event, 'blocked')) };
  };
});

type NextPage = NonNullable<Awaited<ReturnType<typeof readNextPage>>>;
type Committed = { applied: number; parked: ParkedNotice[] };
interface BatchStepArgs<O> {
  projection: Projection;
  after: Position;
  options: O;
}

/**
 * What both batch steps share: the next page (nothing after `after`: 'empty'), then the step's
 * writes (`write`, planned from the page) in one timed transaction, then `finishBatch`. `write`
 * returns undefined when the checkpoint was no longer `after`.
 */
function batchStep<O extends BatchOptions>(
  plan: (args: BatchStepArgs<O>, page: NextPage) => (tx: Queryable) => Promise<Committed | undefined>,
) {
  return async (
    db: Db,
    store: Pick<EventStore, 'readAllOfTypes'>,
    projection: Projection,
    after: Position,
    options: O,
  ): Promise<BatchResult> => {
    const page = await readNextPage(store, projection, after, options);
    if (!page) return { kind: 'empty' };
    if (page.events.length === 0) return passOver(db, projection, after, page);
    await options.beforeApply?.();
    const write = plan({ projection, after, options }, page);
    let began = 0;
    const committed = await db.transaction(async (tx) => {
      began = performance.now();
      return write(tx);
    });
    return finishBatch(db, projection, page, committed && { ...committed, transactionMs: performance.now() - began }, options);
  };
}

/**
 * A page without the projection's events: only the checkpoint moves, in one statement with its
 * NOTIFY instead of a transaction (BEGIN, move, COMMIT, then NOTIFY: four round trips and a pooled
 * connection held across them, for each of the many projections an import's pages pass over).
 */
async function passOver(db: Db, projection: Projection, after: Position, page: NextPage): Promise<BatchResult> {
  const began = performance.now();
  if (!(await moveCheckpointAndNotify(db, projection.name, after, page.last))) return { kind: 'moved' };
  const transactionMs = performance.now() - began;
  return { kind: 'applied', position: page.last, read: page.scanned, applied: 0, parked: [], transactionMs };
}

/** The next page of the projection's event types after `after` (undefined: nothing yet), and the registry that upcasts it. */
async function readNextPage(store: Pick<EventStore, 'readAllOfTypes'>, projection: Projection, after: Position, options: BatchOptions) {
  const page = await store.readAllOfTypes({ after, limit: options.batchSize, types: projection.canHandle });
  if (page.last === undefined) return undefined;
  const registry = options.registry ?? eventRegistry;
  const most = options.maxApplied;
  if (most !== undefined && page.events.length > most) {
    const events = page.events.slice(0, most);
    // Cut short: not the head, whatever was scanned.
    return { events, last: events[most - 1]!.position, scanned: options.batchSize, registry };
  }
  return { events: page.events, last: page.last, scanned: page.scanned, registry };
}

/** After the batch's transaction: nothing when the checkpoint had moved, else the watchers are told of the new position. */
async function finishBatch(
  db: Db,
  projection: Projection,
  page: { last: Position; scanned: number },
  committed: { applied: number; parked: ParkedNotice[]; transactionMs: number } | undefined,
  options: BatchOptions,
): Promise<BatchResult> {
  if (!committed) return { kind: 'moved' };
  await notifyCheckpoint(db, projection.name, page.last, options.logger);
  return { kind: 'applied', position: page.last, read: page.scanned, ...committed };
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
export const applyNextBatchOneByOne = batchStep<OneByOneOptions>(({ projection, after, options }, page) => {
  const { last, registry, events: relevant } = page;

  return async (tx) => {
    if (!(await moveCheckpoint(tx, projection.name, after, last))) return undefined;
    const parkedKeys = await parkedKeysAmong(
      tx,
      projection.name,
      relevant.map((e) => e.streamId),
    );
    const parked: ParkedNotice[] = [];
    let applied = 0;
    const park = async (stored: StoredEvent, key: string, error: unknown) => {
      const summary = summarizeError(error);
      await parkFailedEvent(tx, projection.name, stored, key, summary, options);
      addParkedKey(parkedKeys, stored.streamId, key);
      parked.push(notice(stored, 'failed', summary));
    };
    for (const stored of relevant) {
      const step = parkingStep(parkedKeys, projection, stored);
      if (step.action === 'block') {
        await parkBlockedEvent(tx, projection.name, stored, step.key);
        parked.push(notice(stored, 'blocked'));
        continue;
      }
      let event: StoredEvent;
      try {
        event = upcastOne(stored, registry);
      } catch (error) {
        await park(stored, step.key, error);
        continue;
      }
      await tx.query('SAVEPOINT projection_event');
      try {
        await projection.apply(trackDatabaseErrors(tx), [event]);
        await tx.query('RELEASE SAVEPOINT projection_event');
      } catch (error) {
        await tx.query('ROLLBACK TO SAVEPOINT projection_event');
        if (!isDeterministic(error)) throw new EventApplyError(stored, error);
        await park(stored, step.key, error);
        continue;
      }
      applied++;
      if (step.action === 'resume') {
        await resolveResumed(tx, projection.name, step);
        forgetResumed(parkedKeys, step);
      }
    }
    return { applied, parked };
  };
});

type ParkingProjection = Pick<Projection, 'resetsStream' | 'resetsKey' | 'parkingKey'>;

/** What happens to one event given the records with parked events (see `planAroundParked`). */
export type ParkingStep =
  | { action: 'apply'; event: StoredEvent; key: string }
  | { action: 'block'; event: StoredEvent; key: string }
  /** Applied, and the parked events of its stream (`resetsStream`) or of its record (`resetsKey`) resolved. */
  | { action: 'resume'; event: StoredEvent; key: string; scope: 'stream' | 'key' };

/**
 * One event against the parked records: an event of a record (stream + parking key) with parked
 * events, of a stream parked as a whole (key ''), or of the whole stream while any record of it is
 * parked, is parked too ('blocked'), because applying a
 * record's later events without the parked one would give rows its events never produce; until an
 * event of `resetsStream` (the whole stream) or `resetsKey` (its record only) makes the earlier ones
 * irrelevant: that event is applied and the stream or record resumes.
 */
export function parkingStep(parked: ParkedKeys, projection: ParkingProjection, event: StoredEvent): ParkingStep {
  const key = parkingKeyOf(projection, event);
  const keys = parked.get(event.streamId);
  // An event of the whole stream (no readable key) is blocked by any parked record of it: it may touch that record.
  if (!keys || keys.size === 0 || !(key === WHOLE_STREAM_KEY || keys.has(WHOLE_STREAM_KEY) || keys.has(key))) {
    return { action: 'apply', event, key };
  }
  if (projection.resetsStream?.includes(event.type)) return { action: 'resume', event, key, scope: 'stream' };
  // A record's reset cannot resume a stream parked as a whole (an event whose record was unknown).
  if (projection.resetsKey?.includes(event.type) && (key === WHOLE_STREAM_KEY || !keys.has(WHOLE_STREAM_KEY))) {
    return { action: 'resume', event, key, scope: 'key' };
  }
  return { action: 'block', event, key };
}

function forgetResumed(parked: ParkedKeys, step: { event: StoredEvent; key: string; scope: 'stream' | 'key' }): void {
  const keys = parked.get(step.event.streamId);
  if (step.scope === 'key') keys?.delete(step.key);
  if (step.scope === 'stream' || keys?.size === 0) parked.delete(step.event.streamId);
}

async function resolveResumed(
  tx: Queryable,
  projection: string,
  step: { event: StoredEvent; key: string; scope: 'stream' | 'key' },
): Promise<void> {
  if (step.scope === 'stream') await resolveParkedStream(tx, projection, step.event.streamId, supersededBy(step.event));
  else await resolveParkedKey(tx, projection, step.event.streamId, step.key, supersededBy(step.event));
}

/** A batch split around parked records: what to apply, what to park behind them, which records resume. */
export interface ParkingPlan {
  apply: StoredEvent[];
  blocked: { event: StoredEvent; key: string }[];
  resumed: Extract<ParkingStep, { action: 'resume' }>[];
}

/**
 * Splits a batch around records with parked events (`parkingStep` per event, in order). Other
 * records are untouched: a projection's rows per record depend only on that record's events.
 */
export function planAroundParked(events: readonly StoredEvent[], parkedKeys: ParkedKeys, projection: ParkingProjection): ParkingPlan {
  const plan: ParkingPlan = { apply: [], blocked: [], resumed: [] };
  if (parkedKeys.size === 0) return { ...plan, apply: [...events] };
  const parked: ParkedKeys = new Map([...parkedKeys].map(([stream, keys]) => [stream, new Set(keys)]));
  for (const event of events) {
    const step = parkingStep(parked, projection, event);
    if (step.action === 'block') {
      plan.blocked.push(step);
      continue;
    }
    plan.apply.push(event);
    if (step.action === 'resume') {
      plan.resumed.push(step);
      forgetResumed(parked, step);
    }
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

/**
 * Upcasts by the default registry, per stored event object: the shared log reader hands the same
 * object to every projection, which then parse it once, not once each. Projections never mutate events.
 */
const upcastByDefaultRegistry = new WeakMap<StoredEvent, StoredEvent>();

/** Stored data in today's shape; EventDataError when it does not parse. */
export function upcastOne(event: StoredEvent, registry: EventRegistry = eventRegistry): StoredEvent {
  if (!registry.has(event.type)) return event;
  const memo = registry === eventRegistry ? upcastByDefaultRegistry : undefined;
  const known = memo?.get(event);
  if (known) return known;
  let upcast: StoredEvent;
  try {
    upcast = { ...event, data: registry.parse(event.type, event.metadata.schemaVersion, event.data) };
  } catch (error) {
    throw new EventDataError(event, error);
  }
  memo?.set(event, upcast);
  return upcast;
}
