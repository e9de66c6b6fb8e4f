import type { Queryable } from '@life/infra';
import { LIVE, userRowsIn, type RowSource, type VersionedTable } from '../as-of/source';
import { lastKnownCategoriesIn } from '../categories/queries';
import { NO_CATEGORY } from '../ledger/names';
import { categorySharesSql } from '../ledger/shares';
import { categorySpendingRowsIn } from '../ledger/summary';
import { TRANSACTION_ROWS } from '../ledger/transactions';
import { ISO } from '../sql';

/** A budget with its category and what was spent in its month (cents as strings). */
export interface BudgetRow {
  id: string;
  category_id: string;
  /** The category's name and colour; a deleted category keeps its last ones, a missing one is null. */
  category_name: string | null;
  color: string | null;
  year: number;
  month: number;
  amount_cents: string;
  spent_cents: string;
  created_at: string;
  updated_at: string;
}

/** money_budgets and its versions (issue 26, money-budgets): a deletion removes the row, and closes the version. */
const BUDGET_ROWS: VersionedTable = { live: 'money_budgets', versions: 'money_budgets_versions', alias: 'b' };

/** Which budgets a read selects (`where`) and the first day of their month (`month`), as SQL, binding values by `param`. */
interface BudgetSelection {
  where: (param: (value: unknown) => string) => string;
  /** One month's first day (read once for all its budgets); each budget's own month by default. */
  month?: (param: (value: unknown) => string) => string;
}

/**
 * The user's budgets in the source that `selection` selects, with their category and what was spent
 * in their month, by category name. Spent = the month's expenses whose FIRST category is the
 * budget's, or their split lines of the budget's category (issue 24), every status (posted and
 * pending): money_monthly_category_spending, the same figures as the overview's spending by
 * category; as of an instant, the sums of the transaction versions known then. One statement.
 */
async function budgetsIn(q: Queryable, userId: string, source: RowSource, selection: BudgetSelection): Promise<BudgetRow[]> {
  const { params, param, from, where } = userRowsIn(source, BUDGET_ROWS, userId);
  const condition = selection.where(param);
  const month = selection.month?.(param) ?? 'make_date(b.year, b.month, 1)';
  const { rows } = await q.query<BudgetRow>(
    `SELECT b.id::text AS id, b.category_id::text AS category_id, c.transaction_category AS category_name, c.color,
            b.year, b.month, b.amount_cents::text AS amount_cents, coalesce(s.expense_cents, 0)::text AS spent_cents,
            to_char(b.created_at AT TIME ZONE 'UTC', ${ISO}) AS created_at, to_char(b.updated_at AT TIME ZONE 'UTC', ${ISO}) AS updated_at
       FROM ${from}
       LEFT JOIN ${lastKnownCategoriesIn(source, param)} ON c.user_id = b.user_id AND c.id = b.category_id
       LEFT JOIN LATERAL ${categorySpendingRowsIn(source, param, month)} s ON s.category_id = b.category_id
      WHERE ${where(condition)}
      ORDER BY lower(coalesce(c.transaction_category, '')), b.created_position`,
    params,
  );
  return rows;
}

/** The user's budgets of one month in the source with their spending, by category name. */
export function listBudgetsOfMonth(
  q: Queryable,
  userId: string,
  year: number,
  month: number,
  source: RowSource = LIVE,
): Promise<BudgetRow[]> {
  return budgetsIn(q, userId, source, {
    where: (param) => `b.year = ${param(year)}::int AND b.month = ${param(month)}::int`,
    month: (param) => `make_date(${param(year)}::int, ${param(month)}::int, 1)`,
  });
}

/** One live budget of the user with its spending (undefined when missing or someone else's). */
export async function findBudget(q: Queryable, userId: string, budgetId: string): Promise<BudgetRow | undefined> {
  const rows = await budgetsIn(q, userId, LIVE, { where: (param) => `b.id = ${param(budgetId)}::uuid` });
  return rows[0];
}

/** Ids of the user's budgets of one month (what a copy names new ids for). */
export async function budgetIdsOfMonth(q: Queryable, userId: string, year: number, month: number): Promise<string[]> {
  const { rows } = await q.query<{ id: string }>(
    `SELECT id::text AS id FROM money_budgets WHERE user_id = $1 AND year = $2 AND month = $3 ORDER BY id`,
    [userId, year, month],
  );
  return rows.map((row) => row.id);
}

/** A budget of a month, for prorating (beyond SPEC, budgets by pay period). */
export type BudgetOfMonthRow = Pick<BudgetRow, 'category_id' | 'category_name' | 'color' | 'year' | 'month' | 'amount_cents'>;

/** What a pay period's budgets read: the budgets of the months a date range touches, and its expenses by first category. */
export interface PeriodBudgetData {
  budgets: BudgetOfMonthRow[];
  spending: { category_id: string; expense_cents: string }[];
}

/**
 * Budgets of every month from `start` to `end` (yyyy-mm-dd), with the expenses dated in the range
 * by category (the first one, or each split line's), every status (as `listBudgetsOfMonth` counts spent), in the
 * source. Two statements, one per table.
 */
export async function periodBudgetData(
  q: Queryable,
  userId: string,
  start: string,
  end: string,
  source: RowSource = LIVE,
): Promise<PeriodBudgetData> {
  const budgetRows = userRowsIn(source, BUDGET_ROWS, userId);
  const [first, last] = [budgetRows.param(start), budgetRows.param(end)];
  const budgets = await q.query<BudgetOfMonthRow>(
    `SELECT b.category_id::text AS category_id, c.transaction_category AS category_name, c.color, b.year, b.month,
            b.amount_cents::text AS amount_cents
       FROM ${budgetRows.from}
       LEFT JOIN ${lastKnownCategoriesIn(source, budgetRows.param)} ON c.user_id = b.user_id AND c.id = b.category_id
      WHERE ${budgetRows.where(`make_date(b.year, b.month, 1) BETWEEN date_trunc('month', ${first}::date)::date AND ${last}::date`)}
      ORDER BY lower(coalesce(c.transaction_category, '')), b.category_id`,
    budgetRows.params,
  );
  const transactions = userRowsIn(source, TRANSACTION_ROWS, userId);
  const [from, to] = [transactions.param(start), transactions.param(end)];
  const spending = await q.query<{ category_id: string; expense_cents: string }>(
    `SELECT share.category_id::text AS category_id, sum(share.cents)::text AS expense_cents
       FROM ${transactions.from} ${categorySharesSql('t')}
      WHERE ${transactions.where(`t.type = 'expense'`, `t.date BETWEEN ${from}::date AND ${to}::date`, `share.category_id <> '${NO_CATEGORY}'::uuid`)}
      GROUP BY share.category_id`,
    transactions.params,
  );
  return { budgets: budgets.rows, spending: spending.rows };
}
