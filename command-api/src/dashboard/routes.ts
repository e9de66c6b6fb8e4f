import { Router } from '@koa/router';
import type { DashboardJson } from '@life/domain';
import { versionsKnownAt } from '@life/projector/projections/as-of/source';
import { DASHBOARD, DASHBOARD_HISTORY } from '@life/projector/projections/dashboard/names';
import { dashboardStats } from '@life/projector/projections/dashboard/queries';
import { MONEY_HISTORY } from '@life/projector/projections/history/names';
import { MONEY_LEDGER } from '@life/projector/projections/ledger/names';
import { TARGETS } from '@life/projector/projections/targets/names';
import type { AppDeps } from '../deps';
import { asOfParam } from '../http/as-of';
import { requireUserId } from '../http/auth';
import { readModel } from '../http/read-model';
import { requestToday } from '../http/today';
import { toDashboardJson } from './mapping';

/**
 * The dashboard reads its own read model (workouts, meals, goals), the ledger (its transactions, issue
 * 25) and the user's targets: read-your-writes waits on the three. As of a moment: dashboard-history's
 * and money-history's versions.
 */
const READ_MODELS = [DASHBOARD, MONEY_LEDGER, TARGETS];
const AS_OF_READ_MODELS = [DASHBOARD_HISTORY, MONEY_HISTORY];

/**
 * GET /api/dashboard: the four stat cards, the Active Goals card and Recent Activity (SPEC section 2)
 * in one call and one statement, for the caller's local today (X-Time-Zone). Writes nothing.
 * `?asOf=` answers it as it was then (issue 10), from dashboard-history's and money-history's versions.
 */
export function dashboardRoutes(deps: AppDeps): Router {
  const router = new Router();
  router.get('/api/dashboard', async (ctx) => {
    const userId = requireUserId(ctx);
    const asOf = await asOfParam(ctx, deps, AS_OF_READ_MODELS);
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
