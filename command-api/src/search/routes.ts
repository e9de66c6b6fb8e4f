import { Router } from '@koa/router';
import { SEARCHED_PROJECTIONS } from '@life/projector/projections/search/names';
import type { AppDeps } from '../deps';
import { requireUserId } from '../http/auth';
import { readModel } from '../http/read-model';
import { parseQuery } from '../http/validate';
import { searchQuerySchema } from './params';
import { searchResults } from './results';

/**
 * GET /api/search?q= (issue 24): the header's search box. The signed-in user's transactions,
 * accounts, categories, recurring transactions, goals, workouts, meals and grocery items matching
 * the text (titles, names, amounts, category and account names), grouped by area,
 * at most SEARCH_LIMIT_PER_AREA of each (results.ts). Only the caller's: every query is scoped to
 * the session's user id.
 */
export function searchRoutes(deps: AppDeps): Router {
  const router = new Router();

  router.get('/api/search', async (ctx) => {
    const userId = requireUserId(ctx);
    const query = parseQuery(ctx.query, searchQuerySchema);
    await readModel(ctx, deps, SEARCHED_PROJECTIONS);
    ctx.body = await searchResults(deps.db, userId, query);
  });

  return router;
}
