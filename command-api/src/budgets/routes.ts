import { Router } from '@koa/router';
import {
  type BudgetCategoryRef,
  budgetBookDecider,
  budgetBookStreamId,
  budgetCopySchema,
  budgetCreateSchema,
  budgetMessages,
  budgetMonthOf,
  budgetUpdateSchema,
  NotFoundError,
  parseBudgetMonth,
  type BudgetCopyJson,
  type BudgetJson,
  type BudgetMonthJson,
  type BudgetPeriodsJson,
  formatBudgetMonth,
  monthBounds,
  scheduleMessages,
} from '@life/domain';
import type { Queryable } from '@life/infra';
import { MONEY_BUDGETS } from '@life/projector/projections/budgets/names';
import { MONEY_CATEGORIES } from '@life/projector/projections/categories/names';
import { MONEY_HISTORY } from '@life/projector/projections/history/names';
import { MONEY_LEDGER } from '@life/projector/projections/ledger/names';
import { MONEY_SCHEDULES } from '@life/projector/projections/schedules/names';
import { budgetIdsOfMonth, findBudget, listBudgetsOfMonth, periodBudgetData } from '@life/projector/projections/budgets/queries';
import { findCategory } from '@life/projector/projections/categories/queries';
import { findSchedule, listSchedulePeriods } from '@life/projector/projections/schedules/queries';
import type { Context } from 'koa';
import { z } from 'zod';
import type { AppDeps } from '../deps';
import { readSource } from '../http/as-of';
import { requireUserId } from '../http/auth';
import { commandHandler } from '../http/commands';
import { isUuid, uuidParam } from '../http/ids';
import { newId } from '../http/new-ids';
import { readModel, waitForWrite } from '../http/read-model';
import { parseBody, parseQuery } from '../http/validate';
import { schedulePeriodsQuerySchema } from '../schedules/params';
import { toBudgetJson, toBudgetMonthJson } from './mapping';
import { toBudgetPeriodJson } from './periods';
import { writesAwait } from '../http/demand';

/** A budget's figures read the budgets, the category names and the ledger's monthly spending. */
const READ_MODELS = [MONEY_BUDGETS, MONEY_CATEGORIES, MONEY_LEDGER];
/** The reads that answer as of an instant (issue 26) take the transactions' and categories' versions from money-history. */
const AS_OF_READ_MODELS = [...READ_MODELS, MONEY_HISTORY];

/** Every budget command goes to the caller's budget book. */
const handleBudgetCommand = commandHandler(budgetBookDecider, (command) => budgetBookStreamId(command.metadata.userId));

const monthQuerySchema = z.object({
  month: z
    .string()
    .optional()
    .refine((value) => value === undefined || parseBudgetMonth(value) !== undefined, { message: budgetMessages.monthTextInvalid }),
});

/** The category a body names, among the caller's live categories (null: not theirs, not a uuid, or gone). */
export async function categoryRef(q: Queryable, userId: string, categoryId: string): Promise<BudgetCategoryRef | null> {
  if (!isUuid(categoryId)) return null;
  const row = await findCategory(q, userId, categoryId);
  return row ? { name: row.transaction_category, type: row.transaction_type } : null;
}

/**
 * /api/budgets (issue 11; SPEC section 3's budgets): one budget per expense category and month,
 * all of a user's in one stream, budgets-<userId>, which keeps (category, month) unique (409).
 * GET ?month=yyyy-mm (default: the caller's month, X-Time-Zone; with ?asOf=, as known then) answers the month's budgets with
 * what was spent (the month's expenses by first category or split line, every status) and totals.
 * POST /api/budgets/copy { fromMonth, toMonth } copies a month's budgets (beyond SPEC).
 */
export function budgetRoutes(deps: AppDeps): Router {
  const router = new Router();
  router.use(writesAwait(deps, READ_MODELS));

  const readBack = async (ctx: Context, budgetId: string, position: string): Promise<BudgetJson> => {
    await waitForWrite(ctx, deps, READ_MODELS, position);
    const row = await findBudget(deps.db, requireUserId(ctx), budgetId);
    if (!row) throw new NotFoundError(budgetMessages.notFound);
    return toBudgetJson(row);
  };

  router.get('/api/budgets', async (ctx) => {
    const userId = requireUserId(ctx);
    const query = parseQuery(ctx.query, monthQuerySchema);
    const { source, today } = await readSource(ctx, deps, AS_OF_READ_MODELS);
    const { year, month } = query.month ? parseBudgetMonth(query.month)! : budgetMonthOf(today);
    ctx.body = toBudgetMonthJson(year, month, await listBudgetsOfMonth(deps.db, userId, year, month, source)) satisfies BudgetMonthJson;
  });

  // Beyond SPEC: budgets by pay period. The schedule's periods overlapping the month, each with its budgets prorated to its days.
  router.get('/api/budgets/periods', async (ctx) => {
    const userId = requireUserId(ctx);
    const { scheduleId, month: monthText } = parseQuery(ctx.query, schedulePeriodsQuerySchema.extend(monthQuerySchema.shape));
    const { source, today } = await readSource(ctx, deps, [...AS_OF_READ_MODELS, MONEY_SCHEDULES]);
    const month = monthText ? parseBudgetMonth(monthText)! : budgetMonthOf(today);
    if (!(await findSchedule(deps.db, userId, scheduleId, source))) throw new NotFoundError(scheduleMessages.notFound);
    const { start, end } = monthBounds(month.year, month.month);
    const periods = (await listSchedulePeriods(deps.db, userId, scheduleId, source)).filter(
      (period) => period.start_date <= end && period.end_date >= start,
    );
    const answers = [];
    for (const period of periods)
      answers.push(toBudgetPeriodJson(period, await periodBudgetData(deps.db, userId, period.start_date, period.end_date, source)));
    ctx.body = { scheduleId, month: formatBudgetMonth(month), periods: answers } satisfies BudgetPeriodsJson;
  });

  router.post('/api/budgets', async (ctx) => {
    const userId = requireUserId(ctx);
    const draft = await parseBody(ctx, budgetCreateSchema);
    const budgetId = newId(ctx, 'budgetId');
    const category = await categoryRef(deps.db, userId, draft.categoryId);
    const result = await handleBudgetCommand(ctx, deps, { type: 'CreateBudget', data: { budgetId, draft, category } });
    ctx.status = 201;
    ctx.body = await readBack(ctx, budgetId, result.position);
  });

  router.post('/api/budgets/copy', async (ctx) => {
    const userId = requireUserId(ctx);
    const draft = await parseBody(ctx, budgetCopySchema);
    await readModel(ctx, deps, [MONEY_BUDGETS]);
    const sources = await budgetIdsOfMonth(deps.db, userId, draft.fromMonth.year, draft.fromMonth.month);
    const newIds = Object.fromEntries(sources.map((id) => [id, newId(ctx, `budget:${id}`)]));
    const result = await handleBudgetCommand(ctx, deps, { type: 'CopyBudgets', data: { ...draft, newIds } });
    await waitForWrite(ctx, deps, READ_MODELS, result.position);
    const { year, month } = draft.toMonth;
    const rows = await listBudgetsOfMonth(deps.db, userId, year, month);
    ctx.body = { ...toBudgetMonthJson(year, month, rows), copied: result.events.length } satisfies BudgetCopyJson;
  });

  router.put('/api/budgets/:id', async (ctx) => {
    const userId = requireUserId(ctx);
    const budgetId = uuidParam(ctx, budgetMessages.notFound);
    const draft = await parseBody(ctx, budgetUpdateSchema);
    const category = draft.categoryId === undefined ? undefined : await categoryRef(deps.db, userId, draft.categoryId);
    const result = await handleBudgetCommand(ctx, deps, { type: 'UpdateBudget', data: { budgetId, draft, category } });
    ctx.body = await readBack(ctx, budgetId, result.position);
  });

  router.delete('/api/budgets/:id', async (ctx) => {
    requireUserId(ctx);
    const budgetId = uuidParam(ctx, budgetMessages.notFound);
    const result = await handleBudgetCommand(ctx, deps, { type: 'DeleteBudget', data: { budgetId } });
    await waitForWrite(ctx, deps, READ_MODELS, result.position);
    ctx.status = 204;
  });

  return router;
}
