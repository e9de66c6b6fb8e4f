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
 * Sec-Fetch-Site values that mean another site started the request. 'same-site' is a sibling
 * subdomain (or the same host on another scheme): a different origin, and one that can toss
 * cookies at us, so it is refused too; our own pages send 'same-origin'.
 */
const FOREIGN_FETCH_SITES = new Set(['cross-site', 'same-site']);

/**
 * True when the browser tells us another origin started this request: Sec-Fetch-Site first
 * (the browser's own verdict, sent even when Origin is not), then Origin, then Referer.
 */
function isCrossOrigin(ctx: Context): boolean {
  if (FOREIGN_FETCH_SITES.has(ctx.get('Sec-Fetch-Site').toLowerCase())) return true;
  const source = ctx.get('Origin') || ctx.get('Referer');
  return source !== '' && originOf(source) !== appOrigin(ctx);
}

/**
 * Cookie-authenticated writes must come from our own pages: a browser sends Sec-Fetch-Site
 * and Origin (or at least Referer) on cross-site writes, so a foreign one is refused with 403.
 * Requests carrying an Authorization header are exempt: a cross-site page cannot add one
 * without a CORS preflight we never grant, and such requests ignore the session cookie.
 * Requests with none of these headers come from non-browser clients, which cookies do not follow.
 */
export function csrfProtection(): Middleware {
  return async (ctx, next) => {
    if (STATE_CHANGING.has(ctx.method) && !ctx.get('Authorization') && isCrossOrigin(ctx)) {
      throw new ForbiddenError('Cross-site request refused');
    }
    await next();
  };
}
