import { Router } from '@koa/router';
import { allProjections } from '@life/projector/projections/index';
import { publicErrorSummary } from '@life/projector/failures';
import { projectionStatus, type ProjectionStatus } from '@life/projector/status';
import type { AppDeps } from '../deps';
import { requireOperator } from './operator';

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

/**
 * What /api/health/details says about a projection that cannot apply an event: where (projection,
 * position, stream id, event type) and what kind of error, never its message (messages can quote
 * a user's data or SQL; `npm run projector -- status` shows them).
 */
interface StuckProjectionJson {
  projection: string;
  /** failing: stopped at this event, retrying; parked: set this event (and its stream's later ones) aside and moved on. */
  state: 'failing' | 'parked';
  position: string | null;
  streamId: string | null;
  eventType: string | null;
  error: string;
  since: string;
}

const STUCK_LIST_LIMIT = 20;

function stuckList(projections: readonly ProjectionStatus[]): StuckProjectionJson[] {
  const stuck: StuckProjectionJson[] = [];
  for (const p of projections) {
    const f = p.failure;
    if (f) {
      const where = { position: f.position ?? f.afterPosition, streamId: f.streamId, eventType: f.eventType };
      stuck.push({ projection: p.name, state: 'failing', ...where, error: publicErrorSummary(f.errorCode), since: f.firstFailedAt });
    }
    for (const e of p.parked) {
      const where = { position: e.position, streamId: e.streamId, eventType: e.eventType };
      stuck.push({ projection: p.name, state: 'parked', ...where, error: publicErrorSummary(e.errorCode), since: e.firstFailedAt });
    }
  }
  return stuck.slice(0, STUCK_LIST_LIMIT);
}

interface ProjectionLag {
  name: string;
  checkpoint: string | null;
  lagEvents: number;
  lagMs: number;
  state: ProjectionStatus['state'];
  parkedEvents: number;
}

/** Everything health knows: 200 when every dependency answers and every projection applies every event, else 503. */
async function healthReport(deps: AppDeps) {
  const projections = deps.projections ?? allProjections;
  const [eventStore, readDb, redis] = await Promise.all([
    check(() => deps.store.head()),
    check(() => deps.db.query('SELECT 1')),
    deps.redisPing ? check(deps.redisPing) : Promise.resolve(undefined),
  ]);
  let lag: ProjectionLag[] = [];
  let stuck: StuckProjectionJson[] = [];
  if (eventStore === 'ok' && readDb === 'ok') {
    const status = await projectionStatus(deps.db, deps.store, projections, () => deps.clock().getTime());
    lag = status.projections.map((p) => ({
      name: p.name,
      checkpoint: p.position,
      lagEvents: p.eventsBehind,
      lagMs: p.lagMs,
      state: p.state,
      parkedEvents: p.parkedEvents,
    }));
    stuck = stuckList(status.projections);
  }
  const healthy = eventStore === 'ok' && readDb === 'ok' && redis !== 'error' && lag.every((p) => p.state === 'ok');
  return {
    httpStatus: healthy ? 200 : 503,
    body: {
      status: healthy ? ('ok' as const) : ('degraded' as const),
      eventStore,
      readDb,
      ...(redis ? { redis } : {}),
      projections: lag,
      stuck,
    },
  };
}

/**
 * GET /api/health, public: `status` ok (200) or degraded (503) and each projection's lag, nothing
 * else (no stream ids, positions, error kinds: a stream id can name a user's record).
 * GET /api/health/details, for the operator (`Authorization: Bearer <LIFE_OPERATOR_TOKEN>`, else
 * 401; 404 when no token is configured): the same status code with the dependencies, checkpoints,
 * states and the `stuck` list.
 */
export function healthRoutes(deps: AppDeps): Router {
  const router = new Router({ prefix: '/api/health' });

  router.get('/', async (ctx) => {
    const { httpStatus, body } = await healthReport(deps);
    ctx.status = httpStatus;
    ctx.body = { status: body.status, projections: body.projections.map(({ name, lagEvents, lagMs }) => ({ name, lagEvents, lagMs })) };
  });

  router.get('/details', async (ctx) => {
    requireOperator(ctx, deps.config.operatorToken);
    const { httpStatus, body } = await healthReport(deps);
    ctx.status = httpStatus;
    ctx.body = body;
  });

  return router;
}
