import type { Queryable } from '../db/types';
import { toDate } from './timestamps';

/**
 * The `login_failures` table (migrations 0022, 0025): failed sign-ins per normalised e-mail and
 * client address, shared by every API process. The lock-out policy (how many, how long, what an
 * address is) lives in command-api.
 */

/**
 * When the (`skip` + 1)th most recent failure of `email` from `address` after `since` happened, or
 * undefined when there are not that many: the failure whose ageing-out lifts a block.
 */
export function nthRecentLoginFailure(q: Queryable, email: string, address: string, since: Date, skip: number): Promise<Date | undefined> {
  return nthRecentFailure(q, { email, address }, since, skip);
}

/** The same as `nthRecentLoginFailure` for every e-mail tried from `address`. */
export function nthRecentLoginFailureFromAddress(q: Queryable, address: string, since: Date, skip: number): Promise<Date | undefined> {
  return nthRecentFailure(q, { address }, since, skip);
}

async function nthRecentFailure(
  q: Queryable,
  match: { email?: string; address: string },
  since: Date,
  skip: number,
): Promise<Date | undefined> {
  const { rows } = await q.query<{ attempted_at: unknown }>(
    `SELECT attempted_at FROM login_failures
     WHERE (email = $1 OR $1 IS NULL) AND address = $2 AND attempted_at > $3
     ORDER BY attempted_at DESC OFFSET $4 LIMIT 1`,
    [match.email ?? null, match.address, since.toISOString(), skip],
  );
  return rows[0] ? toDate(rows[0].attempted_at) : undefined;
}

export async function insertLoginFailure(q: Queryable, email: string, address: string, at: Date): Promise<void> {
  await q.query('INSERT INTO login_failures (email, address, attempted_at) VALUES ($1, $2, $3)', [email, address, at.toISOString()]);
}

/** Deletes the failures from `address` (any e-mail) at or before `cutoff` (aged out of any window). */
export async function deleteLoginFailuresUpTo(q: Queryable, address: string, cutoff: Date): Promise<void> {
  await q.query('DELETE FROM login_failures WHERE address = $1 AND attempted_at <= $2', [address, cutoff.toISOString()]);
}

/** Deletes the failures of `email` from `address` only. */
export async function deleteLoginFailures(q: Queryable, email: string, address: string): Promise<void> {
  await q.query('DELETE FROM login_failures WHERE email = $1 AND address = $2', [email, address]);
}
