import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { deleteApiToken, findApiTokenByHash, insertApiToken, listApiTokens, touchApiToken, type Queryable } from '@life/infra';
import { isUuid } from '../http/ids';

/** Recognisable prefix (secret scanners, support) + 256 random bits. */
const TOKEN_PREFIX = 'life_pat_';
const LAST_USED_RESOLUTION_MS = 60 * 60 * 1000;

export interface TokenView {
  id: string;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
}

/** Only this hash is stored (infra's api_tokens repository); a database leak does not leak usable tokens. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export async function createToken(db: Queryable, userId: string, name: string, now: Date) {
  const id = randomUUID();
  const token = TOKEN_PREFIX + randomBytes(32).toString('base64url');
  await insertApiToken(db, { id, userId, name, tokenHash: hashToken(token), createdAt: now });
  return { id, name, token, createdAt: now.toISOString() };
}

export async function listTokens(db: Queryable, userId: string): Promise<TokenView[]> {
  const rows = await listApiTokens(db, userId);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  }));
}

/** False when there is no such token of this user (foreign and missing look the same). */
export async function revokeToken(db: Queryable, userId: string, id: string): Promise<boolean> {
  // A malformed id cannot be a token, and would fail the uuid cast.
  if (!isUuid(id)) return false;
  return deleteApiToken(db, userId, id);
}

/** The owner of a presented token, or undefined. */
export async function findToken(
  db: Queryable,
  token: string,
  now: Date,
): Promise<{ id: string; userId: string; name: string } | undefined> {
  if (!token.startsWith(TOKEN_PREFIX)) return undefined;
  const row = await findApiTokenByHash(db, hashToken(token));
  if (!row) return undefined;
  const lastUsed = row.lastUsedAt?.getTime() ?? 0;
  // Hourly resolution is plenty for "last used", and spares a write on every request.
  if (now.getTime() - lastUsed > LAST_USED_RESOLUTION_MS) await touchApiToken(db, row.id, now);
  return { id: row.id, userId: row.userId, name: row.name };
}
