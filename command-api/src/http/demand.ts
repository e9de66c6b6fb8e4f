import { whileDemanded } from '@life/projector/demand';
import type { Middleware } from 'koa';
import type { AppDeps } from '../deps';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A feature router's writes announce the projections their readers wait on (`names`, what the
 * router's reads pass to readModel) for as long as the request runs: the answer's X-Position comes
 * back as X-Min-Position on the next read, so a projector process applies these before the other
 * projections' share of the write (projector demand.ts; issue 25: after a 100,000-row import the
 * ledger came last with the four others). Register first: `router.use(writesAwait(deps, names))`.
 * Reads announce for themselves while they wait (read-your-writes.ts).
 */
export function writesAwait(deps: Pick<AppDeps, 'db'>, names: readonly string[]): Middleware {
  return (ctx, next) => (READS.has(ctx.method) ? next() : whileDemanded(deps.db, names, next));
}

/** How long a paced write waits for its read models at one step before it stops pacing (see `readModelPace`). */
export const PACE_TIMEOUT_MS = 2000;

/**
 * A long write in steps (an import's chunks) kept at most one step ahead of the read models its
 * readers wait on (`names`): called with each step's position once appended, it waits until they
 * hold the step before, so the next step's append overlaps the projection of this one. At the
 * answer the read models are a step behind, not the whole import (issue 25 goal 3: a 100,000-row
 * import's ledger was 2.6–3.6 s behind its answer on PostgreSQL; every other user's read-your-
 * writes waited behind that backlog too). A wait that times out (no projector running, one stuck)
 * ends the pacing for the rest of the write: the write never fails or stalls for it. Not on PGlite:
 * there the projections share the import's one thread and backend, so waiting overlaps nothing and
 * only adds the waits (the embedded 100,000-row import's rows were visible after 47–83 s paced, 51 s not).
 */
export function readModelPace(
  deps: Pick<AppDeps, 'watcher' | 'db'>,
  names: readonly string[],
  timeoutMs = PACE_TIMEOUT_MS,
): (position: string) => Promise<void> {
  if (deps.db.kind !== 'postgres') return () => Promise.resolve();
  let previous = '';
  let pacing = true;
  return async (position) => {
    const behind = previous;
    previous = position;
    if (!pacing || !behind) return;
    pacing = await deps.watcher.waitFor(names, behind, timeoutMs);
  };
}
