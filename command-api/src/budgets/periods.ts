import { type BudgetMonth, type BudgetPeriodJson, formatCents, proratedBudgetCents } from '@life/domain';
import type { PeriodBudgetData } from '@life/projector/projections/budgets/queries';
import type { SchedulePeriodRow } from '@life/projector/projections/schedules/queries';

const monthKey = ({ year, month }: BudgetMonth) => `${year}-${month}`;

/**
 * One pay period's budgets (beyond SPEC): each category budgeted in a month the period touches,
 * its budgets prorated to the period's days in each month (`proratedBudgetCents`), against the
 * period's expenses by first category.
 */
export function toBudgetPeriodJson(period: SchedulePeriodRow, data: PeriodBudgetData): BudgetPeriodJson {
  const spent = new Map(data.spending.map((row) => [row.category_id, Number(row.expense_cents)]));
  const categories = new Map<string, { name: string; color: string; byMonth: Map<string, number> }>();
  for (const row of data.budgets) {
    const category = categories.get(row.category_id) ?? {
      name: row.category_name ?? 'Unknown Category',
      color: row.color ?? '#3B82F6',
      byMonth: new Map<string, number>(),
    };
    category.byMonth.set(monthKey(row), Number(row.amount_cents));
    categories.set(row.category_id, category);
  }
  const budgets = [...categories].map(([categoryId, category]) => {
    const budgetCents = proratedBudgetCents(period.start_date, period.end_date, (month) => category.byMonth.get(monthKey(month)) ?? 0);
    return { categoryId, categoryName: category.name, color: category.color, budgetCents, spentCents: spent.get(categoryId) ?? 0 };
  });
  return {
    periodNumber: period.period_number,
    startDate: period.start_date,
    endDate: period.end_date,
    daysInPeriod: period.days_in_period,
    budgets: budgets.map(({ budgetCents, spentCents, ...rest }) => ({
      ...rest,
      budgetAmount: formatCents(budgetCents),
      spent: formatCents(spentCents),
    })),
    totalBudget: formatCents(budgets.reduce((total, budget) => total + budget.budgetCents, 0)),
    totalSpent: formatCents(budgets.reduce((total, budget) => total + budget.spentCents, 0)),
  };
}
