import { ConflictError, DomainError, NotFoundError } from '@life/domain';
import type { Middleware } from 'koa';
import type { Logger } from '../logger';

/** HTTP-level failures that are not domain decisions: body problems, read-model lag. */
export class HttpError extends Error {
  constructor(
    readonly status: 400 | 413 | 415 | 503,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

const statusByKind: Record<DomainError['kind'], number> = {
  validation: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  rate_limited: 429,
};

interface ErrorResponse {
  status: number;
  body: { error: string; fields?: Record<string, string> } & Readonly<Record<string, unknown>>;
  headers?: Record<string, string>;
}

/** pg's DatabaseError and PGlite's errors carry a SQLSTATE `code` and a `severity`. */
function isDatabaseError(error: object): boolean {
  const { code, severity } = error as { code?: unknown; severity?: unknown };
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) && typeof severity === 'string';
}

/** Maps anything thrown to one status and JSON body; unknown errors never leak their details. */
export function toErrorResponse(error: unknown): ErrorResponse | undefined {
  if (error instanceof DomainError) {
    const status = statusByKind[error.kind];
    if (error.kind === 'validation') {
      const fields = (error as DomainError & { fields: Record<string, string> }).fields;
      return { status, body: { error: error.message, fields } };
    }
    if (error.kind === 'rate_limited') {
      const seconds = (error as DomainError & { retryAfterSeconds: number }).retryAfterSeconds;
      return { status, body: { error: error.message }, headers: { 'Retry-After': String(Math.max(1, Math.ceil(seconds))) } };
    }
    if (error instanceof ConflictError) return { status, body: { ...error.details, error: error.message } };
    return { status, body: { error: error.message } };
  }
  if (error instanceof HttpError) return { status: error.status, body: { error: error.message } };
  // Errors Koa or the router raise themselves (http-errors): keep client errors they mark as exposable.
  // A database driver's error never counts, whatever fields it carries: its text is SQL and schema.
  if (typeof error === 'object' && error !== null && !isDatabaseError(error) && 'status' in error && 'expose' in error) {
    const { status, expose, message } = error as { status: unknown; expose: unknown; message: unknown };
    if (typeof status === 'number' && status >= 400 && status < 500 && expose === true && typeof message === 'string') {
      return { status, body: { error: message } };
    }
  }
  return undefined;
}

/** The one error middleware: every failure below it becomes `{ error }` JSON with the right status. */
export function errorMiddleware(logger: Logger): Middleware {
  return async (ctx, next) => {
    try {
      await next();
      // Nothing matched an /api route: JSON 404 rather than Koa's text "Not Found".
      if (ctx.status === 404 && ctx.body == null && ctx.path.startsWith('/api')) {
        throw new NotFoundError();
      }
    } catch (error) {
      const mapped = toErrorResponse(error);
      const log = (ctx.state as { log?: Logger }).log ?? logger;
      if (mapped) {
        ctx.status = mapped.status;
        ctx.body = mapped.body;
        for (const [name, value] of Object.entries(mapped.headers ?? {})) ctx.set(name, value);
        if (mapped.status >= 500) log.warn({ err: error }, mapped.body.error);
      } else {
        log.error({ err: error }, 'unhandled error');
        ctx.status = 500;
        ctx.body = { error: 'Internal error' };
      }
    }
  };
}
