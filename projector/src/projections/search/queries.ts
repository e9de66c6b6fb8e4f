import type { TransactionType } from '@life/domain';
import type { Queryable } from '@life/infra';
import { sqlParams } from '../sql';

/**
 * Search across a user's records (issue 24, GET /api/search): one query per area over the read
 * models the areas already have, each scoped to the user and limited. Texts match as a
 * case-insensitive part (`ILIKE '%text%'`, % and _ literal); on the large tables (transactions,
 * workouts, meals) a trigram index answers it (migration 0160, pg_trgm on PostgreSQL and PGlite).
 */
export interface SearchRequest {
  userId: string;
  /** Trimmed, 1..100 characters. */
  text: string;
  /** Absolute cents when the text reads as an amount ("86.42"); negative: only amounts shown negative (expenses). */
  amount?: { cents: number; negative: boolean };
  limit: number;
}

/** The text as a LIKE pattern matching it anywhere, literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

const LIKE = `ILIKE $2 ESCAPE '\\'`;

/** pg_trgm indexes texts of 3 characters or more. */
const TRIGRAM_LENGTH = 3;
/**
 * A shorter text ("q", "ab") has no trigram, so its title match is a scan: it looks through the
 * user's newest 2,000 transactions only (a few ms; 10,000 took ~35 ms at 100,000 rows, BENCHMARKS),
 * not all of them: such a text is on its way to a longer one. Amounts, account and category names
 * still match in every transaction.
 */
export const SHORT_TEXT_ROWS = 2_000;

/** A split line's memo matches (issue 24): only split rows are looked into (jsonb_array_length > 0 first). */
const SPLIT_MEMO_MATCH = `jsonb_array_length(t.splits) > 0
  AND EXISTS (SELECT 1 FROM jsonb_array_elements(t.splits) AS l(line) WHERE l.line->>'memo' ${LIKE})`;

export interface TransactionHitRow {
  id: string;
  /** The account it is from (expense, payment) or to (income); '' when none or deleted. */
  account_name: string;
}

/**
 * Transactions whose title, notes, split memo, amount, (any) category's name or account's name matches, newest first
 * (the ledger's order). The accounts and categories whose names match are found first (a user has
 * tens); then one branch per way of matching, each the newest few by its own best path (the
 * title's trigram index, an account's or the categories' index, the amount's, or the newest-first
 * index when matches are plenty), and only the branches that can match: the planner sees the real
 * ids and amount, so a rare match is an index lookup rather than a walk through every row.
 */
export async function searchTransactions(q: Queryable, request: SearchRequest): Promise<TransactionHitRow[]> {
  const pattern = containsPattern(request.text);
  const { rows: named } = await q.query<{ accounts: string[]; categories: string[] }>(
    `SELECT
       (SELECT coalesce(array_agg(id::text), '{}') FROM money_accounts WHERE user_id = $1 AND NOT deleted AND account_name ${LIKE}) AS accounts,
       (SELECT coalesce(array_agg(id::text), '{}') FROM money_categories WHERE user_id = $1 AND NOT deleted AND transaction_category ${LIKE}) AS categories`,
    [request.userId, pattern],
  );
  const { accounts = [], categories = [] } = named[0] ?? {};
  const { params, param } = sqlParams(request.userId, pattern);
  const limit = param(request.limit);
  // Issue 24: the notes too (their own trigram index, 0181) and a split line's memo.
  const matches = [`t.title ${LIKE}`, `t.notes <> '' AND t.notes ${LIKE}`, SPLIT_MEMO_MATCH];
  if (accounts.length > 0) {
    const ids = param(accounts);
    matches.push(`t.from_account_id = ANY (${ids}::uuid[])`, `t.to_account_id = ANY (${ids}::uuid[])`);
  }
  if (categories.length > 0) matches.push(`t.category_ids && ${param(categories)}::uuid[]`);
  if (request.amount) {
    matches.push(`t.amount_cents = ${param(request.amount.cents)}${request.amount.negative ? ` AND t.type = 'expense'` : ''}`);
  }
  // Under 3 characters there is no trigram to look up: the title and notes are matched among the newest rows only.
  const titleRows =
    request.text.length < TRIGRAM_LENGTH
      ? `(SELECT * FROM money_transactions WHERE user_id = $1 ORDER BY date DESC, created_position DESC LIMIT ${param(SHORT_TEXT_ROWS)})`
      : 'money_transactions';
  const branch = (
    match: string,
    index: number,
  ) => `(SELECT t.id, t.date, t.created_position, coalesce(t.from_account_id, t.to_account_id) AS account_id
     FROM ${index <= 1 ? titleRows : 'money_transactions'} t WHERE t.user_id = $1 AND ${match}
     ORDER BY t.date DESC, t.created_position DESC LIMIT ${limit})`;
  const { rows } = await q.query<TransactionHitRow>(
    `WITH hits AS (
       SELECT DISTINCT ON (h.date, h.created_position) h.* FROM (${matches.map(branch).join(' UNION ALL ')}) AS h
       ORDER BY h.date DESC, h.created_position DESC LIMIT ${limit}
     )
     SELECT h.id::text AS id, coalesce(a.account_name, '') AS account_name
     FROM hits h LEFT JOIN money_accounts a ON a.user_id = $1 AND a.id = h.account_id AND NOT a.deleted
     ORDER BY h.date DESC, h.created_position DESC`,
    params,
  );
  return rows;
}

export interface AccountHitRow {
  id: string;
  account_name: string;
  account_type: string;
}

/** Live accounts whose name matches, in the accounts list's order (primary first, then as created). */
export async function searchAccounts(q: Queryable, { userId, text, limit }: SearchRequest): Promise<AccountHitRow[]> {
  const { rows } = await q.query<AccountHitRow>(
    `SELECT id::text AS id, account_name, account_type FROM money_accounts
     WHERE user_id = $1 AND NOT deleted AND account_name ${LIKE}
     ORDER BY is_primary DESC, created_position LIMIT $3`,
    [userId, containsPattern(text), limit],
  );
  return rows;
}

export interface CategoryHitRow {
  id: string;
  transaction_category: string;
  transaction_type: string;
}

/** Live categories whose name matches, by name. */
export async function searchCategories(q: Queryable, { userId, text, limit }: SearchRequest): Promise<CategoryHitRow[]> {
  const { rows } = await q.query<CategoryHitRow>(
    `SELECT id::text AS id, transaction_category, transaction_type FROM money_categories
     WHERE user_id = $1 AND NOT deleted AND transaction_category ${LIKE}
     ORDER BY lower(transaction_category), created_position LIMIT $3`,
    [userId, containsPattern(text), limit],
  );
  return rows;
}

export interface RecurringHitRow {
  id: string;
  title: string;
  type: TransactionType;
  amount_cents: string;
  frequency: string;
}

/** Recurring transactions whose title, category name or amount matches, newest first. */
export async function searchRecurring(q: Queryable, { userId, text, amount, limit }: SearchRequest): Promise<RecurringHitRow[]> {
  const { params, param } = sqlParams(userId, containsPattern(text));
  const matches = [`r.title ${LIKE}`, `r.category ${LIKE}`];
  if (amount) matches.push(`(r.amount_cents = ${param(amount.cents)}${amount.negative ? ` AND r.type = 'expense'` : ''})`);
  const { rows } = await q.query<RecurringHitRow>(
    `SELECT r.id::text AS id, r.title, r.type, r.amount_cents, r.frequency FROM money_recurring_transactions r
     WHERE r.user_id = $1 AND (${matches.join(' OR ')})
     ORDER BY r.created_position DESC LIMIT ${param(limit)}`,
    params,
  );
  return rows;
}

export interface GoalHitRow {
  id: string;
  title: string;
  category: string;
  status: string;
}

/** Goals whose title, description or category matches, newest first. */
export async function searchGoals(q: Queryable, { userId, text, limit }: SearchRequest): Promise<GoalHitRow[]> {
  const { rows } = await q.query<GoalHitRow>(
    `SELECT id::text AS id, title, category, status FROM goals
     WHERE user_id = $1 AND (title ${LIKE} OR description ${LIKE} OR category ${LIKE})
     ORDER BY created_position DESC LIMIT $3`,
    [userId, containsPattern(text), limit],
  );
  return rows;
}

export interface DatedHitRow {
  id: string;
  name: string;
  type: string;
  date: string;
}

/** Workouts whose name matches, newest first. */
export async function searchWorkouts(q: Queryable, { userId, text, limit }: SearchRequest): Promise<DatedHitRow[]> {
  const { rows } = await q.query<DatedHitRow>(
    `SELECT w.id::text AS id, w.name, w.type, to_char(w.date, 'YYYY-MM-DD') AS date FROM fitness_workouts w
     WHERE w.user_id = $1 AND w.name ${LIKE}
     ORDER BY w.date DESC, w.time DESC NULLS LAST, w.created_position DESC LIMIT $3`,
    [userId, containsPattern(text), limit],
  );
  return rows;
}

/** Meals whose name matches, newest first. */
export async function searchMeals(q: Queryable, { userId, text, limit }: SearchRequest): Promise<DatedHitRow[]> {
  const { rows } = await q.query<DatedHitRow>(
    `SELECT m.id::text AS id, m.name, m.type, to_char(m.date, 'YYYY-MM-DD') AS date FROM nutrition_meals m
     WHERE m.user_id = $1 AND m.name ${LIKE}
     ORDER BY m.date DESC, m.time DESC NULLS LAST, m.created_position DESC LIMIT $3`,
    [userId, containsPattern(text), limit],
  );
  return rows;
}

export interface GroceryHitRow {
  id: string;
  name: string;
  category: string;
  checked: boolean;
}

/** Grocery items whose name or category matches, in the list's order. */
export async function searchGroceries(q: Queryable, { userId, text, limit }: SearchRequest): Promise<GroceryHitRow[]> {
  const { rows } = await q.query<GroceryHitRow>(
    `SELECT id::text AS id, name, category, checked FROM nutrition_grocery_items
     WHERE user_id = $1 AND (name ${LIKE} OR category ${LIKE})
     ORDER BY created_position LIMIT $3`,
    [userId, containsPattern(text), limit],
  );
  return rows;
}
