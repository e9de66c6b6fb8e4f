import type { Context } from 'koa';

/** How the sign-in was opened; decides how the callback answers. */
export type SignInDisplay = 'popup' | 'page';

/** What the callback must check against the provider's answer (state, nonce, PKCE verifier). */
export interface SignInTransaction {
  state: string;
  nonce: string;
  codeVerifier: string;
  display: SignInDisplay;
}

export const TRANSACTION_COOKIE = 'life.oidc';
export const TRANSACTION_MAX_AGE_MS = 10 * 60 * 1000;
const COOKIE_PATH = '/api/auth/oidc';

/**
 * Kept in a signed (app.keys), HttpOnly cookie scoped to /api/auth/oidc for 10 minutes rather
 * than in the session: no session row for anonymous visitors. SameSite=Lax, because the
 * provider's redirect back is a top-level cross-site GET, which Lax cookies follow.
 * One use: the callback clears it before doing anything else.
 */
export function saveTransaction(ctx: Context, transaction: SignInTransaction, now: Date): void {
  // The expiry travels signed inside the value too: a copied cookie is worthless after 10 minutes.
  const value = { ...transaction, expiresAt: now.getTime() + TRANSACTION_MAX_AGE_MS };
  ctx.cookies.set(TRANSACTION_COOKIE, Buffer.from(JSON.stringify(value)).toString('base64url'), {
    signed: true,
    httpOnly: true,
    sameSite: 'lax',
    secure: ctx.secure,
    path: COOKIE_PATH,
    maxAge: TRANSACTION_MAX_AGE_MS,
    overwrite: true,
  });
}

/** Reads and clears the transaction; undefined when absent, expired, tampered with or malformed. */
export function takeTransaction(ctx: Context, now: Date): SignInTransaction | undefined {
  const raw = ctx.cookies.get(TRANSACTION_COOKIE, { signed: true });
  ctx.cookies.set(TRANSACTION_COOKIE, null, {
    path: COOKIE_PATH,
    signed: true,
    httpOnly: true,
    sameSite: 'lax',
    secure: ctx.secure,
    overwrite: true,
  });
  if (!raw) return undefined;
  try {
    const parsed = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) as Partial<SignInTransaction & { expiresAt: number }>;
    const { state, nonce, codeVerifier, display, expiresAt } = parsed;
    if (typeof state !== 'string' || typeof nonce !== 'string' || typeof codeVerifier !== 'string') return undefined;
    if (typeof expiresAt !== 'number' || expiresAt < now.getTime()) return undefined;
    return { state, nonce, codeVerifier, display: display === 'page' ? 'page' : 'popup' };
  } catch {
    return undefined;
  }
}
