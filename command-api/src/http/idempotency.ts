import { createHash } from 'node:crypto';
import { ConflictError, ValidationError } from '@life/domain';
import {
  claimIdempotencyKey,
  completeIdempotencyKey,
  findIdempotencyKey,
  forgetIdempotencyKey,
  releaseIdempotencyKey,
  type IdempotencyKeyRow,
  type StoredResponse,
} from '@life/infra';
import type { Context, Middleware } from 'koa';
import type { AppDeps } from '../deps';
import type { Logger } from '../logger';
import { currentAuth } from './auth';
import { readJsonBody } from './body';
import { toErrorResponse } from './errors';
import { setIdSeed } from './new-ids';

export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
/** How long a key's first answer is replayed (the worker's daily maintenance deletes older rows). */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60 * 1000;
/**
 * A key still marked running after this long belongs to a process that died (SIGKILL, power loss)
 * between its write and its answer: a retry takes it over and runs again with the same ids. Far
 * above any live request (read-your-writes waits 2 s); even a live one overtaken cannot write twice.
 */
export const IDEMPOTENCY_STALE_CLAIM_MS = 60 * 1000;
const KEY_FORMAT = /^[\x21-\x7e]{1,255}$/;
/** Response headers a replay repeats (the body and status always). */
const REPLAYED_HEADERS = ['X-Position', 'Location'] as const;
/** 4xx answers that depend on more than the request (credentials, a race, a rate limit), given before any write: the key is freed. */
const NOT_STORED_4XX = new Set([401, 403, 409, 429]);

export const idempotencyMessages = {
  invalidKey: 'Idempotency-Key must be 1 to 255 visible ASCII characters',
  reused: 'This Idempotency-Key was already used for a different request',
  inProgress: 'A request with this Idempotency-Key is still in progress',
};

/**
 * Auth routes ignore the key: register, login and logout answer with a session cookie, which
 * a replay must neither repeat nor skip (and a second registration is already a 409), and a
 * token's answer holds its secret, which is never stored. Every other POST is a create.
 */
function acceptsKey(ctx: Context): boolean {
  return ctx.method === 'POST' && !ctx.path.startsWith('/api/auth/');
}

/**
 * Safe retries of creates: a POST with an `Idempotency-Key` header (per user, kept 24 hours,
 * in PostgreSQL) runs once. A retry with the same key and the same method, path and body gets
 * the first answer (status, body, X-Position) and writes nothing; with another request, 422;
 * while the first is still running, 409. Stored answers: 2xx and 4xx but 401/403/409/429, which
 * free the key (refused before writing). Any other outcome (5xx, or a failure after the write, e.g.
 * a 503 while the read model catches up) releases the key to the same request only: the route's
 * new ids derive from the key's seed (new-ids.ts), so the retry finds its events already stored and
 * answers as the first would have, writing nothing. A run whose process died keeps the key marked
 * running; after IDEMPOTENCY_STALE_CLAIM_MS a retry takes it over the same way. Sits after
 * authentication and around the routers, so it sees the final answer, including the errors they
 * throw on their way to the error middleware.
 */
export function idempotency(deps: Pick<AppDeps, 'db' | 'clock' | 'logger'>, bodyLimitFor: (ctx: Context) => number): Middleware {
  return async (ctx, next: () => Promise<void>) => {
    const key = ctx.headers['idempotency-key'];
    if (key === undefined || !acceptsKey(ctx)) return next();
    if (typeof key !== 'string' || !KEY_FORMAT.test(key)) throw ValidationError.of(IDEMPOTENCY_KEY_HEADER, idempotencyMessages.invalidKey);
    const userId = currentAuth(ctx)?.userId;
    if (!userId) return next(); // the route answers 401; nothing to scope a key to

    const requestHash = hashRequest(ctx.method, ctx.url, await readJsonBody(ctx, bodyLimitFor(ctx)));
    const now = deps.clock();
    const expiredAt = new Date(now.getTime() - IDEMPOTENCY_KEY_TTL_MS);
    const staleBefore = new Date(now.getTime() - IDEMPOTENCY_STALE_CLAIM_MS);
    const claim = await claimIdempotencyKey(deps.db, { userId, key, requestHash, now, expiredAt, staleBefore });
    if (!claim) {
      answerFromStore(ctx, await findIdempotencyKey(deps.db, userId, key), requestHash);
      return;
    }
    setIdSeed(ctx, claim.idSeed, claim.rerun);

    const log = (ctx.state as { log?: Logger }).log ?? deps.logger;
    if (claim.rerun) log.info('running an unanswered Idempotency-Key request again (its ids are unchanged)');
    const settle = (outcome: Outcome) =>
      settleKey(deps, userId, key, outcome).catch((error: unknown) =>
        log.warn({ err: error }, 'could not record the Idempotency-Key outcome'),
      );
    try {
      await next();
    } catch (error) {
      const mapped = toErrorResponse(error);
      await settle({ status: mapped?.status ?? 500, body: mapped?.body, headers: replayedHeaders(ctx) });
      throw error;
    }
    await settle({ status: ctx.status, body: ctx.body, headers: replayedHeaders(ctx) });
  };
}

type Outcome = StoredResponse;

async function settleKey(deps: Pick<AppDeps, 'db'>, userId: string, key: string, outcome: Outcome): Promise<void> {
  const { status } = outcome;
  const deterministic = (status >= 200 && status < 300) || (status >= 400 && status < 500 && !NOT_STORED_4XX.has(status));
  if (deterministic) return completeIdempotencyKey(deps.db, userId, key, outcome);
  if (NOT_STORED_4XX.has(status) && !outcome.headers['X-Position']) return forgetIdempotencyKey(deps.db, userId, key);
  // A 5xx may come after the write (a read-model timeout, a lost connection after COMMIT): keep
  // the seed, so the retry derives the same ids and answers from the stored events.
  return releaseIdempotencyKey(deps.db, userId, key);
}

function answerFromStore(ctx: Context, row: IdempotencyKeyRow | undefined, requestHash: string): void {
  if (row && row.requestHash !== requestHash) {
    // 422 (no DomainError kind of its own): the key is fine, the request does not match it.
    ctx.status = 422;
    ctx.body = { error: idempotencyMessages.reused };
    return;
  }
  // No row: it was freed between our claim and this read, so its request is just finishing.
  if (!row?.response) throw new ConflictError(idempotencyMessages.inProgress);
  ctx.status = row.response.status;
  for (const [name, value] of Object.entries(row.response.headers)) ctx.set(name, value);
  ctx.set('Idempotent-Replayed', 'true');
  if (row.response.body != null) ctx.body = row.response.body; // a null body (204) stays unset, keeping the status
}

function replayedHeaders(ctx: Context): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const name of REPLAYED_HEADERS) {
    const value = ctx.response.get(name);
    if (typeof value === 'string' && value !== '') headers[name] = value;
  }
  return headers;
}

/** sha256 of method, path with query, and the body as canonical JSON (keys sorted), so key order does not matter. */
export function hashRequest(method: string, url: string, body: unknown): string {
  return createHash('sha256')
    .update(`${method}\n${url}\n${canonicalJson(body)}`)
    .digest('hex');
}

/** Recursion is bounded: readJsonBody (body.ts) refused any body nested deeper than MAX_BODY_DEPTH. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map((item) => canonicalJson(item)).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    const entries = Object.keys(record)
      .sort()
      .map((name) => `${JSON.stringify(name)}:${canonicalJson(record[name])}`);
    return `{${entries.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}
