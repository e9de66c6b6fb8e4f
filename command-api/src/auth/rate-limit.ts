import { RateLimitedError } from '@life/domain';
import { deleteLoginFailures, deleteLoginFailuresUpTo, insertLoginFailure, nthRecentLoginFailure, type Queryable } from '@life/infra';

export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const MAX_LOGIN_FAILURES = 10;

/**
 * Failed sign-ins per e-mail live in PostgreSQL (login_failures, via the infra repository), so
 * every API process counts the same attempts. Sliding window: blocked while the last 15 minutes hold 10 failures.
 */
export async function assertLoginAllowed(db: Queryable, email: string, now: Date): Promise<void> {
  const windowStart = new Date(now.getTime() - LOGIN_WINDOW_MS);
  // The 10th most recent failure inside the window decides: the block lifts when it ages out.
  const decisive = await nthRecentLoginFailure(db, email, windowStart, MAX_LOGIN_FAILURES - 1);
  if (!decisive) return;
  const unblockAt = decisive.getTime() + LOGIN_WINDOW_MS;
  const waitMs = Math.max(1000, unblockAt - now.getTime());
  const minutes = Math.ceil(waitMs / 60_000);
  throw new RateLimitedError(`Too many attempts, try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`, waitMs / 1000);
}

export async function recordLoginFailure(db: Queryable, email: string, now: Date): Promise<void> {
  await insertLoginFailure(db, email, now);
  // Lazy clean-up of this address's aged-out rows keeps the table small without a job.
  await deleteLoginFailuresUpTo(db, email, new Date(now.getTime() - LOGIN_WINDOW_MS));
}

/** A successful sign-in starts the count afresh. */
export async function clearLoginFailures(db: Queryable, email: string): Promise<void> {
  await deleteLoginFailures(db, email);
}
