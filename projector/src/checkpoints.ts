import type { Position, Queryable } from '@life/infra';

/** NOTIFY channel; payload `<name>:<position>` (positions never contain ':'). */
export const CHECKPOINT_CHANNEL = 'projection_checkpoint';

export async function ensureCheckpoint(q: Queryable, name: string): Promise<void> {
  await q.query(`INSERT INTO projection_checkpoints (name, position) VALUES ($1, '') ON CONFLICT (name) DO NOTHING`, [name]);
}

export async function readCheckpoint(q: Queryable, name: string): Promise<Position> {
  // Every read-your-writes wait asks it: prepared (a primary-key lookup, one plan for every name).
  const { rows } = await q.query<{ position: string }>('SELECT position FROM projection_checkpoints WHERE name = $1', [name], {
    prepared: true,
  });
  return rows[0]?.position ?? '';
}

export interface CheckpointRow {
  name: string;
  position: Position;
  updatedAt: string | null;
}

export async function readCheckpoints(q: Queryable, names?: readonly string[]): Promise<CheckpointRow[]> {
  const { rows } = names
    ? await q.query<{ name: string; position: string; updated_at: Date | string | null }>(
        'SELECT name, position, updated_at FROM projection_checkpoints WHERE name = ANY($1::text[])',
        [names],
      )
    : await q.query<{ name: string; position: string; updated_at: Date | string | null }>(
        'SELECT name, position, updated_at FROM projection_checkpoints',
      );
  return rows.map((row) => ({ name: row.name, position: row.position, updatedAt: toIso(row.updated_at) }));
}

/**
 * Compare-and-set: moves the checkpoint only if nobody else moved it since `from`.
 * Taking this row lock first also serialises two instances that race on the same batch.
 */
export async function moveCheckpoint(tx: Queryable, name: string, from: Position, to: Position): Promise<boolean> {
  const { rowCount } = await tx.query(
    'UPDATE projection_checkpoints SET position = $3, updated_at = now() WHERE name = $1 AND position = $2',
    [name, from, to],
    { prepared: true },
  );
  return rowCount === 1;
}

/**
 * moveCheckpoint that also says whether the projection has unresolved parked events, in the same
 * round trip: batches only look up their streams' parked events when there are any.
 */
export async function moveCheckpointNotingParked(
  tx: Queryable,
  name: string,
  from: Position,
  to: Position,
): Promise<{ moved: boolean; anyParked: boolean }> {
  const { rows } = await tx.query<{ any_parked: boolean }>(
    `UPDATE projection_checkpoints SET position = $3, updated_at = now() WHERE name = $1 AND position = $2
     RETURNING EXISTS (SELECT 1 FROM projection_parked_events WHERE projection = $1 AND resolved_at IS NULL) AS any_parked`,
    [name, from, to],
    // Prepared, as every statement of a batch's fixed part: on PGlite parsing and planning it cost as much as running it.
    { prepared: true },
  );
  const row = rows[0];
  return { moved: row !== undefined, anyParked: row?.any_parked === true };
}

/**
 * moveCheckpoint and its NOTIFY (sent at commit) in one autocommit statement: a batch that holds
 * none of the projection's events has nothing else to write, and most batches of most projections
 * are such (22 projections follow the log; an import's events concern five of them).
 * Committed without waiting for the WAL flush (synchronous_commit off for this transaction): a
 * crash may lose the move, which only means passing over the same events again; meanwhile the
 * many passes of an import do not queue their flushes (and the notify lock held across each)
 * before the appends' and the writing batches' commits (issue 25).
 */
export async function moveCheckpointAndNotify(q: Queryable, name: string, from: Position, to: Position): Promise<boolean> {
  const { rows } = await q.query(
    `WITH moved AS (UPDATE projection_checkpoints SET position = $3, updated_at = now() WHERE name = $1 AND position = $2 RETURNING name)
     SELECT pg_notify($4, $5) FROM moved, (SELECT set_config('synchronous_commit', 'off', true)) AS relaxed`,
    [name, from, to, CHECKPOINT_CHANNEL, formatCheckpointPayload(name, to)],
    { prepared: true },
  );
  return rows.length === 1;
}

export function formatCheckpointPayload(name: string, position: Position): string {
  return `${name}:${position}`;
}

export function parseCheckpointPayload(payload: string): { name: string; position: Position } | undefined {
  const colon = payload.lastIndexOf(':');
  if (colon < 0) return undefined;
  return { name: payload.slice(0, colon), position: payload.slice(colon + 1) };
}

// timestamptz: both backends give a Date; a string is passed through as it came.
function toIso(value: Date | string | null): string | null {
  if (value === null) return null;
  return value instanceof Date ? value.toISOString() : value;
}
