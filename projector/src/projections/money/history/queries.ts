import type { Queryable } from '@life/infra';
import {
  ACCOUNT_ROW_COLUMNS,
  CATEGORY_COLUMNS,
  countedEffects,
  TRANSACTION_COLUMNS,
  transactionMatchSql,
  type AccountBalanceAt,
  type AccountRangeBalanceRow,
  type AccountRow,
  type CategoryRow,
  type CategorySpendingRow,
  type MonthSummaryRow,
  type TransactionFilters,
  type TransactionMatch,
  type TransactionRow,
} from '../queries';
import { NO_CATEGORY } from '../names';

/**
 * The money reads "as of" an instant (issue 10): the live queries' answers over the versions of
 * money-history known at that instant. Each returns exactly the rows its live twin
 * (queries/accounts.ts, transactions.ts, summary.ts, balances.ts) returned then; `asOf` is an ISO
 * instant the API has checked. history.queries.test.ts proves "as of now" equals the live answer.
 */

/** The versions (alias) known at the instant `param`: known from it or before, not yet superseded. */
export function knownAt(alias: string, param: string): string {
  return `${alias}.known_from <= ${param}::timestamptz AND (${alias}.known_to IS NULL OR ${alias}.known_to > ${param}::timestamptz)`;
}

/**
 * Two ways to sum what was known at the instant $3, whichever reads fewer versions (`routeAt`):
 * 'known': the versions known at $3 themselves (few for an early $3);
 * 'later': the current totals (money_history_daily_effects, money_history_monthly_summary) undoing
 * what became known after $3: the current versions opened after it (-1) and the versions known at
 * it that closed after it (+1) (few for a recent $3; indexes money_transaction_versions_opened/_closed).
 */
export type AsOfRoute = 'known' | 'later';

/** Versions counted per way before stopping: past this many, both ways cost about the same anyway. */
const ROUTE_PROBE = 2_000;

/**
 * "Known from `param` or before" for the versions closed after it: an expression on known_from, so
 * they are found by known_to (the few closed since), never through the known_from index (all of
 * them); with stale statistics after an import the planner chose that and read every version.
 */
const CLOSED_KNOWN_FROM = (param: string) => `(v.known_from + interval '0') <= ${param}::timestamptz`;

/** The cheaper way for user $1 at `asOf`: two bounded index scans. */
export async function routeAt(q: Queryable, userId: string, asOf: string): Promise<AsOfRoute> {
  const bounded = (where: string) =>
    `(SELECT count(*) FROM (SELECT 1 FROM money_transaction_versions v WHERE v.user_id = $1 AND ${where} LIMIT ${ROUTE_PROBE}) x)`;
  const { rows } = await q.query<{ known: string; later: string }>(
    `SELECT ${bounded('v.known_from <= $2::timestamptz')} AS known,
            ${bounded('v.known_to IS NULL AND v.known_from > $2::timestamptz')}
              + ${bounded(`v.known_to > $2::timestamptz AND ${CLOSED_KNOWN_FROM('$2')}`)} AS later`,
    [userId, asOf],
  );
  const known = Number(rows[0]?.known ?? 0);
  // A probe that hit its bound means "at least that many": then the changes since are the bet.
  return known < ROUTE_PROBE && known < Number(rows[0]?.later ?? 0) ? 'known' : 'later';
}

/** What the sums read of a version: the narrow rows keep `delta` in memory (whole rows spilled to disk). */
const DELTA_COLUMNS = 'v.debit_account_id, v.credit_account_id, v.date, v.status, v.type, v.amount_cents';

/** CTE `delta`: the versions (dated through `lastDay`) summed with `sign` on top of the route's base totals. */
function deltaCte(route: AsOfRoute, lastDay: string | undefined): string {
  const dated = lastDay ? ` AND v.date <= ${lastDay}::date` : '';
  if (route === 'known') {
    return `delta AS MATERIALIZED (
    SELECT ${DELTA_COLUMNS}, 1 AS sign FROM money_transaction_versions v WHERE v.user_id = $1 AND ${knownAt('v', '$3')}${dated}
  )`;
  }
  return `delta AS MATERIALIZED (
    SELECT ${DELTA_COLUMNS}, -1 AS sign FROM money_transaction_versions v
     WHERE v.user_id = $1 AND v.known_to IS NULL AND v.known_from > $3::timestamptz${dated}
    UNION ALL
    SELECT ${DELTA_COLUMNS}, 1 AS sign FROM money_transaction_versions v
     WHERE v.user_id = $1 AND v.known_to > $3::timestamptz AND ${CLOSED_KNOWN_FROM('$3')}${dated}
  )`;
}

/** The route's base rows: the current totals for 'later', nothing for 'known'. */
const baseFilter = (route: AsOfRoute) => (route === 'known' ? ' AND false' : '');

/**
 * CTEs `accounts` (the user's ($1) accounts known at $3) and `effects` (what money_account_daily_effects
 * held then, through day `lastDay`): the route's base daily effects plus the balance effects
 * (debit/credit accounts, posted and all) of `delta`, and the balance adjustments (known by $3 for
 * 'known'; recorded after it, taken out, for 'later'). Materialized: every account reads them once.
 */
function accountsAndEffectsCtes(route: AsOfRoute, lastDay: string): string {
  const adjustments =
    route === 'known'
      ? 'j.amount_cents, j.amount_cents FROM money_balance_adjustment_versions j WHERE j.known_from <= $3::timestamptz'
      : '-j.amount_cents, -j.amount_cents FROM money_balance_adjustment_versions j WHERE j.known_from > $3::timestamptz';
  return `WITH accounts AS MATERIALIZED (
    SELECT a.* FROM money_account_versions a WHERE a.user_id = $1 AND ${knownAt('a', '$3')}
  ),
  ${deltaCte(route, lastDay)},
  effects AS MATERIALIZED (
    SELECT $1::uuid AS user_id, x.account_id, x.date, sum(x.posted_cents) AS posted_cents, sum(x.all_cents) AS all_cents
      FROM (
        SELECT d.account_id, d.date, d.posted_cents, d.all_cents
          FROM money_history_daily_effects d WHERE d.user_id = $1 AND d.date <= ${lastDay}::date${baseFilter(route)}
        UNION ALL
        SELECT l.debit_account_id, l.date, CASE WHEN l.status = 'posted' THEN -l.amount_cents * l.sign ELSE 0 END, -l.amount_cents * l.sign
          FROM delta l WHERE l.debit_account_id IS NOT NULL
        UNION ALL
        SELECT l.credit_account_id, l.date, CASE WHEN l.status = 'posted' THEN l.amount_cents * l.sign ELSE 0 END, l.amount_cents * l.sign
          FROM delta l WHERE l.credit_account_id IS NOT NULL
        UNION ALL
        SELECT j.account_id, j.date, ${adjustments} AND j.user_id = $1 AND j.date <= ${lastDay}::date
      ) x
     GROUP BY x.account_id, x.date
  )`;
}

/** listCategories as of `asOf`: the categories then (a deletion closes its version), in creation order. */
export async function listCategoriesAsOf(q: Queryable, userId: string, asOf: string): Promise<CategoryRow[]> {
  const { rows } = await q.query<CategoryRow>(
    `SELECT ${CATEGORY_COLUMNS} FROM money_category_versions c WHERE c.user_id = $1 AND ${knownAt('c', '$2')} ORDER BY c.created_position`,
    [userId, asOf],
  );
  return rows;
}

/** listAccounts as of `asOf`: the accounts then, in creation order, with balances at the end of day `day`. */
export async function listAccountsAsOf(q: Queryable, userId: string, day: string, asOf: string): Promise<AccountRow[]> {
  const { rows } = await q.query<AccountRow>(
    `${accountsAndEffectsCtes(await routeAt(q, userId, asOf), '$2')}
     SELECT ${ACCOUNT_ROW_COLUMNS},
            a.starting_balance_cents + coalesce(e.posted, 0) AS balance_posted_cents,
            a.starting_balance_cents + coalesce(e.all_cents, 0) AS balance_all_cents
       FROM accounts a
       LEFT JOIN LATERAL (
         SELECT sum(d.posted_cents) AS posted, sum(d.all_cents) AS all_cents FROM effects d WHERE ${countedEffects('d', 'a')}
       ) e ON true
      ORDER BY a.created_position`,
    [userId, day, asOf],
  );
  return rows;
}

/** accountBalancesAt as of `asOf`. */
export async function accountBalancesAtAsOf(q: Queryable, userId: string, date: string, asOf: string): Promise<AccountBalanceAt[]> {
  const rows = await listAccountsAsOf(q, userId, date, asOf);
  return rows.map((row) => ({ accountId: row.id, postedCents: Number(row.balance_posted_cents), allCents: Number(row.balance_all_cents) }));
}

/** accountBalancesForRange as of `asOf`. */
export async function accountBalancesForRangeAsOf(
  q: Queryable,
  userId: string,
  startDate: string,
  endDate: string,
  asOf: string,
): Promise<AccountRangeBalanceRow[]> {
  const { rows } = await q.query<AccountRangeBalanceRow>(
    `${accountsAndEffectsCtes(await routeAt(q, userId, asOf), '$4')}
     SELECT a.id::text AS account_id, a.account_name, a.account_type,
            a.starting_balance_cents + coalesce(e.start_posted, 0) AS start_posted_cents,
            a.starting_balance_cents + coalesce(e.start_all, 0) AS start_all_cents,
            a.starting_balance_cents + coalesce(e.end_posted, 0) AS end_posted_cents,
            a.starting_balance_cents + coalesce(e.end_all, 0) AS end_all_cents
       FROM accounts a
       LEFT JOIN LATERAL (
         SELECT sum(d.posted_cents) FILTER (WHERE d.date < $2::date)::bigint AS start_posted,
                sum(d.all_cents) FILTER (WHERE d.date < $2::date)::bigint AS start_all,
                sum(d.posted_cents)::bigint AS end_posted, sum(d.all_cents)::bigint AS end_all
           FROM effects d
          WHERE ${countedEffects('d', 'a')}
       ) e ON true
      ORDER BY a.created_position`,
    [userId, startDate, asOf, endDate],
  );
  return rows;
}

/** The match conditions of the live list plus "known at asOf", over money_transaction_versions t. */
function matchAsOf(userId: string, filters: TransactionMatch, asOf: string) {
  const sql = transactionMatchSql(userId, filters);
  sql.where.push(knownAt('t', sql.param(asOf)));
  return sql;
}

/** listTransactions as of `asOf` (same filters, order and keyset paging). */
export async function listTransactionsAsOf(
  q: Queryable,
  userId: string,
  filters: TransactionFilters,
  asOf: string,
): Promise<TransactionRow[]> {
  const { params, param, where, sides } = matchAsOf(userId, filters, asOf);
  if (filters.after) where.push(`(t.date, t.created_position) < (${param(filters.after.date)}::date, ${param(filters.after.position)})`);
  const limit = param(filters.limit);
  const page = (side: string) =>
    `SELECT ${TRANSACTION_COLUMNS} FROM money_transaction_versions t WHERE ${[...where, side].join(' AND ')}
      ORDER BY t.date DESC, t.created_position DESC LIMIT ${limit}`;
  const sql =
    sides.length === 1
      ? page(sides[0]!)
      : `SELECT * FROM (${sides.map((side) => `(${page(side)})`).join(' UNION ALL ')}) AS page
           ORDER BY page.date DESC, page.created_position DESC LIMIT ${limit}`;
  const { rows } = await q.query<TransactionRow>(sql, params);
  return rows;
}

/** countTransactions as of `asOf`. */
export async function countTransactionsAsOf(q: Queryable, userId: string, filters: TransactionMatch, asOf: string): Promise<number> {
  const { params, where, sides } = matchAsOf(userId, filters, asOf);
  const counts = sides.map((side) => `(SELECT count(*) FROM money_transaction_versions t WHERE ${[...where, side].join(' AND ')})`);
  const { rows } = await q.query<{ count: string }>(`SELECT ${counts.join(' + ')} AS count`, params);
  return Number(rows[0]?.count ?? 0);
}

const TOTALS = ['income', 'expense', 'payment'] as const;
/** Sums of the totals columns over rows `r` (cents and counts of each type). */
const SUMS = TOTALS.map(
  (type) => `coalesce(sum(r.${type}_cents), 0) AS ${type}_cents, coalesce(sum(r.${type}_count), 0)::int AS ${type}_count`,
).join(', ');
/** A `delta` version as a money_monthly_summary delta (its type's amount and count, signed). */
const LATER_TOTALS = TOTALS.map(
  (type) =>
    `CASE WHEN l.type = '${type}' THEN l.amount_cents * l.sign ELSE 0 END AS ${type}_cents, CASE WHEN l.type = '${type}' THEN l.sign ELSE 0 END AS ${type}_count`,
).join(', ');
const SUMMARY_COLUMNS = TOTALS.map((type) => `s.${type}_cents, s.${type}_count`).join(', ');

/**
 * monthSummary as of `asOf`: what money_monthly_summary summed then (every status, amounts absolute),
 * by the cheaper route (routeAt).
 */
export async function monthSummaryAsOf(
  q: Queryable,
  userId: string,
  month: string,
  asOf: string,
): Promise<{ month: MonthSummaryRow; allTime: MonthSummaryRow }> {
  const route = await routeAt(q, userId, asOf);
  const { rows } = await q.query<MonthSummaryRow & { scope: string }>(
    `WITH ${deltaCte(route, undefined)},
     deltas AS MATERIALIZED (
       SELECT s.month, ${SUMMARY_COLUMNS} FROM money_history_monthly_summary s WHERE s.user_id = $1${baseFilter(route)}
       UNION ALL
       SELECT date_trunc('month', l.date)::date, ${LATER_TOTALS} FROM delta l
     )
     SELECT 'month' AS scope, ${SUMS} FROM deltas r WHERE r.month = $2::date
     UNION ALL
     SELECT 'all' AS scope, ${SUMS} FROM deltas r`,
    [userId, month, asOf],
  );
  const pick = (scope: string) => rows.find((row) => row.scope === scope)!;
  return { month: pick('month'), allTime: pick('all') };
}

/** categorySpending as of `asOf`: expenses of the month by first category, named by the category then. */
export async function categorySpendingAsOf(q: Queryable, userId: string, month: string, asOf: string): Promise<CategorySpendingRow[]> {
  const { rows } = await q.query<CategorySpendingRow>(
    `SELECT s.category_id::text AS category_id, c.transaction_category AS name, s.expense_cents, s.expense_count
       FROM (
         SELECT coalesce(t.category_ids[1], '${NO_CATEGORY}'::uuid) AS category_id, sum(t.amount_cents) AS expense_cents,
                count(*)::int AS expense_count
           FROM money_transaction_versions t
          WHERE t.user_id = $1 AND t.type = 'expense' AND t.date >= $2::date AND t.date < ($2::date + interval '1 month')
            AND ${knownAt('t', '$3')}
          GROUP BY 1
       ) s
       LEFT JOIN money_category_versions c ON c.user_id = $1 AND c.id = s.category_id AND ${knownAt('c', '$3')}
      ORDER BY s.expense_cents DESC, s.category_id`,
    [userId, month, asOf],
  );
  return rows;
}
