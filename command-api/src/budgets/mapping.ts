import { type BudgetJson, type BudgetMonthJson, formatBudgetMonth, formatCents } from '@life/domain';
import type { BudgetRow } from '@life/projector/projections/budgets/queries';

/** A category row the join did not find (a race with its creation): named plainly, default colour. */
const UNKNOWN_CATEGORY = { name: 'Unknown Category', color: '#3B82F6' };

export function toBudgetJson(row: BudgetRow): BudgetJson {
  return {
    id: row.id,
    categoryId: row.category_id,
    categoryName: row.category_name ?? UNKNOWN_CATEGORY.name,
    color: row.color ?? UNKNOWN_CATEGORY.color,
    budgetAmount: formatCents(Number(row.amount_cents)),
    spent: formatCents(Number(row.spent_cents)),
    month: row.month,
    year: row.year,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** A month's budgets and their totals (integer cents summed, then formatted). */
export function toBudgetMonthJson(year: number, month: number, rows: readonly BudgetRow[]): BudgetMonthJson {
  const sum = (pick: (row: BudgetRow) => string) => rows.reduce((total, row) => total + Number(pick(row)), 0);
  return {
    month: formatBudgetMonth({ year, month }),
    budgets: rows.map(toBudgetJson),
    totalBudget: formatCents(sum((row) => row.amount_cents)),
    totalSpent: formatCents(sum((row) => row.spent_cents)),
  };
}
