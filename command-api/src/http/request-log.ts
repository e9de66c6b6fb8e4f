import { randomUUID } from 'node:crypto';
import type { Context, Middleware } from 'koa';
import type { Logger } from '../logger';
import { currentAuth } from './auth';

const ACCEPTABLE_ID = /^[\w.:-]{1,128}$/;

/**
 * Outermost middleware: a request id (the caller's X-Request-Id when sane, else a new uuid),
 * echoed back, bound to a child logger at ctx.state.log, and one JSON line per request.
 */
export function requestLog(logger: Logger): Middleware {
  return async (ctx, next) => {
    const given = ctx.get('X-Request-Id');
    const requestId = ACCEPTABLE_ID.test(given) ? given : randomUUID();
    ctx.set('X-Request-Id', requestId);
    const log = logger.child({ reqId: requestId });
    ctx.state.requestId = requestId;
    ctx.state.log = log;
    const started = performance.now();
    try {
      await next();
    } finally {
      const entry = {
        method: ctx.method,
        path: ctx.path,
        status: ctx.status,
        ms: Math.round(performance.now() - started),
        userId: currentAuth(ctx)?.userId,
      };
      if (ctx.path.startsWith('/api')) log.info(entry, 'request');
      else log.debug(entry, 'request');
    }
  };
}

/** The id requestLog gave this request (Koa types ctx.state as `any`; this is its one typed reader). */
export function requestIdOf(ctx: Context): string | undefined {
  const { requestId } = ctx.state as { requestId?: unknown };
  return typeof requestId === 'string' ? requestId : undefined;
}

export function apiOnly(middleware: Middleware): Middleware {
  return (ctx, next): unknown => (ctx.path === '/api' || ctx.path.startsWith('/api/') ? middleware(ctx, next) : next());
}
