import type { Queryable } from '@life/infra';
import { ISO } from '../sql';
import { NO_CATEGORY } from '../ledger/names';
import { categorySharesSql } from '../ledger/shares';

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

/**
 * Spent = the month's expenses whose FIRST category is the budget's, or their split lines of the
 * budget's category (issue 24), every status (posted and pending): money_monthly_category_spending,
 * the same figures as the overview's spending by category.
 */
const BUDGET_SELECT = `SELECT b.id::text AS id, b.category_id::text AS category_id, c.transaction_category AS category_name, c.color,
    b.year, b.month, b.amount_cents::text AS amount_cents, coalesce(s.expense_cents, 0)::text AS spent_cents,
    to_char(b.created_at AT TIME ZONE 'UTC', ${ISO}) AS created_at, to_char(b.updated_at AT TIME ZONE 'UTC', ${ISO}) AS updated_at
  FROM money_budgets b
  LEFT JOIN money_categories c ON c.user_id = b.user_id AND c.id = b.category_id
  LEFT JOIN money_monthly_category_spending s
    ON s.user_id = b.user_id AND s.month = make_date(b.year, b.month, 1) AND s.category_id = b.category_id`;

/** The user's budgets of one month with their spending, by category name. One statement. */
export async function listBudgetsOfMonth(q: Queryable, userId: string, year: number, month: number): Promise<BudgetRow[]> {
  const { rows } = await q.query<BudgetRow>(
    `${BUDGET_SELECT} WHERE b.user_id = $1 AND b.year = $2 AND b.month = $3
     ORDER BY lower(coalesce(c.transaction_category, '')), b.created_position`,
    [userId, year, month],
  );
  return rows;
}

/** One budget of the user with its spending (undefined when missing or someone else's). */
export async function findBudget(q: Queryable, userId: string, budgetId: string): Promise<BudgetRow | undefined> {
  const { rows } = await q.query<BudgetRow>(`${BUDGET_SELECT} WHERE b.user_id = $1 AND b.id = $2::uuid`, [userId, budgetId]);
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
 * by category (the first one, or each split line's), every status (as `listBudgetsOfMonth` counts spent). Two statements, one per table.
 */
export async function periodBudgetData(q: Queryable, userId: string, start: string, end: string): Promise<PeriodBudgetData> {
  const budgets = await q.query<BudgetOfMonthRow>(
    `SELECT b.category_id::text AS category_id, c.transaction_category AS category_name, c.color, b.year, b.month,
            b.amount_cents::text AS amount_cents
       FROM money_budgets b
       LEFT JOIN money_categories c ON c.user_id = b.user_id AND c.id = b.category_id
      WHERE b.user_id = $1 AND make_date(b.year, b.month, 1) BETWEEN date_trunc('month', $2::date)::date AND $3::date
      ORDER BY lower(coalesce(c.transaction_category, '')), b.category_id`,
    [userId, start, end],
  );
  const spending = await q.query<{ category_id: string; expense_cents: string }>(
    `SELECT share.category_id::text AS category_id, sum(share.cents)::text AS expense_cents
       FROM money_transactions t ${categorySharesSql('t')}
      WHERE t.user_id = $1 AND t.type = 'expense' AND t.date BETWEEN $2::date AND $3::date AND share.category_id <> '${NO_CATEGORY}'::uuid
      GROUP BY share.category_id`,
    [userId, start, end],
  );
  return { budgets: budgets.rows, spending: spending.rows };
}
