import type { Context } from 'koa';
import type { AppDeps } from '../deps';
import { HttpError } from './errors';
import { minPositionOf } from './positions';

export const READ_YOUR_WRITES_TIMEOUT_MS = 2000;

/**
 * Read-your-writes for queries: when the client sends X-Min-Position (the X-Position tokens of
 * its last writes, positions.ts), wait until the named projections have applied the latest of
 * them, so a list fetched right after a create includes the new row. Call before querying the
 * read tables. A GET answers X-Position: one token for that latest position ('' when none of the
 * tokens opens), which covers every token sent, so the client can drop them.
 */
export async function readModel(
  ctx: Context,
  deps: Pick<AppDeps, 'watcher'> & Partial<Pick<AppDeps, 'store'>>,
  projectionNames: readonly string[],
): Promise<void> {
  const minPosition = minPositionOf(ctx);
  if (minPosition === undefined) return;
  // Only reads: a write answers its own, later, position.
  if (ctx.method === 'GET') ctx.set('X-Position', minPosition);
  if (!minPosition) return;
  const reached = await deps.watcher.waitFor(projectionNames, minPosition, READ_YOUR_WRITES_TIMEOUT_MS);
  if (!reached) {
    // A position no write ever had (a token of another instance sharing the secret, or of a
    // database since reset) would wait forever: the client's mistake, not lag. Only checked
    // after a timeout, so ordinary reads pay nothing.
    if (deps.store && minPosition > (await deps.store.lastWritten())) throw new HttpError(400, 'X-Min-Position is later than any write');
    ctx.set('Retry-After', '1');
    throw new HttpError(503, 'Read model is still catching up with your last change; please retry');
  }
}

/**
 * Read-your-writes inside a command handler: waits until the named projections have applied
 * `position` (the command's X-Position), so the handler can answer with the stored record
 * exactly as a later GET returns it. Same 503 as readModel when they lag too far behind.
 */
export async function waitForWrite(
  ctx: Context,
  deps: Pick<AppDeps, 'watcher'>,
  projectionNames: readonly string[],
  position: string,
  timeoutMs = READ_YOUR_WRITES_TIMEOUT_MS,
): Promise<void> {
  if (!position) return;
  if (await deps.watcher.waitFor(projectionNames, position, timeoutMs)) return;
  ctx.set('Retry-After', '1');
  throw new HttpError(503, 'Read model is still catching up with your last change; please retry');
}
