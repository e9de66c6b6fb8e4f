import { Router } from '@koa/router';
import { allProjections } from '@life/projector/projections/index';
import { projectionStatus } from '@life/projector/status';
import type { AppDeps } from '../deps';

type Check = 'ok' | 'error';
const CHECK_TIMEOUT_MS = 2000;

async function check(probe: () => Promise<unknown>): Promise<Check> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timeout')), CHECK_TIMEOUT_MS);
  });
  try {
    await Promise.race([probe(), timeout]);
    return 'ok';
  } catch {
    return 'error';
  } finally {
    clearTimeout(timer);
  }
}

/** GET /api/health, unauthenticated: 200 when every dependency answers, else 503 with the same body. */
export function healthRoutes(deps: AppDeps): Router {
  const router = new Router({ prefix: '/api/health' });

  router.get('/', async (ctx) => {
    const projections = deps.projections ?? allProjections;
    const [eventStore, readDb, redis] = await Promise.all([
      check(() => deps.store.head()),
      check(() => deps.db.query('SELECT 1')),
      deps.redisPing ? check(deps.redisPing) : Promise.resolve(undefined),
    ]);
    let lag: { name: string; checkpoint: string | null; lagEvents: number; lagMs: number }[] = [];
    if (eventStore === 'ok' && readDb === 'ok') {
      const status = await projectionStatus(deps.db, deps.store, projections, () => deps.clock().getTime());
      lag = status.projections.map((p) => ({ name: p.name, checkpoint: p.position, lagEvents: p.eventsBehind, lagMs: p.lagMs }));
    }
    const healthy = eventStore === 'ok' && readDb === 'ok' && redis !== 'error';
    ctx.status = healthy ? 200 : 503;
    ctx.body = { status: healthy ? 'ok' : 'degraded', eventStore, readDb, ...(redis ? { redis } : {}), projections: lag };
  });

  return router;
}
