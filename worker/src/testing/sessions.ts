import type { Queryable } from '@life/infra';

/** Sessions as command-api stores them (migration 0020_sessions.sql). */
export async function insertSession(db: Queryable, id: string, expiresAt: Date): Promise<void> {
  await db.query(`INSERT INTO sessions (id, data, expires_at) VALUES ($1, '{}'::jsonb, $2)`, [id, expiresAt.toISOString()]);
}

export async function sessionIds(db: Queryable): Promise<string[]> {
  const { rows } = await db.query<{ id: string }>('SELECT id FROM sessions ORDER BY id');
  return rows.map((r) => r.id);
}
