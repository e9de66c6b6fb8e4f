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
