import { Router } from '@koa/router';
import { NotFoundError } from '@life/domain';
import type { ReportJson } from '@life/domain/reports/api';
import { NO_CATEGORY_FILTER, reportFigures } from '@life/domain/reports/figures';
import { MONEY_ACCOUNTS } from '@life/projector/projections/accounts/names';
import { MONEY_CATEGORIES } from '@life/projector/projections/categories/names';
import { MONEY_HISTORY } from '@life/projector/projections/history/names';
import { MONEY_LEDGER, NO_CATEGORY } from '@life/projector/projections/ledger/names';
import { ownedReportReferences, reportAccountNames, reportCategoryNames, reportSums } from '@life/projector/projections/ledger/queries';
import type { Context } from 'koa';
import type { AppDeps } from '../deps';
import { readSource } from '../http/as-of';
import { requireUserId } from '../http/auth';
import { parseQuery } from '../http/validate';
import { reportCsv, type ReportNames } from './csv';
import { reportMessages, reportQuerySchema, reportRange } from './params';

/** The ledger's sums and the names (live), and the versions money-history keeps (as of an instant). */
const READ_MODELS = [MONEY_LEDGER, MONEY_CATEGORIES, MONEY_ACCOUNTS, MONEY_HISTORY];

/**
 * Reports (issue 11): GET /api/reports/summary?start=&end=&accountIds=&categoryIds= answers income,
 * expenses and net per month and expenses by category (the first, or each split line's) for the range (default: the 12 months
 * ending with the caller's current month); /api/reports/summary.csv is the same report as a CSV file.
 * Ids the caller does not own (unknown or someone else's) are a 404, as on every other route.
 * `?asOf=` (issue 26) answers both as they were then: the transactions and names known at that
 * instant, the default range ending with that moment's month.
 */
export function reportRoutes(deps: AppDeps): Router {
  const router = new Router();
  router.get('/api/reports/summary', async (ctx) => {
    ctx.body = (await buildReport(ctx, deps)).report;
  });
  router.get('/api/reports/summary.csv', async (ctx) => {
    const { report, names } = await buildReport(ctx, deps);
    ctx.type = 'text/csv; charset=utf-8';
    ctx.set('Content-Disposition', `attachment; filename="life-report-${report.start}-to-${report.end}.csv"`);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = reportCsv(report, names);
  });
  return router;
}

async function buildReport(ctx: Context, deps: AppDeps): Promise<{ report: ReportJson; names: ReportNames }> {
  const userId = requireUserId(ctx);
  const query = parseQuery(ctx.query, reportQuerySchema);
  const { source, today } = await readSource(ctx, deps, READ_MODELS);
  const { start, end } = reportRange(query, today);
  const accountIds = query.accountIds ?? [];
  const categoryIds = query.categoryIds ?? [];
  const namedCategoryIds = categoryIds.filter((id) => id !== NO_CATEGORY_FILTER);
  const owned = await ownedReportReferences(deps.db, userId, accountIds, namedCategoryIds);
  if (accountIds.some((id) => !owned.accountIds.has(id))) throw new NotFoundError(reportMessages.accountNotFound);
  if (namedCategoryIds.some((id) => !owned.categoryIds.has(id))) throw new NotFoundError(reportMessages.categoryNotFound);

  const [sums, categories, accountNames] = await Promise.all([
    reportSums(
      deps.db,
      userId,
      {
        start,
        end,
        ...(query.accountIds ? { accountIds } : {}),
        ...(query.categoryIds ? { categoryIds: namedCategoryIds, withoutCategory: categoryIds.includes(NO_CATEGORY_FILTER) } : {}),
      },
      source,
    ),
    reportCategoryNames(deps.db, userId, source),
    accountIds.length > 0 ? reportAccountNames(deps.db, userId, source) : Promise.resolve(new Map<string, string>()),
  ]);
  const figures = reportFigures(
    start,
    end,
    sums.map((row) => ({
      month: row.month,
      type: row.type,
      categoryId: row.category_id === null || row.category_id === NO_CATEGORY ? null : row.category_id,
      cents: Number(row.cents),
      count: row.count,
      transactions: row.transactions,
    })),
    (id) => categories.get(id),
  );
  return { report: { start, end, accountIds, categoryIds, ...figures }, names: { accounts: accountNames, categories } };
}
