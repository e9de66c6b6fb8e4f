import type { Queryable } from '../db/types';
import { toDate } from './timestamps';

/**
 * The `sessions` table (migration 0020): koa-session's server-side store, one row per cookie id.
 * command-api adapts this to koa-session; the worker's daily job deletes expired rows.
 */
export interface StoredSession {
  data: Record<string, unknown>;
  expiresAt: Date;
}

/** The session with this id when it has not expired at `now`. */
export async function findSession(q: Queryable, id: string, now: Date): Promise<StoredSession | undefined> {
  const { rows } = await q.query<{ data: unknown; expires_at: unknown }>(
    'SELECT data, expires_at FROM sessions WHERE id = $1 AND expires_at > $2',
    [id, now.toISOString()],
    // Every signed-in request asks it: prepared (a primary-key lookup, one plan for every id).
    { prepared: true },
  );
  const row = rows[0];
  if (!row) return undefined;
  const data = (typeof row.data === 'string' ? JSON.parse(row.data) : row.data) as Record<string, unknown>;
  return { data, expiresAt: toDate(row.expires_at) };
}

/** Insert or replace the session's data and expiry. */
export async function saveSession(q: Queryable, id: string, data: Record<string, unknown>, expiresAt: Date): Promise<void> {
  await q.query(
    `INSERT INTO sessions (id, data, expires_at) VALUES ($1, $2, $3)
     ON CONFLICT (id) DO UPDATE SET data = EXCLUDED.data, expires_at = EXCLUDED.expires_at`,
    [id, JSON.stringify(data), expiresAt.toISOString()],
  );
}

export async function deleteSession(q: Queryable, id: string): Promise<void> {
  await q.query('DELETE FROM sessions WHERE id = $1', [id]);
}

/** Signs the user out everywhere (every session whose data names them); returns how many. */
export async function deleteSessionsOfUser(q: Queryable, userId: string): Promise<number> {
  const { rowCount } = await q.query(`DELETE FROM sessions WHERE data->>'userId' = $1`, [userId]);
  return rowCount;
}

/** Deletes sessions that expired before `now`; returns how many. */
export async function deleteExpiredSessions(q: Queryable, now: Date): Promise<number> {
  const { rowCount } = await q.query('DELETE FROM sessions WHERE expires_at < $1', [now.toISOString()]);
  return rowCount;
}

/** False on a database that has not run migration 0020 (the worker may start against one). */
export async function sessionsTableExists(q: Queryable): Promise<boolean> {
  const { rows } = await q.query<{ present: boolean }>(`SELECT to_regclass('sessions') IS NOT NULL AS present`);
  return rows[0]?.present === true;
}
