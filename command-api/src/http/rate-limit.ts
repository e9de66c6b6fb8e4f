import { RateLimitedError } from '@life/domain';
import { returnTokens, takeTokens, type TokenBucket } from '@life/infra/rate-limits';
import type { Context, Middleware } from 'koa';
import { DEFAULT_WRITE_LIMIT, type WriteLimit } from '../config';
import type { AppDeps } from '../deps';
import type { Logger } from '../logger';
import { currentAuth } from './auth';
import { toErrorResponse } from './errors';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Sign-in and sign-up have their own limits (auth/rate-limit.ts); signing out must always work. */
const OWN_LIMITS = new Set(['/api/auth/login', '/api/auth/register', '/api/auth/logout']);

export function writeLimitMessage(seconds: number): string {
  return `Too many changes, try again in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}`;
}

/** One bucket per user, whichever credential (session or API token) the request came with. */
export function writeLimitKey(userId: string): string {
  return `write:${userId}`;
}

/** The bucket behind a limit; undefined when the limit is off (0 per second). */
export function writeBucket(limit: WriteLimit): TokenBucket | undefined {
  return limit.perSecond > 0 ? { intervalMs: 1000 / limit.perSecond, burst: limit.burst } : undefined;
}

/** A request answered 4xx was refused before writing anything (the same rule idempotency.ts keeps). */
function refused(status: number | undefined): boolean {
  return status !== undefined && status >= 400 && status < 500;
}

/**
 * Per-user write limit: every POST, PUT, PATCH and DELETE of a signed-in user (session or API
 * token, one bucket per user) takes a token from a bucket of `burst` tokens refilled at `perSecond`;
 * an empty bucket is a 429 `{ error }` with Retry-After (whole seconds). A bulk request is one write
 * like any other: its size is bounded by the route. A request answered 4xx wrote nothing and gives
 * its token back, so a client is limited by what it writes, not by its mistakes. The buckets live in
 * PostgreSQL (PGlite in embedded mode), like sign-in failures: every API process draws from the same
 * one, with one statement per write. Mounted after authentication and before Idempotency-Key replay.
 */
export function writeRateLimit(deps: Pick<AppDeps, 'db' | 'clock' | 'config' | 'logger'>): Middleware {
  const bucket = writeBucket(deps.config.writeLimit ?? DEFAULT_WRITE_LIMIT);
  return async (ctx, next) => {
    const userId = currentAuth(ctx)?.userId;
    if (!bucket || !userId || !WRITE_METHODS.has(ctx.method) || OWN_LIMITS.has(ctx.path)) {
      await next();
      return;
    }
    const key = writeLimitKey(userId);
    const { waitMs } = await takeTokens(deps.db, key, bucket, deps.clock());
    if (waitMs !== undefined) {
      const seconds = Math.max(1, Math.ceil(waitMs / 1000));
      throw new RateLimitedError(writeLimitMessage(seconds), seconds);
    }
    try {
      await next();
    } catch (error) {
      if (refused(toErrorResponse(error)?.status)) await giveBack(deps, ctx, key, bucket);
      throw error;
    }
    if (refused(ctx.status)) await giveBack(deps, ctx, key, bucket);
  };
}

async function giveBack(deps: { db: AppDeps['db']; logger: Logger }, ctx: Context, key: string, bucket: TokenBucket): Promise<void> {
  try {
    await returnTokens(deps.db, key, bucket);
  } catch (error) {
    // The answer stands; the user only loses one token.
    ((ctx.state as { log?: Logger }).log ?? deps.logger).warn({ err: error }, 'could not return a write token');
  }
}
