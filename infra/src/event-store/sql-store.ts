import { randomUUID } from 'node:crypto';
import type { EventMetadata } from '@life/domain';
import type { Db, Queryable, QueryResult } from '../db/types';
import { parseSqlPosition, sqlPosition } from './position';
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

/** NOTIFY channel raised by life_append (migration 0001). */
export const EVENTS_CHANNEL = 'events_appended';
/** SQLSTATE raised by life_append on an expected-revision conflict. */
const CONFLICT_SQLSTATE = 'LW409';

const SUBSCRIPTION_BATCH = 500;
/** Safety net if a notification is ever lost; the hot path is woken by LISTEN. */
const IDLE_RECHECK_MS = 10_000;
/** Poll only while committed events are hidden behind an older open transaction. */
const HIDDEN_RECHECK_MIN_MS = 25;
const HIDDEN_RECHECK_MAX_MS = 1_000;
const HANDLER_RETRY_MS = 1_000;

interface EventRow {
  event_id: string;
  stream_id: string;
  revision: string;
  transaction_id: string;
  global_position: string;
  type: string;
  data: unknown;
  metadata: EventMetadata;
}

const COLUMNS = `event_id::text AS event_id, stream_id, revision, transaction_id::text AS transaction_id,
  global_position, type, data, metadata`;

function toStoredEvent(row: EventRow): StoredEvent {
  return {
    id: row.event_id,
    streamId: row.stream_id,
    revision: Number(row.revision),
    position: sqlPosition(row.transaction_id, row.global_position),
    type: row.type,
    data: row.data,
    metadata: row.metadata,
  };
}

const APPEND_COLUMNS = 'next_revision, transaction_id::text AS transaction_id, global_position';

/** An E'' string literal (backslashes and quotes escaped), valid whatever standard_conforming_strings says. */
function literal(value: string): string {
  return `E'${value.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;
}

function payloadOf(events: readonly NewEvent[]): string {
  return JSON.stringify(
    events.map((event) => ({ id: event.id ?? randomUUID(), type: event.type, data: event.data, metadata: event.metadata })),
  );
}

async function runAppend(
  streamId: string,
  events: readonly NewEvent[],
  expectedRevision: ExpectedRevision,
  execute: (payload: string) => Promise<QueryResult<{ next_revision: string; transaction_id: string; global_position: string }>>,
): Promise<AppendResult> {
  if (events.length === 0) throw new Error(`append to ${streamId}: no events`);
  refuseUnstorableStreamId(streamId);
  try {
    const row = (await execute(payloadOf(events))).rows[0];
    if (!row) throw new Error(`append to ${streamId}: no result`);
    return { nextRevision: Number(row.next_revision), position: sqlPosition(row.transaction_id, row.global_position) };
  } catch (error) {
    const { code, detail } = error as { code?: string; detail?: string };
    if (code === CONFLICT_SQLSTATE) {
      throw new WrongExpectedRevisionError(streamId, expectedRevision, detail === 'no-stream' ? 'no-stream' : Number(detail));
    }
    throw error;
  }
}

/**
 * Appends with any Queryable: pass a transaction to append to several streams atomically
 * (SQL stores only; the NOTIFY is delivered when that transaction commits).
 */
export function appendSql(
  q: Queryable,
  streamId: string,
  events: readonly NewEvent[],
  expectedRevision: ExpectedRevision,
): Promise<AppendResult> {
  return runAppend(streamId, events, expectedRevision, (payload) =>
    q.query(`SELECT ${APPEND_COLUMNS} FROM life_append($1, $2, $3::jsonb)`, [streamId, String(expectedRevision), payload]),
  );
}

/**
 * The store's own append, still one round trip: one simple-protocol string runs the append
 * as an implicit transaction, commits it, then NOTIFYs in a second (xid-less, so no WAL
 * flush) transaction. A NOTIFY inside the appending transaction would hold PostgreSQL's
 * cluster-wide notify lock across the commit's WAL flush and serialise all writers.
 * If the append fails, the rest of the string is skipped and nothing is left open.
 */
function appendAndNotify(
  db: Queryable,
  streamId: string,
  events: readonly NewEvent[],
  expectedRevision: ExpectedRevision,
): Promise<AppendResult> {
  return runAppend(streamId, events, expectedRevision, (payload) =>
    db.query(
      `SELECT ${APPEND_COLUMNS} FROM life_append(${literal(streamId)}, ${literal(String(expectedRevision))}, ${literal(payload)}::jsonb, false);
       COMMIT;
       NOTIFY ${EVENTS_CHANNEL}, ${literal(streamId)}`,
    ),
  );
}

/**
 * appendMany: one statement, so one round trip and one (implicit) transaction:
 * life_append_many (migration 0002) runs life_append per stream. On a conflict nothing is
 * written and the error names the stream (HINT). The NOTIFY follows the commit, as in
 * appendAndNotify. A call of new streams only (an import) is written set-based (migration 0295).
 * The payload is a bind parameter rather than a literal in a multi-statement string: for 1,000
 * streams (~600 kB) PostgreSQL parses the literal noticeably slower (about 110 ms against 65 ms
 * per call measured), which outweighs the second round trip.
 */
async function appendManyAndNotify(db: Queryable, batches: readonly AppendBatch[]): Promise<AppendResult[]> {
  if (batches.length === 0) return [];
  for (const batch of batches) {
    if (batch.events.length === 0) throw new Error(`append to ${batch.streamId}: no events`);
    refuseUnstorableStreamId(batch.streamId);
  }
  const payload = `[${batches
    .map(
      (batch) =>
        `{"streamId":${JSON.stringify(batch.streamId)},"expected":"${String(batch.expectedRevision)}","events":${payloadOf(batch.events)}}`,
    )
    .join(',')}]`;
  let rows: Array<{ ord: string; next_revision: string; transaction_id: string; global_position: string }>;
  try {
    ({ rows } = await db.query(`SELECT ord, ${APPEND_COLUMNS} FROM life_append_many($1::jsonb, false)`, [payload]));
  } catch (error) {
    const { code, detail, hint } = error as { code?: string; detail?: string; hint?: string };
    if (code === CONFLICT_SQLSTATE) {
      const batch = batches.find((candidate) => candidate.streamId === hint);
      throw new WrongExpectedRevisionError(
        hint ?? '?',
        batch?.expectedRevision ?? 'any',
        detail === 'no-stream' ? 'no-stream' : Number(detail),
      );
    }
    throw error;
  }
  await db.query(`NOTIFY ${EVENTS_CHANNEL}, ${literal(batches[batches.length - 1]!.streamId)}`).catch(() => {
    // Committed already; subscribers also re-check on their idle timeout.
  });
  if (rows.length !== batches.length) throw new Error(`appendMany: ${rows.length} results for ${batches.length} streams`);
  const results = new Array<AppendResult>(batches.length);
  for (const row of rows) {
    results[Number(row.ord) - 1] = {
      nextRevision: Number(row.next_revision),
      position: sqlPosition(row.transaction_id, row.global_position),
    };
  }
  return results;
}

/** The event store on PostgreSQL or PGlite (same SQL, same class). */
export class SqlEventStore implements EventStore {
  private readonly wakeup = new Wakeup();
  private listening: Promise<() => Promise<void>> | undefined;
  private readonly subscriptions = new Set<{ stop(): Promise<void> }>();
  private closed = false;

  constructor(private readonly db: Db) {
    // LISTEN from the start, so the first waitForAppend/subscribe does not race its setup.
    this.ensureListening().catch(() => {});
  }

  append(streamId: string, events: readonly NewEvent[], options: { expectedRevision: ExpectedRevision }): Promise<AppendResult> {
    return appendAndNotify(this.db, streamId, events, options.expectedRevision);
  }

  appendMany(batches: readonly AppendBatch[]): Promise<AppendResult[]> {
    return appendManyAndNotify(this.db, batches);
  }

  async readStream(streamId: string, options: { from?: number } = {}): Promise<StoredEvent[]> {
    if (!isStorableStreamId(streamId)) return [];
    const { rows } = await this.db.query<EventRow>(
      `SELECT ${COLUMNS} FROM events WHERE stream_id = $1 AND revision >= $2 ORDER BY revision`,
      [streamId, options.from ?? 0],
    );
    return rows.map(toStoredEvent);
  }

  async readStreams(streamIds: readonly string[]): Promise<StoredEvent[][]> {
    if (streamIds.length === 0) return [];
    const { rows } = await this.db.query<EventRow>(
      `SELECT ${COLUMNS} FROM events WHERE stream_id = ANY($1::text[]) ORDER BY stream_id, revision`,
      [[...new Set(streamIds.filter(isStorableStreamId))]],
    );
    const byStream = new Map<string, StoredEvent[]>();
    for (const row of rows) {
      const events = byStream.get(row.stream_id);
      if (events) events.push(toStoredEvent(row));
      else byStream.set(row.stream_id, [toStoredEvent(row)]);
    }
    return streamIds.map((streamId) => byStream.get(streamId) ?? []);
  }

  /**
   * Only transactions older than the oldest running one are read: a transaction that
   * got its id earlier but commits later would otherwise land behind a reader's position.
   */
  async readAll(options: { after: Position; limit: number }): Promise<StoredEvent[]> {
    const after = parseSqlPosition(options.after);
    const { rows } = await this.db.query<EventRow>(
      `SELECT ${COLUMNS} FROM events
        WHERE (transaction_id, global_position) > ($1::bigint, $2::bigint)
          AND transaction_id < pg_snapshot_xmin(pg_current_snapshot())::text::bigint
        -- Qualified: the bare name would sort by the ::text output alias ("1000" < "999").
        ORDER BY events.transaction_id, events.global_position
        LIMIT $3`,
      [after.transactionId, after.globalPosition, options.limit],
    );
    return rows.map(toStoredEvent);
  }

  async readAllOfTypes(options: { after: Position; limit: number; types: readonly string[] }): Promise<FilteredPage> {
    const after = parseSqlPosition(options.after);
    // Other types come back as their position only: no data, metadata or ids to send and decode.
    const { rows } = await this.db.query<EventRow & { wanted: boolean }>(
      `SELECT type = ANY($4::text[]) AS wanted, transaction_id::text AS transaction_id, global_position, type,
              CASE WHEN type = ANY($4::text[]) THEN event_id::text END AS event_id,
              CASE WHEN type = ANY($4::text[]) THEN stream_id END AS stream_id,
              CASE WHEN type = ANY($4::text[]) THEN revision END AS revision,
              CASE WHEN type = ANY($4::text[]) THEN data END AS data,
              CASE WHEN type = ANY($4::text[]) THEN metadata END AS metadata
         FROM events
        WHERE (transaction_id, global_position) > ($1::bigint, $2::bigint)
          AND transaction_id < pg_snapshot_xmin(pg_current_snapshot())::text::bigint
        ORDER BY events.transaction_id, events.global_position
        LIMIT $3`,
      [after.transactionId, after.globalPosition, options.limit, options.types],
      // Prepared: every projector batch reads with it (thousands in a catch-up); the plan is the
      // (transaction_id, global_position) index scan for any params.
      { prepared: true },
    );
    const lastRow = rows.at(-1);
    return {
      events: rows.filter((row) => row.wanted).map(toStoredEvent),
      last: lastRow ? sqlPosition(lastRow.transaction_id, lastRow.global_position) : undefined,
      scanned: rows.length,
    };
  }

  async head(): Promise<Position> {
    const { rows } = await this.db.query<{ transaction_id: string; global_position: string }>(
      `SELECT transaction_id::text AS transaction_id, global_position FROM events
        WHERE transaction_id < pg_snapshot_xmin(pg_current_snapshot())::text::bigint
        ORDER BY events.transaction_id DESC, events.global_position DESC
        LIMIT 1`,
    );
    const row = rows[0];
    return row ? sqlPosition(row.transaction_id, row.global_position) : START;
  }

  async lastWritten(): Promise<Position> {
    const { rows } = await this.db.query<{ transaction_id: string; global_position: string }>(
      `SELECT transaction_id::text AS transaction_id, global_position FROM events
        ORDER BY events.transaction_id DESC, events.global_position DESC
        LIMIT 1`,
    );
    const row = rows[0];
    return row ? sqlPosition(row.transaction_id, row.global_position) : START;
  }

  subscribe(after: Position, handler: (event: StoredEvent) => Promise<void>): Subscription {
    let stopped = false;
    const loop = this.follow(after, handler, () => stopped);
    const subscription = {
      stop: async () => {
        stopped = true;
        this.wakeup.wake();
        await loop;
      },
    };
    this.subscriptions.add(subscription);
    return {
      close: async () => {
        this.subscriptions.delete(subscription);
        await subscription.stop();
      },
    };
  }

  async waitForAppend(timeoutMs: number): Promise<void> {
    const since = this.wakeup.generation;
    await this.ensureListening();
    await this.wakeup.wait(timeoutMs, since);
  }

  /** Stops subscriptions and the listener; the Db stays open (its owner closes it). */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await Promise.all([...this.subscriptions].map((subscription) => subscription.stop()));
    this.subscriptions.clear();
    const unlisten = await this.listening?.catch(() => undefined);
    await unlisten?.().catch(() => {});
    this.wakeup.wake();
  }

  private ensureListening(): Promise<unknown> {
    if (this.closed) return Promise.resolve();
    this.listening ??= this.db
      .listen(EVENTS_CHANNEL, () => this.wakeup.wake())
      .then(
        (unlisten) => {
          // Appends that committed while LISTEN was being set up were not announced: wake
          // everyone once so they re-read (a spurious wake-up only costs one read).
          this.wakeup.wake();
          return unlisten;
        },
        (error: unknown) => {
          this.listening = undefined;
          throw error;
        },
      );
    return this.listening;
  }

  /** True when committed events exist that readAll cannot return yet (xmin guard). */
  private async hasHiddenEvents(): Promise<boolean> {
    const { rows } = await this.db.query<{ hidden: boolean }>(
      `SELECT EXISTS (SELECT 1 FROM events WHERE transaction_id >= pg_snapshot_xmin(pg_current_snapshot())::text::bigint) AS hidden`,
    );
    return rows[0]?.hidden === true;
  }

  private async follow(after: Position, handler: (event: StoredEvent) => Promise<void>, stopped: () => boolean): Promise<void> {
    let position = after;
    let hiddenDelay = HIDDEN_RECHECK_MIN_MS;
    while (!stopped()) {
      const since = this.wakeup.generation;
      try {
        await this.ensureListening();
        const batch = await this.readAll({ after: position, limit: SUBSCRIPTION_BATCH });
        for (const event of batch) {
          if (stopped()) return;
          await handler(event);
          position = event.position;
        }
        if (batch.length === SUBSCRIPTION_BATCH) continue;
        if (batch.length > 0) hiddenDelay = HIDDEN_RECHECK_MIN_MS;
        if (await this.hasHiddenEvents()) {
          await this.wakeup.wait(hiddenDelay, since);
          hiddenDelay = Math.min(hiddenDelay * 2, HIDDEN_RECHECK_MAX_MS);
        } else {
          hiddenDelay = HIDDEN_RECHECK_MIN_MS;
          await this.wakeup.wait(IDLE_RECHECK_MS, since);
        }
      } catch (error) {
        if (stopped()) return;
        // Retry from the last handled event: a failing handler or a lost connection must
        // neither skip events nor kill the subscription.
        console.error(`event subscription failed after ${position || 'START'}, retrying`, error);
        await this.wakeup.wait(HANDLER_RETRY_MS);
      }
    }
  }
}
