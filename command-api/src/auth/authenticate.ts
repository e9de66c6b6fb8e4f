import type { Middleware } from 'koa';
import type { AppDeps } from '../deps';
import { setAuth, setAuthError } from '../http/auth';
import { findToken } from '../tokens/store';
import { sessionOf } from './session';

/**
 * Resolves the caller once per /api request. A bearer token, when sent, is the only
 * credential considered (the cookie is ignored, which is what exempts it from CSRF checks).
 * Failures are recorded, not thrown, so public routes (login, health) still work;
 * requireUserId turns them into 401.
 */
export function authenticate(deps: Pick<AppDeps, 'db' | 'clock'>): Middleware {
  return async (ctx, next) => {
    const header = ctx.get('Authorization');
    if (header) {
      const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
      const token = match?.[1] ? await findToken(deps.db, match[1], deps.clock()) : undefined;
      if (token) setAuth(ctx, { userId: token.userId, method: 'token', tokenId: token.id, tokenName: token.name });
      else setAuthError(ctx, 'Invalid API token');
    } else {
      const userId = sessionOf(ctx)?.userId;
      if (typeof userId === 'string') setAuth(ctx, { userId, method: 'session' });
    }
    await next();
  };
}
