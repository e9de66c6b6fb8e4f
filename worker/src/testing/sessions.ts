import type { Queryable } from '@life/infra';

/** Ids of the stored sessions (sessions are written with infra's saveSession). */
export async function sessionIds(db: Queryable): Promise<string[]> {
  const { rows } = await db.query<{ id: string }>('SELECT id FROM sessions ORDER BY id');
  return rows.map((r) => r.id);
}
