import type { Queryable } from '../db/types';
import { toDate } from './timestamps';

/**
 * The `login_failures` table (migration 0022): failed sign-ins per normalised e-mail, shared by
 * every API process. The lock-out policy (how many, how long) lives in command-api.
 */

/**
 * When the (`skip` + 1)th most recent failure of `email` after `since` happened, or undefined when
 * there are not that many: the failure whose ageing-out lifts a block.
 */
export async function nthRecentLoginFailure(q: Queryable, email: string, since: Date, skip: number): Promise<Date | undefined> {
  const { rows } = await q.query<{ attempted_at: unknown }>(
    `SELECT attempted_at FROM login_failures
     WHERE email = $1 AND attempted_at > $2
     ORDER BY attempted_at DESC OFFSET $3 LIMIT 1`,
    [email, since.toISOString(), skip],
  );
  return rows[0] ? toDate(rows[0].attempted_at) : undefined;
}

export async function insertLoginFailure(q: Queryable, email: string, at: Date): Promise<void> {
  await q.query('INSERT INTO login_failures (email, attempted_at) VALUES ($1, $2)', [email, at.toISOString()]);
}

/** Deletes this address's failures at or before `cutoff` (aged out of any window). */
export async function deleteLoginFailuresUpTo(q: Queryable, email: string, cutoff: Date): Promise<void> {
  await q.query('DELETE FROM login_failures WHERE email = $1 AND attempted_at <= $2', [email, cutoff.toISOString()]);
}

export async function deleteLoginFailures(q: Queryable, email: string): Promise<void> {
  await q.query('DELETE FROM login_failures WHERE email = $1', [email]);
}
