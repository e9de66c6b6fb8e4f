import Koa, { type Context } from 'koa';
import { authenticate } from './auth/authenticate';
import { sessionMiddleware } from './auth/session';
import type { AppDeps } from './deps';
import { BODY_LIMIT_BYTES, jsonBodiesOnly } from './http/body';
import { csrfProtection } from './http/csrf';
import { errorMiddleware } from './http/errors';
import { idempotency } from './http/idempotency';
import { jsonBodyBytes } from './http/json-body';
import { positionTokens } from './http/positions';
import { writeRateLimit } from './http/rate-limit';
import { apiOnly, requestLog } from './http/request-log';
import { mountRoutes } from './routes';
import { RAW_UPLOAD_PATHS } from './imports/upload-paths';
import { serveWeb } from './http/static';
import { BULK_BODY_LIMIT_BYTES, BULK_PATH } from './transactions/bulk';
import { RECIPE_IMPORT_BODY_LIMIT_BYTES, RECIPE_IMPORT_PATH } from './recipes/routes';

/** `middleware` except for requests `skip` names. */
function unless(skip: (ctx: Context) => boolean, middleware: Koa.Middleware): Koa.Middleware {
  return async (ctx, next) => {
    if (skip(ctx)) await next();
    else await middleware(ctx, next);
  };
}

/**
 * The HTTP app. Order matters: request id + access log outermost, then the one error
 * mapper, then (for /api only) JSON answers encoded once (json-body.ts), CSRF, JSON-only bodies, session, caller resolution, position
 * tokens (raw event-log positions sealed on the way out), Idempotency-Key replay (around the routers, so it sees their final answer), and the feature routers;
 * the built web app last, for everything else.
 */
export function createApp(deps: AppDeps): Koa {
  if (deps.config.sessionKeys.length === 0) throw new Error('createApp needs at least one session key');
  const app = new Koa({ proxy: deps.config.trustProxy, keys: deps.config.sessionKeys });
  app.use(requestLog(deps.logger));
  app.use(errorMiddleware(deps.logger));
  app.use(apiOnly(jsonBodyBytes()));
  app.use(apiOnly(csrfProtection()));
  const bodyLimitFor = (ctx: Context) =>
    ctx.path === BULK_PATH ? BULK_BODY_LIMIT_BYTES : ctx.path === RECIPE_IMPORT_PATH ? RECIPE_IMPORT_BODY_LIMIT_BYTES : BODY_LIMIT_BYTES;
  // Import uploads are raw files (zip, xml, csv) streamed by their routes, which bound them.
  const isUpload = (ctx: Context) => ctx.method === 'POST' && RAW_UPLOAD_PATHS.includes(ctx.path);
  app.use(apiOnly(unless(isUpload, jsonBodiesOnly(bodyLimitFor))));
  app.use(apiOnly(sessionMiddleware(app, deps)));
  app.use(apiOnly(authenticate(deps)));
  // Per-user write limit (429): after the caller is known, before any replay or route work.
  app.use(apiOnly(writeRateLimit(deps)));
  // Outside the Idempotency-Key store, so it keeps raw positions and a replay is sealed afresh.
  app.use(apiOnly(positionTokens(deps.config.sessionKeys)));
  app.use(apiOnly(unless(isUpload, idempotency(deps, bodyLimitFor))));
  mountRoutes(app, deps);
  if (deps.webDistDir) app.use(serveWeb(deps.webDistDir));
  // Everything is handled by errorMiddleware; this only catches failures while writing a response.
  app.on('error', (error: unknown) => deps.logger.warn({ err: error }, 'response error'));
  return app;
}
