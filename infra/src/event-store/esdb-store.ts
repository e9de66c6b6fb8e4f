import { randomUUID } from 'node:crypto';
import {
  ANY,
  BACKWARDS,
  END,
  EventStoreDBClient,
  FORWARDS,
  NO_STREAM,
  START as ESDB_START,
  StreamNotFoundError,
  WrongExpectedVersionError,
  excludeSystemEvents,
  jsonEvent,
  type AllStreamRecordedEvent,
  type AppendExpectedRevision,
  type JSONType,
  type Position as EsdbPosition,
  type RecordedEvent,
} from '@eventstore/db-client';
import type { EventMetadata } from '@life/domain';
import { pad20 } from './position';
import {
  START,
  WrongExpectedRevisionError,
  type AppendBatch,
  type AppendResult,
  type EventStore,
  type ExpectedRevision,
  type FilteredPage,
  type NewEvent,
  type Position,
  type StoredEvent,
  type Subscription,
  isStorableStreamId,
  refuseUnstorableStreamId,
} from './types';
import { Wakeup } from './wake';

/**
 * EventStoreDB positions: `${commit}-${prepare}`, both padded to 20 digits. Events of one
 * append share the commit position, so the prepare part is needed to order and resume
 * inside a batch; the pair still compares correctly as a string.
 */
export function esdbPosition(position: EsdbPosition): Position {
  return `${pad20(position.commit)}-${pad20(position.prepare)}`;
}

export function parseEsdbPosition(position: Position): EsdbPosition | typeof ESDB_START {
  if (position === START) return ESDB_START;
  const match = /^(\d{20})-(\d{20})$/.exec(position);
  if (!match?.[1] || !match[2]) throw new Error(`Invalid EventStoreDB position: ${position}`);
  return { commit: BigInt(match[1]), prepare: BigInt(match[2]) };
}

/** $-prefixed streams and types are EventStoreDB's own (metadata, links, stats). */
const isSystem = (event: { streamId: string; type: string }) => event.streamId.startsWith('$') || event.type.startsWith('$');

function toExpected(expected: ExpectedRevision): AppendExpectedRevision {
  if (expected === 'any') return ANY;
  if (expected === 'no-stream') return NO_STREAM;
  return BigInt(expected);
}

function isJsonObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Uint8Array);
}

/** Event data as the client's JSON type (every event's data is a JSON object). */
function jsonData(data: unknown): JSONType {
  if (typeof data === 'string' || Array.isArray(data) || isJsonObject(data)) return data;
  throw new Error(`Event data must be JSON, got ${typeof data}`);
}

/** This store writes only EventMetadata objects (append), so the JSON object read back is one. */
function isEventMetadata(metadata: unknown): metadata is EventMetadata {
  return isJsonObject(metadata);
}

function storedMetadata(event: RecordedEvent | AllStreamRecordedEvent): EventMetadata {
  if (!isEventMetadata(event.metadata)) throw new Error(`EventStoreDB returned ${event.streamId}@${event.revision} without metadata`);
  return event.metadata;
}

function toStoredEvent(event: RecordedEvent | AllStreamRecordedEvent): StoredEvent {
  if (!event.position) throw new Error(`EventStoreDB returned ${event.streamId}@${event.revision} without a position`);
  return {
    id: event.id,
    streamId: event.streamId,
    revision: Number(event.revision),
    position: esdbPosition(event.position),
    type: event.type,
    data: event.data,
    metadata: storedMetadata(event),
  };
}

const READ_PAGE = 500;
const RESUBSCRIBE_MS = 1_000;

export class EsdbEventStore implements EventStore {
  private readonly wakeup = new Wakeup();
  private live: { unsubscribe(): Promise<void> } | undefined;
  private readonly subscriptions = new Set<Subscription>();

  constructor(private readonly client: EventStoreDBClient) {}

  static connect(url: string): EsdbEventStore {
    return new EsdbEventStore(EventStoreDBClient.connectionString(url));
  }

  async append(streamId: string, events: readonly NewEvent[], options: { expectedRevision: ExpectedRevision }): Promise<AppendResult> {
    if (events.length === 0) throw new Error(`append to ${streamId}: no events`);
    refuseUnstorableStreamId(streamId);
    const data = events.map((event) =>
      jsonEvent({
        id: event.id ?? randomUUID(),
        type: event.type,
        data: jsonData(event.data),
        metadata: { ...event.metadata },
      }),
    );
    let nextRevision: bigint;
    try {
      const result = await this.client.appendToStream(streamId, data, { expectedRevision: toExpected(options.expectedRevision) });
      nextRevision = result.nextExpectedRevision;
    } catch (error) {
      if (error instanceof WrongExpectedVersionError) {
        const actual = error.actualVersion;
        throw new WrongExpectedRevisionError(streamId, options.expectedRevision, typeof actual === 'bigint' ? Number(actual) : 'no-stream');
      }
      throw error;
    }
    // The append reply's position is the commit record's; read the last event back for its
    // exact (commit, prepare) so callers can wait for projections to reach it. Also correct
    // for idempotent re-appends, which report no new position.
    const [last] = await this.readStream(streamId, { from: Number(nextRevision) });
    if (!last) throw new Error(`EventStoreDB: ${streamId}@${nextRevision} not readable after append`);
    return { nextRevision: Number(nextRevision), position: last.position };
  }

  /**
   * EventStoreDB has no multi-stream transaction: the streams are appended one after another and
   * a failure leaves the earlier ones written. With event ids given (callers of bulk writes pass
   * deterministic ones), retrying the same call is safe: already written streams are no-ops.
   */
  async appendMany(batches: readonly AppendBatch[]): Promise<AppendResult[]> {
    const results: AppendResult[] = [];
    for (const batch of batches)
      results.push(await this.append(batch.streamId, batch.events, { expectedRevision: batch.expectedRevision }));
    return results;
  }

  async readStream(streamId: string, options: { from?: number } = {}): Promise<StoredEvent[]> {
    if (!isStorableStreamId(streamId)) return [];
    const events: StoredEvent[] = [];
    try {
      for await (const resolved of this.client.readStream(streamId, { fromRevision: BigInt(options.from ?? 0), direction: FORWARDS })) {
        if (resolved.event) events.push(toStoredEvent(resolved.event));
      }
    } catch (error) {
      if (error instanceof StreamNotFoundError) return [];
      throw error;
    }
    return events;
  }

  /** One read per stream, all in flight together (EventStoreDB has no multi-stream read). */
  readStreams(streamIds: readonly string[]): Promise<StoredEvent[][]> {
    return Promise.all(streamIds.map((streamId) => this.readStream(streamId)));
  }

  async readAll(options: { after: Position; limit: number }): Promise<StoredEvent[]> {
    const events: StoredEvent[] = [];
    let from = parseEsdbPosition(options.after);
    // readAll has no server-side filter here: page until `limit` user events or the end.
    for (;;) {
      let seen = 0;
      let lastPosition: EsdbPosition | undefined;
      for await (const resolved of this.client.readAll({ fromPosition: from, maxCount: READ_PAGE, direction: FORWARDS })) {
        const event = resolved.event;
        if (!event) continue;
        seen++;
        lastPosition = event.position;
        const stored = esdbPosition(event.position);
        // The start position is inclusive: skip what the caller already has.
        if (stored <= options.after || isSystem(event)) continue;
        events.push(toStoredEvent(event));
        if (events.length >= options.limit) return events;
      }
      if (seen < READ_PAGE || !lastPosition) return events;
      from = lastPosition;
    }
  }

  async readAllOfTypes(options: { after: Position; limit: number; types: readonly string[] }): Promise<FilteredPage> {
    // The server could filter by type, but a plain read gives the last scanned position the checkpoint needs.
    const scannedEvents = await this.readAll({ after: options.after, limit: options.limit });
    const wanted = new Set(options.types);
    return {
      events: scannedEvents.filter((event) => wanted.has(event.type)),
      last: scannedEvents.at(-1)?.position,
      scanned: scannedEvents.length,
    };
  }

  async head(): Promise<Position> {
    for await (const resolved of this.client.readAll({ fromPosition: END, direction: BACKWARDS, maxCount: 4096 })) {
      const event = resolved.event;
      if (event && !isSystem(event)) return esdbPosition(event.position);
    }
    return START;
  }

  /** EventStoreDB hides no committed event, so the newest written is the newest readable. */
  lastWritten(): Promise<Position> {
    return this.head();
  }

  /**
   * Catch-up subscription to $all without system events. If it drops (or the handler
   * throws) it resubscribes from the last handled event, so nothing is skipped.
   */
  subscribe(after: Position, handler: (event: StoredEvent) => Promise<void>): Subscription {
    let closed = false;
    let last = after;
    let current: { unsubscribe(): Promise<void> } | undefined;
    const loop = (async () => {
      while (!closed) {
        const subscription = this.client.subscribeToAll({ fromPosition: parseEsdbPosition(last), filter: excludeSystemEvents() });
        current = subscription;
        try {
          for await (const resolved of subscription) {
            if (closed) break;
            const event = resolved.event;
            if (!event || isSystem(event)) continue;
            const stored = toStoredEvent(event);
            if (stored.position <= last) continue;
            await handler(stored);
            last = stored.position;
          }
        } catch (error) {
          if (!closed) console.error(`EventStoreDB subscription failed after ${last || 'START'}, resubscribing`, error);
        }
        await subscription.unsubscribe().catch(() => {});
        if (!closed) await this.wakeup.wait(RESUBSCRIBE_MS);
      }
    })();
    const handle: Subscription = {
      close: async () => {
        closed = true;
        this.subscriptions.delete(handle);
        await current?.unsubscribe().catch(() => {});
        this.wakeup.wake();
        await loop;
      },
    };
    this.subscriptions.add(handle);
    return handle;
  }

  async waitForAppend(timeoutMs: number): Promise<void> {
    const since = this.wakeup.generation;
    this.startLive();
    await this.wakeup.wait(timeoutMs, since);
  }

  /** One live subscription from the end, shared by all waitForAppend callers. */
  private startLive(): void {
    if (this.live) return;
    const subscription = this.client.subscribeToAll({ fromPosition: END, filter: excludeSystemEvents() });
    this.live = subscription;
    subscription.on('data', () => this.wakeup.wake());
    subscription.on('error', () => {
      if (this.live === subscription) this.live = undefined;
    });
  }

  async close(): Promise<void> {
    await Promise.all([...this.subscriptions].map((subscription) => subscription.close()));
    await this.live?.unsubscribe().catch(() => {});
    this.live = undefined;
    this.wakeup.wake();
    await this.client.dispose();
  }
}
