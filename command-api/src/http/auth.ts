import { UnauthenticatedError } from '@life/domain';
import type { Context } from 'koa';

/** Who is calling, resolved once per request by `authenticate` (auth/authenticate.ts). */
export interface AuthState {
  userId: string;
  method: 'session' | 'token';
  tokenId?: string;
  /** The token's name as it was when used (recorded in event metadata). */
  tokenName?: string;
}

interface AuthBag {
  auth?: AuthState;
  /** Set when an Authorization header was sent but named no valid token. */
  authError?: string;
}

export function setAuth(ctx: Context, auth: AuthState): void {
  (ctx.state as AuthBag).auth = auth;
}

export function setAuthError(ctx: Context, message: string): void {
  (ctx.state as AuthBag).authError = message;
}

export function currentAuth(ctx: Context): AuthState | undefined {
  return (ctx.state as AuthBag).auth;
}

/** Why the Authorization header sent failed (undefined when none was sent, or it was valid). */
export function authFailure(ctx: Context): string | undefined {
  return (ctx.state as AuthBag).authError;
}

/**
 * The signed-in user's id (session cookie or bearer token), or 401.
 * The only source of user ids for queries and commands: never the request body.
 */
export function requireUserId(ctx: Context): string {
  const bag = ctx.state as AuthBag;
  if (bag.auth) return bag.auth.userId;
  throw new UnauthenticatedError(bag.authError ?? 'Not signed in');
}
