/** SQL for projection_parked_events and projection_failures (migration 0011); see failures.ts for what gets parked. */
import type { Position, Queryable, StoredEvent } from '@life/infra';
import type { ErrorSummary } from './failures';

/** Stream id -> the parking keys with unresolved parked events ('' = the whole stream; see projection.ts `parkingKey`). */
export type ParkedKeys = Map<string, Set<string>>;

/** The streams among `streamIds` that have unresolved parked events for the projection, with their keys. */
export async function parkedKeysAmong(q: Queryable, projection: string, streamIds: readonly string[]): Promise<ParkedKeys> {
  const parked: ParkedKeys = new Map();
  if (streamIds.length === 0) return parked;
  const { rows } = await q.query<{ stream_id: string; parking_key: string }>(
    `SELECT DISTINCT stream_id, parking_key FROM projection_parked_events
     WHERE projection = $1 AND resolved_at IS NULL AND stream_id = ANY($2::text[])`,
    [projection, [...new Set(streamIds)]],
  );
  for (const row of rows) addParkedKey(parked, row.stream_id, row.parking_key);
  return parked;
}

export function addParkedKey(parked: ParkedKeys, streamId: string, key: string): void {
  const keys = parked.get(streamId) ?? new Set<string>();
  keys.add(key);
  parked.set(streamId, keys);
}

/**
 * The parking keys of a stream with unresolved parked events in any projection: the command API
 * refuses writes to those records (409) until a repair resolves them. The table holds a handful of
 * rows at most, and a partial index covers exactly the open ones.
 */
export async function openParkedKeys(q: Queryable, streamId: string): Promise<Set<string>> {
  const { rows } = await q.query<{ parking_key: string }>(
    `SELECT DISTINCT parking_key FROM projection_parked_events WHERE stream_id = $1 AND resolved_at IS NULL`,
    [streamId],
  );
  return new Set(rows.map((row) => row.parking_key));
}

export interface ParkOptions {
  /** When the batch holding the event first failed (defaults to now). */
  firstFailedAt?: Date;
  attempts?: number;
}

/** Parks an event whose apply failed deterministically. */
export async function parkFailedEvent(
  q: Queryable,
  projection: string,
  event: StoredEvent,
  key: string,
  error: ErrorSummary,
  options: ParkOptions = {},
): Promise<void> {
  await insertParked(q, projection, event, key, 'failed', error.code, error.message, options);
}

/** Parks an event because an earlier event of its record is parked: applying it alone would leave a state its record never had. */
export async function parkBlockedEvent(q: Queryable, projection: string, event: StoredEvent, key: string): Promise<void> {
  const record = key ? `${event.streamId} (${key})` : event.streamId;
  await insertParked(q, projection, event, key, 'blocked', null, `waiting for an earlier parked event of ${record}`, {});
}

async function insertParked(
  q: Queryable,
  projection: string,
  event: StoredEvent,
  key: string,
  reason: 'failed' | 'blocked',
  code: string | null,
  message: string,
  options: ParkOptions,
): Promise<void> {
  // ON CONFLICT: a rebuild or a replayed batch parks the same event again; keep one row, count the attempt.
  await q.query(
    `INSERT INTO projection_parked_events
       (projection, position, stream_id, event_id, event_type, reason, error_code, error, attempts, first_failed_at, last_failed_at, parking_key)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, COALESCE($10::timestamptz, now()), now(), $11)
     ON CONFLICT (projection, position) DO UPDATE SET
       parking_key = excluded.parking_key, reason = excluded.reason, error_code = excluded.error_code, error = excluded.error,
       attempts = projection_parked_events.attempts + 1, last_failed_at = now(), resolved_at = NULL, resolution = NULL`,
    [
      projection,
      event.position,
      event.streamId,
      event.id,
      event.type,
      reason,
      code,
      message,
      options.attempts ?? 1,
      options.firstFailedAt?.toISOString() ?? null,
      key,
    ],
  );
}

/** Marks every unresolved parked event of a stream resolved; returns how many. */
export async function resolveParkedStream(q: Queryable, projection: string, streamId: string, resolution: string): Promise<number> {
  const { rowCount } = await q.query(
    `UPDATE projection_parked_events SET resolved_at = now(), resolution = $3
     WHERE projection = $1 AND stream_id = $2 AND resolved_at IS NULL`,
    [projection, streamId, resolution],
  );
  return rowCount;
}

/** Marks the unresolved parked events of one record (stream and parking key) resolved; returns how many. */
export async function resolveParkedKey(
  q: Queryable,
  projection: string,
  streamId: string,
  key: string,
  resolution: string,
): Promise<number> {
  const { rowCount } = await q.query(
    `UPDATE projection_parked_events SET resolved_at = now(), resolution = $4
     WHERE projection = $1 AND stream_id = $2 AND parking_key = $3 AND resolved_at IS NULL`,
    [projection, streamId, key, resolution],
  );
  return rowCount;
}

export interface ParkedEvent {
  projection: string;
  position: Position;
  streamId: string;
  /** The record inside the stream ('' = the whole stream). */
  parkingKey: string;
  eventId: string;
  eventType: string;
  reason: 'failed' | 'blocked';
  errorCode: string | null;
  error: string;
  attempts: number;
  firstFailedAt: string;
  lastFailedAt: string;
}

interface ParkedRow {
  projection: string;
  position: string;
  stream_id: string;
  parking_key: string;
  event_id: string;
  event_type: string;
  reason: 'failed' | 'blocked';
  error_code: string | null;
  error: string;
  attempts: number;
  first_failed_at: unknown;
  last_failed_at: unknown;
}

export interface ParkedFilter {
  projections?: readonly string[];
  streamId?: string;
  reason?: 'failed' | 'blocked';
  limit?: number;
}

/** Unresolved parked events, by projection in log order; optionally filtered. */
export async function openParkedEvents(q: Queryable, filter: ParkedFilter = {}): Promise<ParkedEvent[]> {
  const { rows } = await q.query<ParkedRow>(
    `SELECT projection, position, stream_id, parking_key, event_id, event_type, reason, error_code, error, attempts, first_failed_at, last_failed_at
     FROM projection_parked_events
     WHERE resolved_at IS NULL AND ($1::text[] IS NULL OR projection = ANY($1::text[])) AND ($2::text IS NULL OR stream_id = $2)
       AND ($3::text IS NULL OR reason = $3)
     ORDER BY projection, position
     LIMIT $4`,
    [filter.projections ? [...filter.projections] : null, filter.streamId ?? null, filter.reason ?? null, filter.limit ?? null],
  );
  return rows.map((row) => ({
    projection: row.projection,
    position: row.position,
    streamId: row.stream_id,
    parkingKey: row.parking_key,
    eventId: row.event_id,
    eventType: row.event_type,
    reason: row.reason,
    errorCode: row.error_code,
    error: row.error,
    attempts: Number(row.attempts),
    firstFailedAt: toIso(row.first_failed_at),
    lastFailedAt: toIso(row.last_failed_at),
  }));
}

/** Unresolved parked events per projection. */
export async function countOpenParked(q: Queryable, projections: readonly string[]): Promise<Map<string, number>> {
  const { rows } = await q.query<{ projection: string; n: number }>(
    `SELECT projection, count(*)::int AS n FROM projection_parked_events
     WHERE resolved_at IS NULL AND projection = ANY($1::text[]) GROUP BY projection`,
    [[...projections]],
  );
  return new Map(rows.map((row) => [row.projection, Number(row.n)]));
}

/** A projection whose batches keep failing without being parkable (see runner.ts). */
export interface StuckProjection {
  projection: string;
  afterPosition: Position;
  position: Position | null;
  streamId: string | null;
  eventType: string | null;
  errorCode: string | null;
  error: string;
  attempts: number;
  firstFailedAt: string;
  lastFailedAt: string;
}

export async function recordStuck(q: Queryable, stuck: Omit<StuckProjection, 'lastFailedAt'>): Promise<void> {
  await q.query(
    `INSERT INTO projection_failures
       (projection, after_position, position, stream_id, event_type, error_code, error, attempts, first_failed_at, last_failed_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9::timestamptz, now())
     ON CONFLICT (projection) DO UPDATE SET
       after_position = excluded.after_position, position = excluded.position, stream_id = excluded.stream_id,
       event_type = excluded.event_type, error_code = excluded.error_code, error = excluded.error,
       attempts = excluded.attempts, first_failed_at = excluded.first_failed_at, last_failed_at = now()`,
    [
      stuck.projection,
      stuck.afterPosition,
      stuck.position,
      stuck.streamId,
      stuck.eventType,
      stuck.errorCode,
      stuck.error,
      stuck.attempts,
      stuck.firstFailedAt,
    ],
  );
}

export async function clearStuck(q: Queryable, projection: string): Promise<void> {
  await q.query('DELETE FROM projection_failures WHERE projection = $1', [projection]);
}

export async function readStuck(q: Queryable, projections?: readonly string[]): Promise<StuckProjection[]> {
  const { rows } = await q.query<{
    projection: string;
    after_position: string;
    position: string | null;
    stream_id: string | null;
    event_type: string | null;
    error_code: string | null;
    error: string;
    attempts: number;
    first_failed_at: unknown;
    last_failed_at: unknown;
  }>(
    `SELECT projection, after_position, position, stream_id, event_type, error_code, error, attempts, first_failed_at, last_failed_at
     FROM projection_failures WHERE $1::text[] IS NULL OR projection = ANY($1::text[]) ORDER BY projection`,
    [projections ? [...projections] : null],
  );
  return rows.map((row) => ({
    projection: row.projection,
    afterPosition: row.after_position,
    position: row.position,
    streamId: row.stream_id,
    eventType: row.event_type,
    errorCode: row.error_code,
    error: row.error,
    attempts: Number(row.attempts),
    firstFailedAt: toIso(row.first_failed_at),
    lastFailedAt: toIso(row.last_failed_at),
  }));
}

function toIso(value: unknown): string {
  return value instanceof Date ? value.toISOString() : String(value);
}
