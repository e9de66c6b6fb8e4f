import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db/types';

/**
 * The `import_locks` table (migration 0131): while a user's import of one scope runs, a second one
 * of that scope is refused, so two uploads of the same file cannot both pass the duplicate check.
 * One statement takes the lock (of two concurrent takers one wins); a lock taken at or before
 * `staleBefore` belongs to a process that died mid-import and is taken over.
 */
export type ImportLockScope = 'bank' | 'apple-health' | 'mfp';

/** The token to release with, or undefined while another import of the scope holds it. */
export async function takeImportLock(
  q: Queryable,
  userId: string,
  scope: ImportLockScope,
  now: Date,
  staleBefore: Date,
): Promise<string | undefined> {
  const token = randomUUID();
  const { rows } = await q.query<{ token: string }>(
    `INSERT INTO import_locks (user_id, scope, token, locked_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (user_id, scope) DO UPDATE SET token = EXCLUDED.token, locked_at = EXCLUDED.locked_at
       WHERE import_locks.locked_at <= $5
     RETURNING token::text AS token`,
    [userId, scope, token, now, staleBefore],
  );
  return rows[0]?.token === token ? token : undefined;
}

/** Releases the lock if it is still this token's (a taken-over lock is left to its new holder). */
export async function releaseImportLock(q: Queryable, userId: string, scope: ImportLockScope, token: string): Promise<void> {
  await q.query('DELETE FROM import_locks WHERE user_id = $1 AND scope = $2 AND token = $3', [userId, scope, token]);
}
