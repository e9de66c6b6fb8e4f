import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Queryable } from '@life/infra';

/** Recognisable prefix (secret scanners, support) + 256 random bits. */
const TOKEN_PREFIX = 'life_pat_';
const LAST_USED_RESOLUTION_MS = 60 * 60 * 1000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface TokenView {
  id: string;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
}

/** Only this hash is stored; a database leak does not leak usable tokens. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

const iso = (value: unknown) => (value == null ? null : new Date(value as string | Date).toISOString());

export async function createToken(db: Queryable, userId: string, name: string, now: Date) {
  const id = randomUUID();
  const token = TOKEN_PREFIX + randomBytes(32).toString('base64url');
  await db.query('INSERT INTO api_tokens (id, user_id, name, token_hash, created_at) VALUES ($1, $2, $3, $4, $5)', [
    id,
    userId,
    name,
    hashToken(token),
    now.toISOString(),
  ]);
  return { id, name, token, createdAt: now.toISOString() };
}

export async function listTokens(db: Queryable, userId: string): Promise<TokenView[]> {
  const { rows } = await db.query<{ id: string; name: string; created_at: unknown; last_used_at: unknown }>(
    'SELECT id, name, created_at, last_used_at FROM api_tokens WHERE user_id = $1 ORDER BY created_at, id',
    [userId],
  );
  return rows.map((row) => ({ id: row.id, name: row.name, createdAt: iso(row.created_at) ?? '', lastUsedAt: iso(row.last_used_at) }));
}

/** False when there is no such token of this user (foreign and missing look the same). */
export async function revokeToken(db: Queryable, userId: string, id: string): Promise<boolean> {
  if (!UUID.test(id)) return false;
  const { rowCount } = await db.query('DELETE FROM api_tokens WHERE id = $1 AND user_id = $2', [id, userId]);
  return rowCount > 0;
}

/** The owner of a presented token, or undefined. */
export async function findToken(db: Queryable, token: string, now: Date): Promise<{ id: string; userId: string } | undefined> {
  if (!token.startsWith(TOKEN_PREFIX)) return undefined;
  const { rows } = await db.query<{ id: string; user_id: string; last_used_at: unknown }>(
    'SELECT id, user_id, last_used_at FROM api_tokens WHERE token_hash = $1',
    [hashToken(token)],
  );
  const row = rows[0];
  if (!row) return undefined;
  const lastUsed = row.last_used_at == null ? 0 : new Date(row.last_used_at as string | Date).getTime();
  // Hourly resolution is plenty for "last used", and spares a write on every request.
  if (now.getTime() - lastUsed > LAST_USED_RESOLUTION_MS) {
    await db.query('UPDATE api_tokens SET last_used_at = $2 WHERE id = $1', [row.id, now.toISOString()]);
  }
  return { id: row.id, userId: row.user_id };
}
