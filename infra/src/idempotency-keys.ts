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
  /** Undefined while the first request is still running. */
  response?: StoredResponse;
}

/**
 * Takes the key for a new request: true when it was free, or held only by a row created at or
 * before `expiredAt` (which is replaced). One statement, so of two concurrent claims one wins.
 */
export async function claimIdempotencyKey(
  q: Queryable,
  claim: { userId: string; key: string; requestHash: string; now: Date; expiredAt: Date },
): Promise<boolean> {
  const { rows } = await q.query(
    `INSERT INTO idempotency_keys (user_id, key, request_hash, created_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (user_id, key) DO UPDATE
       SET request_hash = EXCLUDED.request_hash, created_at = EXCLUDED.created_at, status = NULL, response = NULL
       WHERE idempotency_keys.created_at <= $5
     RETURNING 1 AS claimed`,
    [claim.userId, claim.key, claim.requestHash, claim.now.toISOString(), claim.expiredAt.toISOString()],
  );
  return rows.length === 1;
}

export async function findIdempotencyKey(q: Queryable, userId: string, key: string): Promise<IdempotencyKeyRow | undefined> {
  const { rows } = await q.query<{ request_hash: string; created_at: unknown; status: number | null; response: unknown }>(
    'SELECT request_hash, created_at, status, response FROM idempotency_keys WHERE user_id = $1 AND key = $2',
    [userId, key],
  );
  const row = rows[0];
  if (!row) return undefined;
  const result: IdempotencyKeyRow = { requestHash: row.request_hash, createdAt: toDate(row.created_at) };
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

/** Frees a key whose request is still marked running (it wrote nothing), so a retry runs again. */
export async function releaseIdempotencyKey(q: Queryable, userId: string, key: string): Promise<void> {
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
