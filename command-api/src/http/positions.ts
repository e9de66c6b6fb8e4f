import type { Context, Middleware } from 'koa';
import { currentAuth } from './auth';
import { HttpError } from './errors';
import { openPosition, POSITION_TOKEN_LENGTH, positionKeys, sealPosition, type PositionKeys } from './position-token';

/**
 * Positions stay raw inside the server (routes set `X-Position` and `X-Read-Position` to event-log
 * positions; the Idempotency-Key store keeps them so, old rows and new); this middleware, around
 * everything that sets them, seals them into tokens for the signed-in user on the way out
 * (position-token.ts), or removes them when nobody is signed in. So no route can leak a raw
 * position by forgetting to seal it.
 */
export const SEALED_HEADERS = ['X-Position', 'X-Read-Position'] as const;
/** At most this many tokens in one X-Min-Position (comma-separated); the web client keeps fewer. */
export const MAX_MIN_POSITION_TOKENS = 16;
const MIN_POSITION_HEADER_SHAPE = /^[\w\s,-]*$/;
export const invalidMinPositionMessage = 'Invalid X-Min-Position header';

interface PositionBag {
  positionKeys?: PositionKeys;
}

/** Seals the headers on the way out (see above); mounted once, after authentication (app.ts). */
export function positionTokens(sessionKeys: readonly string[]): Middleware {
  const keys = positionKeys(sessionKeys);
  return async (ctx, next) => {
    (ctx.state as PositionBag).positionKeys = keys;
    try {
      await next();
    } finally {
      // Also on a failure: a 503 after the write still carries the write's position.
      for (const name of SEALED_HEADERS) {
        const raw = ctx.response.headers[name.toLowerCase()];
        if (raw === undefined) continue; // '' is a position too ("nothing yet"), sealed like the others
        const sealed = sealedOrNothing(ctx, String(raw));
        if (sealed === undefined) ctx.remove(name);
        else ctx.set(name, sealed);
      }
    }
  };
}

/** Never fails the answer: a header holding no position (a bug) is dropped rather than sent or thrown. */
function sealedOrNothing(ctx: Context, raw: string): string | undefined {
  try {
    return sealForCaller(ctx, raw);
  } catch {
    return undefined;
  }
}

function keysOf(ctx: Context): PositionKeys {
  const keys = (ctx.state as PositionBag).positionKeys;
  if (!keys) throw new Error('positionTokens middleware missing');
  return keys;
}

/** A token of `position` for the signed-in caller (undefined when nobody is): what a JSON body carries instead of a position. */
export function sealForCaller(ctx: Context, position: string): string | undefined {
  const userId = currentAuth(ctx)?.userId;
  return userId === undefined ? undefined : sealPosition(keysOf(ctx), userId, position);
}

/** The position in a token the caller was given, or undefined (another user's, tampered, garbage). */
export function openForCaller(ctx: Context, token: string): string | undefined {
  const userId = currentAuth(ctx)?.userId;
  return userId === undefined ? undefined : openPosition(keysOf(ctx), userId, token);
}

/** Both of the above, bound to this request: what a helper that hides positions (a list cursor) takes. */
export interface CallerPositions {
  seal(position: string): string | undefined;
  open(token: string): string | undefined;
}

export function callerPositions(ctx: Context): CallerPositions {
  return { seal: (position) => sealForCaller(ctx, position), open: (token) => openForCaller(ctx, token) };
}

/**
 * The latest position among the X-Min-Position tokens the caller can open: undefined without the
 * header, '' when none opens (they prove nothing, so the read does not wait). A header that is not
 * a short list of tokens is a 400.
 */
export function minPositionOf(ctx: Context): string | undefined {
  const header = ctx.get('X-Min-Position');
  if (!header) return undefined;
  const tokens = header.split(',').map((token) => token.trim());
  if (
    !MIN_POSITION_HEADER_SHAPE.test(header) ||
    tokens.length > MAX_MIN_POSITION_TOKENS ||
    tokens.some((token) => token.length > POSITION_TOKEN_LENGTH)
  ) {
    throw new HttpError(400, invalidMinPositionMessage);
  }
  let latest = '';
  for (const token of tokens) {
    const position = openForCaller(ctx, token);
    if (position !== undefined && position > latest) latest = position;
  }
  return latest;
}
