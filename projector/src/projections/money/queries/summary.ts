import type { Queryable } from '@life/infra';

/** Sums over money_monthly_summary rows (cents as strings, counts as ints). */
export interface MonthSummaryRow {
  income_cents: string;
  income_count: number;
  expense_cents: string;
  expense_count: number;
  payment_cents: string;
  payment_count: number;
}

const SUMS = `coalesce(sum(income_cents), 0) AS income_cents, coalesce(sum(income_count), 0)::int AS income_count,
  coalesce(sum(expense_cents), 0) AS expense_cents, coalesce(sum(expense_count), 0)::int AS expense_count,
  coalesce(sum(payment_cents), 0) AS payment_cents, coalesce(sum(payment_count), 0)::int AS payment_count`;

/** Totals of one month (`month` = its first day) and of all time, from money_monthly_summary. */
export async function monthSummary(
  q: Queryable,
  userId: string,
  month: string,
): Promise<{ month: MonthSummaryRow; allTime: MonthSummaryRow }> {
  const { rows } = await q.query<MonthSummaryRow & { scope: string }>(
    `SELECT 'month' AS scope, ${SUMS} FROM money_monthly_summary WHERE user_id = $1 AND month = $2::date
     UNION ALL
     SELECT 'all' AS scope, ${SUMS} FROM money_monthly_summary WHERE user_id = $1`,
    [userId, month],
  );
  const pick = (scope: string) => rows.find((row) => row.scope === scope)!;
  return { month: pick('month'), allTime: pick('all') };
}

/** One category of money_monthly_category_spending; category_id is NO_CATEGORY for expenses without one. */
export interface CategorySpendingRow {
  category_id: string;
  name: string | null;
  expense_cents: string;
  expense_count: number;
}

/** Expense spending of one month by (first) category, largest first; name null for "no category" or a deleted one. */
export async function categorySpending(q: Queryable, userId: string, month: string): Promise<CategorySpendingRow[]> {
  const { rows } = await q.query<CategorySpendingRow>(
    `SELECT s.category_id::text AS category_id, c.transaction_category AS name, s.expense_cents, s.expense_count
       FROM money_monthly_category_spending s
       LEFT JOIN money_categories c ON c.user_id = s.user_id AND c.id = s.category_id AND NOT c.deleted
      WHERE s.user_id = $1 AND s.month = $2::date
      ORDER BY s.expense_cents DESC, s.category_id`,
    [userId, month],
  );
  return rows;
}
