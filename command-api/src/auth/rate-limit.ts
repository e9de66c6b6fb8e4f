import { ConflictError, RateLimitedError } from '@life/domain';
import { userMessages } from '@life/domain/users/index';
import {
  deleteLoginFailures,
  deleteLoginFailuresUpTo,
  insertLoginFailure,
  nthRecentLoginFailure,
  nthRecentLoginFailureFromAddress,
  type Queryable,
} from '@life/infra';

export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
/** Failures of one e-mail from one address that lock that e-mail for that address. */
export const MAX_LOGIN_FAILURES = 10;
/**
 * Failures from one address across all e-mails that block every sign-in from it (credential
 * stuffing: one address trying many accounts). Three e-mails' worth of lock-outs: a household or
 * office behind one NAT, each mistyping now and then, stays far below it, while one machine trying
 * leaked pairs gets 2 tries a minute instead of hundreds a second.
 */
export const MAX_LOGIN_FAILURES_PER_ADDRESS = 30;
/*
 * No ceiling per e-mail across addresses: whoever controls that many addresses (a botnet, an IPv6
 * prefix, a cloud account) could reach any such ceiling and lock the owner out from everywhere,
 * the very defect this replaces. Guessing from many addresses is left to the password and scrypt.
 */

/**
 * Failed sign-ins live in PostgreSQL (login_failures, via the infra repository), so every API
 * process counts the same attempts. Sliding window: `email` is blocked for `address` while the last
 * 15 minutes hold 10 failures of it from there, and everything from `address` while they hold 30
 * failures from there of any e-mail. The owner signing in from elsewhere is never blocked.
 */
export async function assertLoginAllowed(db: Queryable, email: string, address: string, now: Date): Promise<void> {
  const windowStart = new Date(now.getTime() - LOGIN_WINDOW_MS);
  // The Nth most recent failure inside the window decides: the block lifts when it ages out.
  const [ofEmail, ofAddress] = await Promise.all([
    nthRecentLoginFailure(db, email, address, windowStart, MAX_LOGIN_FAILURES - 1),
    nthRecentLoginFailureFromAddress(db, address, windowStart, MAX_LOGIN_FAILURES_PER_ADDRESS - 1),
  ]);
  const decisive = [ofEmail, ofAddress].flatMap((at) => (at ? [at.getTime()] : []));
  if (decisive.length === 0) return;
  const unblockAt = Math.max(...decisive) + LOGIN_WINDOW_MS;
  const waitMs = Math.max(1000, unblockAt - now.getTime());
  const minutes = Math.ceil(waitMs / 60_000);
  throw new RateLimitedError(`Too many attempts, try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`, waitMs / 1000);
}

export async function recordLoginFailure(db: Queryable, email: string, address: string, now: Date): Promise<void> {
  await insertLoginFailure(db, email, address, now);
  // Lazy clean-up of this address's aged-out rows (every e-mail) keeps the table small without a job.
  await deleteLoginFailuresUpTo(db, address, new Date(now.getTime() - LOGIN_WINDOW_MS));
}

/**
 * A successful sign-in starts this e-mail's count from this address afresh. The address's other
 * failures stay: otherwise signing in to one's own account would reset a credential-stuffing count.
 */
export async function clearLoginFailures(db: Queryable, email: string, address: string): Promise<void> {
  await deleteLoginFailures(db, email, address);
}

/**
 * Registration answers 409 'Email already registered' (SPEC), which tells anyone that the address
 * has an account. Each such answer counts as a failed sign-in of that e-mail from that client
 * address, so probing through sign-up and through sign-in share one budget (the limits above; the
 * route checks `assertLoginAllowed` first), and an address blocked for probing cannot register.
 */
export async function recordRefusedRegistration(db: Queryable, error: unknown, email: string, address: string, now: Date): Promise<void> {
  if (error instanceof ConflictError && error.message === userMessages.emailTaken) await recordLoginFailure(db, email, address, now);
}
