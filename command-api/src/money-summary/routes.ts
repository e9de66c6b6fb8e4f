import { Router } from '@koa/router';
import {
  addDays,
  EARLIEST_SUPPORTED_DATE,
  formatCents,
  isIsoDate,
  isSupportedDate,
  LATEST_SUPPORTED_DATE,
  type MoneySummaryJson,
  type MoneyTotalsJson,
  type MoneyUpcomingJson,
  moneyTotals,
} from '@life/domain';
import { MONEY_ACCOUNTS } from '@life/projector/projections/accounts/names';
import { MONEY_CATEGORIES } from '@life/projector/projections/categories/names';
import { MONEY_LEDGER, NO_CATEGORY } from '@life/projector/projections/ledger/names';
import { accountBalancesAt } from '@life/projector/projections/accounts/queries';
import {
  categorySpending,
  countUpcomingTransactions,
  listUpcomingTransactions,
  monthSummary,
  type MonthSummaryRow,
} from '@life/projector/projections/ledger/queries';
import { LIVE, versionsKnownAt } from '@life/projector/projections/as-of/source';
import type { Context } from 'koa';
import { z } from 'zod';
import type { AppDeps } from '../deps';
import { asOfParam } from '../http/as-of';
import { requireUserId } from '../http/auth';
import { readModel } from '../http/read-model';
import { isUuid } from '../http/ids';
import { optionalLimitParam } from '../http/query-params';
import { requestToday } from '../http/today';
import { parseQuery } from '../http/validate';
import { toTransactionJson } from '../transactions/mapping';

const summaryQuerySchema = z.object({
  month: z
    .string()
    .optional()
    .refine((value) => value === undefined || (/^\d{4}-\d{2}$/.test(value) && isIsoDate(`${value}-01`)), {
      message: 'Month must be yyyy-mm',
      abort: true,
    })
    .refine((value) => value === undefined || isSupportedDate(`${value}-01`), {
      message: `Month must be between ${EARLIEST_SUPPORTED_DATE.slice(0, 7)} and ${LATEST_SUPPORTED_DATE.slice(0, 7)}`,
    }),
});

/** The overview lists 5; a ledger section may ask for more, within one short page. */
export const DEFAULT_UPCOMING_LIMIT = 5;
export const MAX_UPCOMING_LIMIT = 100;

const upcomingQuerySchema = z.object({
  limit: optionalLimitParam(MAX_UPCOMING_LIMIT),
  accountId: z
    .string()
    .optional()
    .refine((value) => value === undefined || value === '' || isUuid(value), { message: 'Account id must be a valid id' }),
});

function totals(row: MonthSummaryRow): MoneyTotalsJson {
  return moneyTotals({
    incomeCents: Number(row.income_cents),
    incomeCount: row.income_count,
    expenseCents: Number(row.expense_cents),
    expenseCount: row.expense_count,
    paymentCents: Number(row.payment_cents),
    paymentCount: row.payment_count,
  });
}

/**
 * GET /api/money/summary?month=yyyy-mm (default: the caller's current month, X-Time-Zone), with every
 * account's balance at the end of the month before (adjustments included): the base of "vs last month".
 * Its own feature: it reads the ledger, categories and accounts together, and writes nothing.
 */
export function moneySummaryRoutes(deps: AppDeps): Router {
  const router = new Router();
  router.get('/api/money/summary', async (ctx) => {
    ctx.body = await moneySummary(ctx, deps);
  });
  router.get('/api/money/upcoming', async (ctx) => {
    ctx.body = await moneyUpcoming(ctx, deps);
  });
  return router;
}

async function moneySummary(ctx: Context, deps: AppDeps): Promise<MoneySummaryJson> {
  const userId = requireUserId(ctx);
  const query = parseQuery(ctx.query, summaryQuerySchema);
  const asOf = await asOfParam(ctx, deps);
  // As of a moment, the default month is the caller's month then.
  const month = query.month ?? (asOf?.day ?? requestToday(ctx, deps.clock())).slice(0, 7);
  if (!asOf) await readModel(ctx, deps, [MONEY_LEDGER, MONEY_CATEGORIES, MONEY_ACCOUNTS]);
  const firstDay = `${month}-01`;
  const previousMonthEnd = addDays(firstDay, -1);
  const source = asOf ? versionsKnownAt(asOf.instant) : LIVE;
  const [summary, spending, balances] = await Promise.all([
    monthSummary(deps.db, userId, firstDay, source),
    categorySpending(deps.db, userId, firstDay, source),
    accountBalancesAt(deps.db, userId, previousMonthEnd, source),
  ]);
  return {
    month,
    monthTotals: totals(summary.month),
    allTime: totals(summary.allTime),
    categories: spending.map((row) => ({
      categoryId: row.category_id === NO_CATEGORY ? null : row.category_id,
      category: row.name,
      spent: formatCents(Number(row.expense_cents)),
      count: row.expense_count,
    })),
    previousMonthEnd: {
      date: previousMonthEnd,
      balances: balances.map((row) => ({ accountId: row.accountId, balance: formatCents(row.postedCents) })),
    },
  };
}

/**
 * GET /api/money/upcoming?limit=5&accountId= (issue 24): the next `limit` transactions dated after the
 * caller's today (X-Time-Zone; as of a moment, that moment's day), soonest first, and how many there
 * are. The overview's 'Upcoming' list; the ledger can list its upcoming rows with it too.
 */
async function moneyUpcoming(ctx: Context, deps: AppDeps): Promise<MoneyUpcomingJson> {
  const userId = requireUserId(ctx);
  const query = parseQuery(ctx.query, upcomingQuerySchema);
  const asOf = await asOfParam(ctx, deps);
  if (!asOf) await readModel(ctx, deps, [MONEY_LEDGER]);
  const today = asOf?.day ?? requestToday(ctx, deps.clock());
  const source = asOf ? versionsKnownAt(asOf.instant) : LIVE;
  const filters = { today, accountId: query.accountId || undefined };
  const limit = query.limit === undefined ? DEFAULT_UPCOMING_LIMIT : Number(query.limit);
  const [rows, total] = await Promise.all([
    listUpcomingTransactions(deps.db, userId, { ...filters, limit }, source),
    countUpcomingTransactions(deps.db, userId, filters, source),
  ]);
  return { today, total, transactions: rows.map(toTransactionJson) };
}
