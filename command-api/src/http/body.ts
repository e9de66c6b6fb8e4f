import { ValidationError } from '@life/domain';
import type { Context, Middleware } from 'koa';
import { HttpError } from './errors';

export const BODY_LIMIT_BYTES = 1024 * 1024;

const parsedBodies = new WeakMap<Context, Promise<unknown>>();
const utf8 = new TextDecoder('utf-8', { fatal: true });

function hasBody(ctx: Context): boolean {
  const { headers } = ctx.req;
  if (headers['transfer-encoding'] !== undefined) return true;
  const length = Number(headers['content-length'] ?? 0);
  return Number.isFinite(length) && length > 0;
}

/**
 * Reads the request body as JSON (no body-parser dependency): at most 1 MB (413),
 * only `application/json` or `*+json` (415), well-formed (400). No body reads as undefined.
 * Memoised, so several helpers may ask for it.
 */
export function readJsonBody(ctx: Context, limit = BODY_LIMIT_BYTES): Promise<unknown> {
  let body = parsedBodies.get(ctx);
  if (!body) {
    body = read(ctx, limit);
    parsedBodies.set(ctx, body);
  }
  return body;
}

/**
 * Every /api request body must be JSON and within its limit (1 MB unless `limitFor` allows a
 * route more, e.g. bulk imports), whether or not the route reads it: refused before any work
 * is done (and HTML forms, which cannot send JSON, never get through).
 */
export function jsonBodiesOnly(limitFor: (ctx: Context) => number = () => BODY_LIMIT_BYTES): Middleware {
  return async (ctx, next) => {
    if (hasBody(ctx)) checkHeaders(ctx, limitFor(ctx));
    await next();
  };
}

function tooLarge(limit: number): HttpError {
  return new HttpError(413, `Request body is larger than ${Math.round(limit / (1024 * 1024))} MB`);
}

function checkHeaders(ctx: Context, limit: number): void {
  if (!ctx.request.is('application/json', '+json')) {
    discard(ctx);
    throw new HttpError(415, 'Content-Type must be application/json');
  }
  const encoding = ctx.get('Content-Encoding').toLowerCase();
  if (encoding && encoding !== 'identity') {
    discard(ctx);
    throw new HttpError(415, 'Content-Encoding is not supported');
  }
  const charset = ctx.request.charset.toLowerCase();
  if (charset && charset !== 'utf-8' && charset !== 'utf8') {
    discard(ctx);
    throw new HttpError(415, 'Only UTF-8 JSON is supported');
  }
  const declared = Number(ctx.get('Content-Length') || 0);
  if (declared > limit) {
    discard(ctx);
    throw tooLarge(limit);
  }
}

async function read(ctx: Context, limit: number): Promise<unknown> {
  if (!hasBody(ctx)) return undefined;
  checkHeaders(ctx, limit);

  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of ctx.req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) {
      discard(ctx);
      throw tooLarge(limit);
    }
    chunks.push(chunk);
  }
  let text: string;
  try {
    // Fatal: invalid bytes are refused, not silently stored as U+FFFD.
    text = utf8.decode(Buffer.concat(chunks));
  } catch {
    throw new HttpError(400, 'Request body is not valid UTF-8');
  }
  if (text.trim() === '') return undefined;
  let body: unknown;
  try {
    body = JSON.parse(text) as unknown;
  } catch {
    throw new HttpError(400, 'Malformed JSON body');
  }
  checkStructure(body);
  return body;
}

/** Keys that rewrite an object's prototype when a body is merged or spread carelessly. */
const PROTOTYPE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);
export const prototypeKeyMessage = (key: string) => `The key "${key}" is not allowed`;
/** Far deeper than any body we take; bounds every recursive walk after this one (zod, hashing). */
export const MAX_BODY_DEPTH = 32;
export const tooDeepMessage = `Request body must not be nested more than ${MAX_BODY_DEPTH} levels deep`;

/**
 * No body may nest deeper than MAX_BODY_DEPTH, nor carry `__proto__`, `constructor` or
 * `prototype` keys at any depth: no feature uses them, and refusing them here means no later
 * merge can be tricked into prototype pollution. Iterative, so a hostile nesting cannot overflow the stack.
 */
function checkStructure(body: unknown): void {
  const pending: { value: unknown; path: string[] }[] = [{ value: body, path: [] }];
  for (let item = pending.pop(); item; item = pending.pop()) {
    const { value, path } = item;
    if (typeof value !== 'object' || value === null) continue;
    if (path.length >= MAX_BODY_DEPTH) throw new HttpError(400, tooDeepMessage);
    for (const [key, child] of Object.entries(value)) {
      const childPath = [...path, key];
      if (PROTOTYPE_KEYS.has(key)) throw ValidationError.of(childPath.join('.'), prototypeKeyMessage(key));
      pending.push({ value: child, path: childPath });
    }
  }
}

/** Lets the rest of a refused upload drain and closes the connection after the response. */
function discard(ctx: Context): void {
  ctx.set('Connection', 'close');
  ctx.req.resume();
}
