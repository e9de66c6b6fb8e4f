import { formatCents, isIsoDate, type MoneySummaryJson, type MoneyTotalsJson } from '@life/domain';
import { MONEY_CATEGORIES, MONEY_LEDGER, NO_CATEGORY } from '@life/projector/projections/money/names';
import { categorySpending, monthSummary, type MonthSummaryRow } from '@life/projector/projections/money/queries';
import type { Context } from 'koa';
import { z } from 'zod';
import type { AppDeps } from '../deps';
import { requireUserId } from '../http/auth';
import { readModel } from '../http/read-model';
import { requestToday } from '../http/today';
import { parseInput } from '../http/validate';

const summaryQuerySchema = z.object({
  month: z
    .string()
    .optional()
    .refine((value) => value === undefined || isIsoDate(`${value}-01`), { message: 'Month must be yyyy-mm' }),
});

function totals(row: MonthSummaryRow): MoneyTotalsJson {
  const income = Number(row.income_cents);
  const expenses = Number(row.expense_cents);
  return {
    income: formatCents(income),
    expenses: formatCents(expenses),
    net: formatCents(income - expenses),
    payments: formatCents(Number(row.payment_cents)),
    incomeCount: row.income_count,
    expenseCount: row.expense_count,
    paymentCount: row.payment_count,
    transactionCount: row.income_count + row.expense_count + row.payment_count,
  };
}

/** GET /api/money/summary?month=yyyy-mm (default: the caller's current month, X-Time-Zone). */
export async function moneySummary(ctx: Context, deps: AppDeps): Promise<MoneySummaryJson> {
  const userId = requireUserId(ctx);
  const query = parseInput(ctx.query, summaryQuerySchema);
  const month = query.month ?? requestToday(ctx, deps.clock()).slice(0, 7);
  await readModel(ctx, deps, [MONEY_LEDGER, MONEY_CATEGORIES]);
  const firstDay = `${month}-01`;
  const [summary, spending] = await Promise.all([monthSummary(deps.db, userId, firstDay), categorySpending(deps.db, userId, firstDay)]);
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
  };
}
