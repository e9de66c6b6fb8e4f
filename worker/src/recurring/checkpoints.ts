import type { Position, Queryable } from '@life/infra';

/** The worker's subscription checkpoints (migration 0055 worker_checkpoints); START ('') before any. */
export async function readWorkerCheckpoint(q: Queryable, name: string): Promise<Position> {
  const { rows } = await q.query<{ position: string }>('SELECT position FROM worker_checkpoints WHERE name = $1', [name]);
  return rows[0]?.position ?? '';
}

/**
 * Moves the checkpoint to `position` unless it is already there or further: two dispatchers on one
 * database (several worker processes) can only move it forward, never back over work handed on.
 */
export async function advanceWorkerCheckpoint(q: Queryable, name: string, position: Position): Promise<void> {
  await q.query(
    `INSERT INTO worker_checkpoints (name, position) VALUES ($1, $2)
     ON CONFLICT (name) DO UPDATE SET position = excluded.position, updated_at = now()
     WHERE worker_checkpoints.position < excluded.position`,
    [name, position],
  );
}
