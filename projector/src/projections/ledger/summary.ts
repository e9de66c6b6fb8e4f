import type { Queryable } from '@life/infra';
import { monthlySummaryKnownAt, routeAt } from '../as-of/money-totals';
import { LIVE, rowsIn, type RowSource } from '../as-of/source';
import { CATEGORY_ROWS } from '../categories/queries';
import { sqlParams } from '../sql';
import { categorySharesSql } from './shares';
import { TRANSACTION_ROWS } from './transactions';

/** Sums over money_monthly_summary rows (cents as strings, counts as ints). */
export interface MonthSummaryRow {
  income_cents: string;
  income_count: number;
  expense_cents: string;
  expense_count: number;
  payment_cents: string;
  payment_count: number;
}

/** Sums of the totals columns over rows `r` (cents and counts of each type). */
const SUMS = (['income', 'expense', 'payment'] as const)
  .map((type) => `coalesce(sum(r.${type}_cents), 0) AS ${type}_cents, coalesce(sum(r.${type}_count), 0)::int AS ${type}_count`)
  .join(', ');

/**
 * The source's money_monthly_summary rows of user $1 (`rows`, after the CTEs `with`): the live
 * table's, or rows that add up to what it held at the instant (bound by `param`), by the cheaper route.
 */
async function monthlyRowsIn(
  q: Queryable,
  userId: string,
  source: RowSource,
  param: (value: unknown) => string,
): Promise<{ with: string; rows: string }> {
  if (source.kind === 'live') return { with: '', rows: '(SELECT * FROM money_monthly_summary WHERE user_id = $1)' };
  return { with: monthlySummaryKnownAt(await routeAt(q, userId, source.instant), param(source.instant)), rows: 'monthly' };
}

/** Totals of one month (`month` = its first day) and of all time in the source (every status, amounts absolute). */
export async function monthSummary(
  q: Queryable,
  userId: string,
  month: string,
  source: RowSource = LIVE,
): Promise<{ month: MonthSummaryRow; allTime: MonthSummaryRow }> {
  const { params, param } = sqlParams(userId, month);
  const monthly = await monthlyRowsIn(q, userId, source, param);
  const { rows } = await q.query<MonthSummaryRow & { scope: string }>(
    `${monthly.with}
     SELECT 'month' AS scope, ${SUMS} FROM ${monthly.rows} r WHERE r.month = $2::date
     UNION ALL
     SELECT 'all' AS scope, ${SUMS} FROM ${monthly.rows} r`,
    params,
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

/**
 * The month's expenses of user $1 by category (the first one, or each split line's) in the source:
 * the live money_monthly_category_spending's rows, or the sums of the transaction versions known at
 * the instant (bound by `param`). `month` is an SQL date expression, the month's first day ($2 by
 * default; the budgets' make_date(b.year, b.month, 1) in a LATERAL item).
 */
export function categorySpendingRowsIn(source: RowSource, param: (value: unknown) => string, month = '$2::date'): string {
  if (source.kind === 'live') return `(SELECT * FROM money_monthly_category_spending WHERE user_id = $1 AND month = ${month})`;
  const { from, conditions } = rowsIn(source, TRANSACTION_ROWS, param);
  return `(SELECT share.category_id, sum(share.cents) AS expense_cents, count(*)::int AS expense_count
           FROM ${from} ${categorySharesSql('t')}
          WHERE t.user_id = $1 AND t.type = 'expense' AND t.date >= ${month} AND t.date < (${month} + interval '1 month')
            AND ${conditions.join(' AND ')}
          GROUP BY 1)`;
}

/**
 * Expense spending of one month by (first) category in the source, largest first; name null for "no
 * category" or a category deleted then.
 */
export async function categorySpending(
  q: Queryable,
  userId: string,
  month: string,
  source: RowSource = LIVE,
): Promise<CategorySpendingRow[]> {
  const { params, param } = sqlParams(userId, month);
  const spending = categorySpendingRowsIn(source, param);
  const categories = rowsIn(source, CATEGORY_ROWS, param);
  const { rows } = await q.query<CategorySpendingRow>(
    `SELECT s.category_id::text AS category_id, c.transaction_category AS name, s.expense_cents, s.expense_count
       FROM ${spending} s
       LEFT JOIN ${categories.from} ON ${['c.user_id = $1', 'c.id = s.category_id', ...categories.conditions].join(' AND ')}
      ORDER BY s.expense_cents DESC, s.category_id`,
    params,
  );
  return rows;
}
