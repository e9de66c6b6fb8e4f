import type { Queryable } from './db/types';

/**
 * The `rate_limits` table (migration 0026): token buckets shared by every API process, one row per
 * key, each kept as one number (GCRA): `full_at`, the moment in epoch milliseconds the bucket is
 * full again. The policy (which requests, how many, what a key is) lives in command-api.
 */
export interface TokenBucket {
  /** Milliseconds one token takes to come back (1000 / tokens per second). */
  intervalMs: number;
  /** How many tokens a full bucket holds: the burst allowed after a quiet spell. */
  burst: number;
}

/** Taken: `waitMs` is undefined. Refused: how long until `cost` tokens are there again. */
export interface TakeResult {
  waitMs?: number;
}

/**
 * Takes `cost` tokens from `key`'s bucket at `now`, or none when it holds fewer. One statement,
 * so concurrent requests of one key (from any process) never overdraw it. The CTE's second read
 * sees the row as it was before the statement, which is what a refusal's wait is computed from.
 */
export async function takeTokens(q: Queryable, key: string, bucket: TokenBucket, now: Date, cost = 1): Promise<TakeResult> {
  const costMs = cost * bucket.intervalMs;
  const capacityMs = bucket.burst * bucket.intervalMs;
  const { rows } = await q.query<{ taken: unknown; full_at: unknown }>(
    `WITH taken AS (
       INSERT INTO rate_limits AS r (key, full_at) VALUES ($1, $2::float8 + $3::float8)
       ON CONFLICT (key) DO UPDATE SET full_at = GREATEST(r.full_at, $2::float8) + $3::float8
       WHERE GREATEST(r.full_at, $2::float8) + $3::float8 - $2::float8 <= $4::float8
       RETURNING 1
     )
     SELECT (SELECT count(*) FROM taken) AS taken, (SELECT full_at FROM rate_limits WHERE key = $1) AS full_at`,
    [key, now.getTime(), costMs, capacityMs],
  );
  const row = rows[0];
  if (Number(row?.taken) > 0) return {};
  const fullAt = Math.max(Number(row?.full_at ?? 0), now.getTime());
  return { waitMs: Math.max(0, fullAt + costMs - capacityMs - now.getTime()) };
}

/** Gives `cost` tokens back (a request that turned out to write nothing). */
export async function returnTokens(q: Queryable, key: string, bucket: TokenBucket, cost = 1): Promise<void> {
  await q.query('UPDATE rate_limits SET full_at = full_at - $2::float8 WHERE key = $1', [key, cost * bucket.intervalMs]);
}
