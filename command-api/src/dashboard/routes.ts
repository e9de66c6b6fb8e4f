import { Router } from '@koa/router';
import type { DashboardJson } from '@life/domain';
import { versionsKnownAt } from '@life/projector/projections/as-of/source';
import { DASHBOARD, DASHBOARD_HISTORY } from '@life/projector/projections/dashboard/names';
import { dashboardStats } from '@life/projector/projections/dashboard/queries';
import { TARGETS } from '@life/projector/projections/targets/names';
import type { AppDeps } from '../deps';
import { asOfParam } from '../http/as-of';
import { requireUserId } from '../http/auth';
import { readModel } from '../http/read-model';
import { requestToday } from '../http/today';
import { toDashboardJson } from './mapping';

/** The dashboard reads its own read model and the user's targets (read-your-writes waits on both). */
const READ_MODELS = [DASHBOARD, TARGETS];

/**
 * GET /api/dashboard: the four stat cards, the Active Goals card and Recent Activity (SPEC section 2)
 * in one call and one statement, for the caller's local today (X-Time-Zone). Writes nothing.
 * `?asOf=` answers it as it was then (issue 10), from dashboard-history's versions.
 */
export function dashboardRoutes(deps: AppDeps): Router {
  const router = new Router();
  router.get('/api/dashboard', async (ctx) => {
    const userId = requireUserId(ctx);
    const asOf = await asOfParam(ctx, deps, [DASHBOARD_HISTORY]);
    if (asOf) {
      ctx.body = toDashboardJson(await dashboardStats(deps.db, userId, asOf.day, versionsKnownAt(asOf.instant))) satisfies DashboardJson;
      return;
    }
    await readModel(ctx, deps, READ_MODELS);
    const stats = await dashboardStats(deps.db, userId, requestToday(ctx, deps.clock()));
    ctx.body = toDashboardJson(stats) satisfies DashboardJson;
  });
  return router;
}
