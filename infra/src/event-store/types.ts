/**
 * One event-store interface; implementations: PostgreSQL (pg), PGlite, EventStoreDB.
 * All are checked by the same contract suite (contract.ts).
 */
import type { EventMetadata } from '@life/domain';

/**
 * A global position in the store's total order, as a fixed-width string that
 * compares correctly with plain string comparison (`a < b`), across all backends.
 * The empty string is "before the first event".
 */
export type Position = string;
export const START: Position = '';

// NUL and lone surrogates: no backend keeps them as written (PostgreSQL refuses, drivers replace them).
// eslint-disable-next-line no-control-regex -- NUL is one of the characters this finds
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Whether a stream id can exist in a store. One that cannot names no stream: every backend reads
 * it as empty (so a decider finds nothing, a 404) and refuses to append to it.
 */
export function isStorableStreamId(streamId: string): boolean {
  return !UNSTORABLE.test(streamId);
}

/** Thrown by an append to a stream id that no store can hold (a caller's bug: ids are made server-side). */
export function refuseUnstorableStreamId(streamId: string): void {
  if (!isStorableStreamId(streamId)) throw new Error(`append to ${JSON.stringify(streamId)}: not a storable stream id`);
}

/** Stream revisions start at 0. 'no-stream': the stream must not exist. 'any': no check. */
export type ExpectedRevision = number | 'no-stream' | 'any';

export interface NewEvent {
  /** uuid; pass a deterministic one to make retries idempotent. Generated when absent. */
  id?: string;
  type: string;
  data: unknown;
  metadata: EventMetadata;
}

export interface StoredEvent {
  id: string;
  streamId: string;
  /** Revision of this event within its stream, from 0. */
  revision: number;
  position: Position;
  type: string;
  data: unknown;
  metadata: EventMetadata;
}

export interface AppendResult {
  /** Revision of the last event now in the stream: pass it as expectedRevision next time. */
  nextRevision: number;
  /** Position of the last appended event. */
  position: Position;
}

/** One stream's share of an appendMany call. */
export interface AppendBatch {
  streamId: string;
  events: readonly NewEvent[];
  expectedRevision: ExpectedRevision;
}

/** One page of the log for a reader that wants only some event types (`readAllOfTypes`). */
export interface FilteredPage {
  /** The scanned events whose type is one of the asked types, in global order. */
  events: StoredEvent[];
  /** Position of the last event scanned, of any type; undefined when nothing follows `after`. */
  last: Position | undefined;
  /** How many events were scanned (at most `limit`): fewer means the reader is at the head. */
  scanned: number;
}

export interface Subscription {
  close(): Promise<void>;
}

export interface EventStore {
  append(streamId: string, events: readonly NewEvent[], options: { expectedRevision: ExpectedRevision }): Promise<AppendResult>;
  /**
   * Appends to several streams in one call (bulk imports); results in batch order.
   * SQL stores: one round trip, one transaction: all streams or none (the first conflict throws
   * WrongExpectedRevisionError for its stream). EventStoreDB: sequential appends, not atomic across
   * streams; pass event ids so a retry after a partial failure is a no-op for the streams written.
   */
  appendMany(batches: readonly AppendBatch[]): Promise<AppendResult[]>;
  readStream(streamId: string, options?: { from?: number }): Promise<StoredEvent[]>;
  /**
   * Several whole streams at once, in the order asked (an empty list for a stream that does not
   * exist). SQL stores: one query, where reading them one by one cost an import's undo a round trip
   * per record (100,000 for a large bank file).
   */
  readStreams(streamIds: readonly string[]): Promise<StoredEvent[][]>;
  /** Events strictly after `after`, in global order, at most `limit`. Never skips an event committed later by a slower writer. */
  readAll(options: { after: Position; limit: number }): Promise<StoredEvent[]>;
  /**
   * readAll's next `limit` events, of which only those of `types` come back whole; the rest count
   * in `scanned` and `last`, so a projection's checkpoint still moves over them. Projections use it
   * because most events are not theirs: decoding every event once per projection cost the bulk
   * import a third of its throughput (docs/BENCHMARKS.md, session 4).
   */
  readAllOfTypes(options: { after: Position; limit: number; types: readonly string[] }): Promise<FilteredPage>;
  /** Position of the newest readable event (START when empty). */
  head(): Promise<Position>;
  /**
   * Position of the newest committed event, readable yet or not (START when empty). On the SQL store
   * head() hides events behind any transaction still open on the server, so a request that must count
   * every write so far waits for this one: its read models pass it once it is readable.
   */
  lastWritten(): Promise<Position>;
  /** Catches up from `after`, then follows live appends; handler calls are sequential. */
  subscribe(after: Position, handler: (event: StoredEvent) => Promise<void>): Subscription;
  /** Resolves on the next append anywhere (or after timeoutMs); used by pull loops instead of polling. */
  waitForAppend(timeoutMs: number): Promise<void>;
  close(): Promise<void>;
}

/** Thrown when expectedRevision does not match; the API answers 409 after bounded retries. */
export class WrongExpectedRevisionError extends Error {
  constructor(
    readonly streamId: string,
    readonly expected: ExpectedRevision,
    readonly actual: number | 'no-stream',
  ) {
    super(`Stream ${streamId}: expected revision ${String(expected)}, actual ${String(actual)}`);
    this.name = 'WrongExpectedRevisionError';
  }
}
