import { randomBytes } from 'node:crypto';
import type Koa from 'koa';
import type { Context, Middleware } from 'koa';
import { createSession, type CreateSessionOptions } from 'koa-session';
import type { AppDeps } from '../deps';
import { setAuth } from '../http/auth';
import { sessionStore } from './session-store';

export const SESSION_COOKIE = 'life.sid';
/**
 * The name over HTTPS. Browsers accept a `__Host-` cookie only with Secure, Path=/ and no Domain,
 * so neither a plain-http page nor a sibling subdomain can plant or overwrite it.
 */
export const SECURE_SESSION_COOKIE = `__Host-${SESSION_COOKIE}`;
export const SESSION_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

/** The bits of koa-session's Session we use. */
interface AppSession {
  userId?: string;
  regenerate(): Promise<void>;
}

// What koa-session adds to every request's context (its own typings do not extend Koa's Context).
declare module 'koa' {
  interface DefaultContext {
    /** null after signOut: koa-session then deletes the row and clears the cookie. */
    session: AppSession | null;
    /** This request's own copy of the options, read before the cookie is. */
    sessionOptions: CreateSessionOptions;
  }
}

export function sessionOf(ctx: Context): AppSession | null {
  return ctx.session;
}

/** The session cookie's name for this request: `__Host-life.sid` over HTTPS, `life.sid` over plain http. */
export function sessionCookieName(ctx: Context): string {
  return ctx.secure ? SECURE_SESSION_COOKIE : SESSION_COOKIE;
}

/**
 * Cookie sessions backed by PostgreSQL: HttpOnly, SameSite=Lax, 30 days rolling, signed with
 * SESSION_SECRET (app.keys). Over HTTPS (a TLS socket, or X-Forwarded-Proto: https when
 * TRUST_PROXY is on, via app.proxy) the cookie is Secure and named `__Host-life.sid`; it is read
 * and written under that name only, so a `life.sid` planted over http is ignored there.
 */
export function sessionMiddleware(app: Koa, deps: Pick<AppDeps, 'db' | 'clock'>): Middleware {
  const session = createSession(
    {
      key: SESSION_COOKIE, // Path=/ (the cookies library's default), no Domain: what `__Host-` requires
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
  return (ctx, next): unknown => {
    // koa-session binds its options once per app; ctx.sessionOptions is this request's own copy,
    // read before the cookie is, so the name (and Secure) can follow the request's protocol.
    Object.assign(ctx.sessionOptions, { key: sessionCookieName(ctx), secure: ctx.secure });
    return session(ctx, next);
  };
}

/**
 * A fresh session id at sign-in, so an id planted before login (session fixation) is worthless.
 * The rest of the request acts as the new user (a registration's X-Position is sealed for them).
 */
export async function signIn(ctx: Context, userId: string): Promise<void> {
  const session = sessionOf(ctx);
  if (!session) throw new Error('session middleware missing');
  session.userId = userId;
  await session.regenerate();
  setAuth(ctx, { userId, method: 'session' });
}

/** Deletes the session row and clears the cookie (koa-session does both when set to null). */
export function signOut(ctx: Context): void {
  ctx.session = null;
}
