import type { Queryable } from '../db/types';
import { toDate } from './timestamps';

/**
 * The `api_tokens` table (migration 0021): personal API tokens, stored as the sha256 of the
 * secret. Generating and hashing secrets is command-api's job; this module only stores rows.
 */
export interface ApiTokenRow {
  id: string;
  userId: string;
  name: string;
  createdAt: Date;
  lastUsedAt: Date | null;
}

export async function insertApiToken(
  q: Queryable,
  token: { id: string; userId: string; name: string; tokenHash: string; createdAt: Date },
): Promise<void> {
  await q.query('INSERT INTO api_tokens (id, user_id, name, token_hash, created_at) VALUES ($1, $2, $3, $4, $5)', [
    token.id,
    token.userId,
    token.name,
    token.tokenHash,
    token.createdAt.toISOString(),
  ]);
}

interface Row {
  id: string;
  user_id: string;
  name: string;
  created_at: unknown;
  last_used_at: unknown;
}

const COLUMNS = 'id, user_id, name, created_at, last_used_at';

function toApiToken(row: Row): ApiTokenRow {
  return {
    id: row.id,
    userId: row.user_id,
    name: row.name,
    createdAt: toDate(row.created_at),
    lastUsedAt: row.last_used_at == null ? null : toDate(row.last_used_at),
  };
}

/** The user's tokens, oldest first. */
export async function listApiTokens(q: Queryable, userId: string): Promise<ApiTokenRow[]> {
  const { rows } = await q.query<Row>(`SELECT ${COLUMNS} FROM api_tokens WHERE user_id = $1 ORDER BY created_at, id`, [userId]);
  return rows.map(toApiToken);
}

/** The token with this hash, whoever owns it. */
export async function findApiTokenByHash(q: Queryable, tokenHash: string): Promise<ApiTokenRow | undefined> {
  const { rows } = await q.query<Row>(`SELECT ${COLUMNS} FROM api_tokens WHERE token_hash = $1`, [tokenHash]);
  return rows[0] ? toApiToken(rows[0]) : undefined;
}

export async function touchApiToken(q: Queryable, id: string, lastUsedAt: Date): Promise<void> {
  await q.query('UPDATE api_tokens SET last_used_at = $2 WHERE id = $1', [id, lastUsedAt.toISOString()]);
}

/** Deletes the user's token (`id` must be a uuid); false when the user has no such token. */
export async function deleteApiToken(q: Queryable, userId: string, id: string): Promise<boolean> {
  const { rowCount } = await q.query('DELETE FROM api_tokens WHERE id = $1 AND user_id = $2', [id, userId]);
  return rowCount > 0;
}

/** Revokes every token of the user; returns how many. */
export async function deleteApiTokensOfUser(q: Queryable, userId: string): Promise<number> {
  const { rowCount } = await q.query('DELETE FROM api_tokens WHERE user_id = $1', [userId]);
  return rowCount;
}
