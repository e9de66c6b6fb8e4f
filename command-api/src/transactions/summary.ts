import { formatCents, isIsoDate } from '@life/domain';
import { MONEY_CATEGORIES, MONEY_LEDGER, NO_CATEGORY } from '@life/projector/projections/money/names';
import type { Context } from 'koa';
import { z } from 'zod';
import type { AppDeps } from '../deps';
import { requireUserId } from '../http/auth';
import { readModel } from '../http/read-model';
import { requestToday } from '../http/today';
import { parseInput } from '../http/validate';
import { categorySpending, monthSummary, type MonthSummaryRow } from './queries';

const summaryQuerySchema = z.object({
  month: z
    .string()
    .optional()
    .refine((value) => value === undefined || isIsoDate(`${value}-01`), { message: 'Month must be yyyy-mm' }),
});

export interface TotalsView {
  income: string;
  /** Absolute sum of expenses. */
  expenses: string;
  /** income - expenses */
  net: string;
  payments: string;
  incomeCount: number;
  expenseCount: number;
  paymentCount: number;
  transactionCount: number;
}

/** GET /api/money/summary?month=yyyy-mm (default: the caller's current month, X-Time-Zone). */
export interface MoneySummaryView {
  month: string;
  /** Transactions dated in `month`, any status. */
  monthTotals: TotalsView;
  /** Every transaction of the user, any date and status. */
  allTime: TotalsView;
  /** `month`'s expenses by first category, largest first; categoryId null = no category. */
  categories: Array<{ categoryId: string | null; category: string | null; spent: string; count: number }>;
}

function totals(row: MonthSummaryRow): TotalsView {
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

export async function moneySummary(ctx: Context, deps: AppDeps): Promise<MoneySummaryView> {
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
