import { randomUUID } from 'node:crypto';
import { toDate } from './auth/timestamps';
import type { Queryable } from './db/types';

/**
 * The `idempotency_keys` table (migration 0023): one row per (user, Idempotency-Key), holding the
 * hash of the first request and, once it finished, its answer. The policy (which requests, which
 * answers are kept, for how long) lives in command-api's idempotency middleware; the worker's daily
 * maintenance deletes old rows.
 */
export interface StoredResponse {
  status: number;
  headers: Record<string, string>;
  body: unknown;
}

export interface IdempotencyKeyRow {
  requestHash: string;
  createdAt: Date;
  /** When the running request took the key; undefined once it finished or was released. */
  claimedAt?: Date;
  /** Undefined while the first request is still running. */
  response?: StoredResponse;
}

/** A key taken for a request: the seed its new ids derive from, and whether an earlier run had it. */
export interface IdempotencyClaim {
  idSeed: string;
  /** True when the key was taken over from an earlier run of the same request (released or stale). */
  rerun: boolean;
}

/**
 * Takes the key for a request. A new key (or one held only by a row created at or before
 * `expiredAt`, which is replaced) gets a fresh id seed. The same request may also take over a row
 * still marked running when its earlier run released it (claimed_at NULL) or claimed it at or
 * before `staleBefore` (that process died); it keeps the row's seed, so the run derives the same
 * ids and writes nothing twice. One statement, so of two concurrent claims one wins.
 * Undefined: the key is held (another request, a finished answer, or a run still in progress).
 */
export async function claimIdempotencyKey(
  q: Queryable,
  claim: { userId: string; key: string; requestHash: string; now: Date; expiredAt: Date; staleBefore?: Date },
): Promise<IdempotencyClaim | undefined> {
  const freshSeed = randomUUID();
  const { rows } = await q.query<{ id_seed: string }>(
    `INSERT INTO idempotency_keys (user_id, key, request_hash, created_at, claimed_at, id_seed) VALUES ($1, $2, $3, $4, $4, $7)
     ON CONFLICT (user_id, key) DO UPDATE
       SET request_hash = EXCLUDED.request_hash,
           created_at = CASE WHEN idempotency_keys.created_at <= $5 THEN EXCLUDED.created_at ELSE idempotency_keys.created_at END,
           id_seed = CASE WHEN idempotency_keys.created_at <= $5 THEN EXCLUDED.id_seed ELSE idempotency_keys.id_seed END,
           claimed_at = EXCLUDED.claimed_at, status = NULL, response = NULL
       WHERE idempotency_keys.created_at <= $5
          OR (idempotency_keys.status IS NULL AND idempotency_keys.request_hash = EXCLUDED.request_hash
              AND (idempotency_keys.claimed_at IS NULL OR idempotency_keys.claimed_at <= $6))
     RETURNING id_seed::text AS id_seed`,
    [
      claim.userId,
      claim.key,
      claim.requestHash,
      claim.now.toISOString(),
      claim.expiredAt.toISOString(),
      claim.staleBefore ? claim.staleBefore.toISOString() : '-infinity',
      freshSeed,
    ],
  );
  const row = rows[0];
  return row ? { idSeed: row.id_seed, rerun: row.id_seed !== freshSeed } : undefined;
}

export async function findIdempotencyKey(q: Queryable, userId: string, key: string): Promise<IdempotencyKeyRow | undefined> {
  const { rows } = await q.query<{
    request_hash: string;
    created_at: unknown;
    claimed_at: unknown;
    status: number | null;
    response: unknown;
  }>('SELECT request_hash, created_at, claimed_at, status, response FROM idempotency_keys WHERE user_id = $1 AND key = $2', [userId, key]);
  const row = rows[0];
  if (!row) return undefined;
  const result: IdempotencyKeyRow = { requestHash: row.request_hash, createdAt: toDate(row.created_at) };
  if (row.claimed_at !== null && row.status === null) result.claimedAt = toDate(row.claimed_at);
  if (row.status !== null) {
    const stored = (typeof row.response === 'string' ? JSON.parse(row.response) : row.response) as Omit<StoredResponse, 'status'>;
    result.response = { status: Number(row.status), headers: stored.headers, body: stored.body };
  }
  return result;
}

/** Records the first request's answer, to be replayed to retries. */
export async function completeIdempotencyKey(q: Queryable, userId: string, key: string, response: StoredResponse): Promise<void> {
  await q.query('UPDATE idempotency_keys SET status = $3, response = $4 WHERE user_id = $1 AND key = $2', [
    userId,
    key,
    response.status,
    JSON.stringify({ headers: response.headers, body: response.body ?? null }),
  ]);
}

/**
 * Lets the same request take the key again at once (its run failed, perhaps after writing): the
 * row keeps its request hash and id seed, so the retry derives the same ids and cannot write twice.
 */
export async function releaseIdempotencyKey(q: Queryable, userId: string, key: string): Promise<void> {
  await q.query('UPDATE idempotency_keys SET claimed_at = NULL WHERE user_id = $1 AND key = $2 AND status IS NULL', [userId, key]);
}

/** Frees a key whose request is still marked running and was refused before writing, so any request may use it. */
export async function forgetIdempotencyKey(q: Queryable, userId: string, key: string): Promise<void> {
  await q.query('DELETE FROM idempotency_keys WHERE user_id = $1 AND key = $2 AND status IS NULL', [userId, key]);
}

/** Deletes keys created before `cutoff`; returns how many. */
export async function deleteIdempotencyKeysCreatedBefore(q: Queryable, cutoff: Date): Promise<number> {
  const { rowCount } = await q.query('DELETE FROM idempotency_keys WHERE created_at < $1', [cutoff.toISOString()]);
  return rowCount;
}

/** False on a database that has not run migration 0023 (the worker may start against one). */
export async function idempotencyKeysTableExists(q: Queryable): Promise<boolean> {
  const { rows } = await q.query<{ present: boolean }>(`SELECT to_regclass('idempotency_keys') IS NOT NULL AS present`);
  return rows[0]?.present === true;
}
