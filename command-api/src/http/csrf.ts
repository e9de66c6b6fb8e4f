import { ForbiddenError } from '@life/domain';
import type { Context, Middleware } from 'koa';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The app's own origin as the browser sees it (X-Forwarded-Proto/Host count when app.proxy is on). */
export function appOrigin(ctx: Context): string | undefined {
  try {
    return new URL(`${ctx.protocol}://${ctx.host}`).origin;
  } catch {
    return undefined;
  }
}

function originOf(value: string): string | undefined {
  try {
    return new URL(value).origin; // "null" (opaque origins) fails to parse: treated as foreign
  } catch {
    return undefined;
  }
}

/**
 * Cookie-authenticated writes must come from our own pages: a browser always sends Origin
 * (or at least Referer) on cross-site writes, so a foreign one is refused with 403.
 * Requests carrying an Authorization header are exempt: a cross-site page cannot add one
 * without a CORS preflight we never grant, and such requests ignore the session cookie.
 * Requests with neither header come from non-browser clients, which cookies do not follow.
 */
export function csrfProtection(): Middleware {
  return async (ctx, next) => {
    if (STATE_CHANGING.has(ctx.method) && !ctx.get('Authorization')) {
      const source = ctx.get('Origin') || ctx.get('Referer');
      if (source && originOf(source) !== appOrigin(ctx)) {
        throw new ForbiddenError('Cross-site request refused');
      }
    }
    await next();
  };
}
