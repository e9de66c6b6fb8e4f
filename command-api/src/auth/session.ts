import { randomBytes } from 'node:crypto';
import type Koa from 'koa';
import type { Context, Middleware } from 'koa';
import { createSession } from 'koa-session';
import type { AppDeps } from '../deps';
import { sessionStore } from './session-store';

export const SESSION_COOKIE = 'life.sid';
export const SESSION_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

/** The bits of koa-session's Session we use (its typings do not extend Koa's Context). */
interface AppSession {
  userId?: string;
  regenerate(): Promise<void>;
}

export function sessionOf(ctx: Context): AppSession | null {
  return (ctx as unknown as { session: AppSession | null }).session;
}

/**
 * Cookie sessions backed by PostgreSQL: HttpOnly, SameSite=Lax, 30 days rolling, signed with
 * SESSION_SECRET (app.keys). Secure is left to the request: set when it arrived over HTTPS
 * (X-Forwarded-Proto counts when TRUST_PROXY is on, via app.proxy).
 */
export function sessionMiddleware(app: Koa, deps: Pick<AppDeps, 'db' | 'clock'>): Middleware {
  return createSession(
    {
      key: SESSION_COOKIE,
      maxAge: SESSION_MAX_AGE_MS,
      rolling: true,
      httpOnly: true,
      sameSite: 'lax',
      signed: true,
      store: sessionStore(deps.db, deps.clock),
      genid: () => randomBytes(32).toString('base64url'),
    },
    app,
  ) as Middleware;
}

/** A fresh session id at sign-in, so an id planted before login (session fixation) is worthless. */
export async function signIn(ctx: Context, userId: string): Promise<void> {
  const session = sessionOf(ctx);
  if (!session) throw new Error('session middleware missing');
  session.userId = userId;
  await session.regenerate();
}

/** Deletes the session row and clears the cookie (koa-session does both when set to null). */
export function signOut(ctx: Context): void {
  (ctx as unknown as { session: null }).session = null;
}
