import { RateLimitedError } from '@life/domain';
import type { Queryable } from '@life/infra';

export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const MAX_LOGIN_FAILURES = 10;

/**
 * Failed sign-ins per e-mail live in PostgreSQL (login_failures), so every API process
 * counts the same attempts. Sliding window: blocked while the last 15 minutes hold 10 failures.
 */
export async function assertLoginAllowed(db: Queryable, email: string, now: Date): Promise<void> {
  const windowStart = new Date(now.getTime() - LOGIN_WINDOW_MS).toISOString();
  // The 10th most recent failure inside the window decides: the block lifts when it ages out.
  const { rows } = await db.query<{ attempted_at: unknown }>(
    `SELECT attempted_at FROM login_failures
     WHERE email = $1 AND attempted_at > $2
     ORDER BY attempted_at DESC OFFSET $3 LIMIT 1`,
    [email, windowStart, MAX_LOGIN_FAILURES - 1],
  );
  const row = rows[0];
  if (!row) return;
  const unblockAt = new Date(row.attempted_at as string | Date).getTime() + LOGIN_WINDOW_MS;
  const waitMs = Math.max(1000, unblockAt - now.getTime());
  const minutes = Math.ceil(waitMs / 60_000);
  throw new RateLimitedError(`Too many attempts, try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`, waitMs / 1000);
}

export async function recordLoginFailure(db: Queryable, email: string, now: Date): Promise<void> {
  await db.query('INSERT INTO login_failures (email, attempted_at) VALUES ($1, $2)', [email, now.toISOString()]);
  // Lazy clean-up of this address's aged-out rows keeps the table small without a job.
  await db.query('DELETE FROM login_failures WHERE email = $1 AND attempted_at <= $2', [
    email,
    new Date(now.getTime() - LOGIN_WINDOW_MS).toISOString(),
  ]);
}

/** A successful sign-in starts the count afresh. */
export async function clearLoginFailures(db: Queryable, email: string): Promise<void> {
  await db.query('DELETE FROM login_failures WHERE email = $1', [email]);
}
