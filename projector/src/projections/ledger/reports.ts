import { addDays, addMonths, endOfMonth, startOfMonth } from '@life/domain';
import type { Queryable } from '@life/infra';
import { LIVE, rowsIn, type RowSource } from '../as-of/source';
import { NO_CATEGORY } from './names';
import { categorySharesSql } from './shares';
import { TRANSACTION_ROWS } from './transactions';

/** What a report reads: a date range, and optionally the accounts and categories (first, or split lines') it keeps. */
export interface ReportFilter {
  start: string;
  end: string;
  /** Transactions from or to any of these accounts; undefined: every account. */
  accountIds?: readonly string[];
  /** Expenses and income whose first category (a split: each line) is one of these; `withoutCategory`: those without one too. Undefined: no category filter. */
  categoryIds?: readonly string[];
  withoutCategory?: boolean;
}

/** One group of sums: a month's income (category_id null), or a month's expenses of one category, first or split line's (NO_CATEGORY for none). */
export interface ReportSumRow {
  month: string;
  type: 'income' | 'expense';
  category_id: string | null;
  cents: string;
  /** Transactions giving this group a share: a split one counts in each of its categories. */
  count: number;
  /**
   * Transactions counted once in all (issue 24): summed over a month's groups of a type, the number of
   * its transactions, a split one counted once however many categories it reaches.
   */
  transactions: number;
}

const GROUPED = `to_char(month, 'YYYY-MM') AS month, type, category_id::text AS category_id, sum(cents)::text AS cents,
  sum(n)::int AS count, sum(tx)::int AS transactions`;

/** The kept categories' parameter (the category filter's ids, NO_CATEGORY for "without one"). */
function keptCategories(filter: ReportFilter, params: unknown[]): string {
  params.push([...(filter.categoryIds ?? []), ...(filter.withoutCategory ? [NO_CATEGORY] : [])]);
  return `$${params.length}::uuid[]`;
}

/** The source's transaction rows (alias t: money_transactions, or the versions known then) and their conditions. */
function transactionRows(source: RowSource, params: unknown[]): { from: string; conditions: string[] } {
  return rowsIn(source, TRANSACTION_ROWS, (value) => `$${params.push(value)}`);
}

/**
 * Month sums straight from the source's transactions (money_transactions, or the versions known at
 * an instant) over the given date ranges, with the filters. With an account filter, expenses (their
 * from account) and income (their to account) are read apart, each along its account index
 * (usesFromAccount / usesToAccount: the one account each of them moves).
 */
function transactionSums(filter: ReportFilter, ranges: readonly [string, string][], params: unknown[], source: RowSource): string {
  const { from, conditions: known } = transactionRows(source, params);
  const dates = ranges.map(([from, to]) => {
    params.push(from, to);
    return `t.date BETWEEN $${params.length - 1}::date AND $${params.length}::date`;
  });
  const conditions = [`t.user_id = $1`, ...known, `(${dates.join(' OR ')})`];
  if (filter.categoryIds) conditions.push(`share.category_id = ANY(${keptCategories(filter, params)})`);
  // Each category's share (issue 24: a split line's amount), as the monthly read models sum them: counted
  // in each category (n), and once in all by its first share (tx, the monthly tables' *_transactions).
  const select = (type: string, extra: string) => `SELECT date_trunc('month', t.date)::date AS month, t.type,
      CASE WHEN t.type = 'expense' THEN share.category_id END AS category_id,
      share.cents AS cents, 1 AS n, share.first::int AS tx
    FROM ${from} ${categorySharesSql('t')} WHERE ${[...conditions, type, ...(extra ? [extra] : [])].join(' AND ')}`;
  if (!filter.accountIds) return select(`t.type IN ('income', 'expense')`, '');
  params.push(filter.accountIds);
  const accounts = `$${params.length}::uuid[]`;
  return `${select(`t.type = 'expense'`, `t.from_account_id = ANY(${accounts})`)}
    UNION ALL ${select(`t.type = 'income'`, `t.to_account_id = ANY(${accounts})`)}`;
}

/** Whole months [from, to) from money_monthly_report_sums, with the filters (issue 11's read model). */
function filteredMonthSums(filter: ReportFilter, from: string, to: string, params: unknown[]): string[] {
  const conditions = [`user_id = $1`, `month >= ${from}`, `month < ${to}`];
  if (filter.accountIds) {
    params.push(filter.accountIds);
    conditions.push(`account_id = ANY($${params.length}::uuid[])`);
  }
  if (filter.categoryIds) conditions.push(`category_id = ANY(${keptCategories(filter, params)})`);
  const where = conditions.join(' AND ');
  return [
    `SELECT month, 'income' AS type, NULL::uuid AS category_id, income_cents AS cents, income_count AS n, income_transactions AS tx
       FROM money_monthly_report_sums WHERE ${where} AND income_count > 0`,
    `SELECT month, 'expense' AS type, category_id, expense_cents AS cents, expense_count AS n, expense_transactions AS tx
       FROM money_monthly_report_sums WHERE ${where} AND expense_count > 0`,
  ];
}

/**
 * With a category filter, a split transaction counts once in all by its first share only when that
 * share's category is kept: this adds the split ones of the range whose first line's category is
 * filtered out but another line's is kept (tx 1, under the first kept line's category, no cents).
 * Split transactions are few and found by their partial index (money_transactions_split, 0181).
 */
function splitsCountedElsewhere(filter: ReportFilter, params: unknown[], source: RowSource): string {
  const { from, conditions: known } = transactionRows(source, params);
  const kept = keptCategories(filter, params);
  params.push(filter.start, filter.end);
  const conditions = [
    `t.user_id = $1`,
    ...known,
    `jsonb_array_length(t.splits) > 0`,
    `t.date BETWEEN $${params.length - 1}::date AND $${params.length}::date`,
    `t.type IN ('income', 'expense')`,
    `NOT ((t.splits->0->>'categoryId')::uuid = ANY(${kept}))`,
  ];
  if (filter.accountIds) {
    params.push(filter.accountIds);
    const accounts = `$${params.length}::uuid[]`;
    conditions.push(
      `((t.type = 'expense' AND t.from_account_id = ANY(${accounts})) OR (t.type = 'income' AND t.to_account_id = ANY(${accounts})))`,
    );
  }
  return `SELECT date_trunc('month', t.date)::date AS month, t.type,
      CASE WHEN t.type = 'expense' THEN kept.category_id END AS category_id, 0 AS cents, 0 AS n, 1 AS tx
    FROM ${from}
    CROSS JOIN LATERAL (
      SELECT (l.line->>'categoryId')::uuid AS category_id FROM jsonb_array_elements(t.splits) WITH ORDINALITY AS l(line, i)
       WHERE (l.line->>'categoryId')::uuid = ANY(${kept}) ORDER BY l.i LIMIT 1
    ) AS kept
   WHERE ${conditions.join(' AND ')}`;
}

/**
 * The range's income and expenses by month and category (the first, or each split line's: categorySharesSql), every status, payments left out
 * (the overview's rule). Whole months come from monthly read models, so a report costs the same
 * however many transactions a month holds: without filters money_monthly_summary (income) and
 * money_monthly_category_spending (expenses), with filters money_monthly_report_sums (by account
 * and first category). Only the partial months at the range's ends read money_transactions (and, with a
 * category filter, the range's split ones, to count each once: splitsCountedElsewhere). One statement.
 *
 * As of an instant (issue 26) the monthly read models hold only the present, so the whole range is
 * summed from the versions known then by the same statement as the partial months (transactionSums,
 * splitsCountedElsewhere: one SQL for both sources) and mapped alike; as of now that answers what the
 * live read does (command-api/src/reports/as-of.test.ts). Slower (it reads each transaction of the
 * range), and only asked for when the past is viewed.
 */
export async function reportSums(q: Queryable, userId: string, filter: ReportFilter, source: RowSource = LIVE): Promise<ReportSumRow[]> {
  const params: unknown[] = [userId];
  const filtered = filter.accountIds !== undefined || filter.categoryIds !== undefined;
  const firstWhole = filter.start.endsWith('-01') ? filter.start : addMonths(startOfMonth(filter.start), 1);
  const afterLastWhole = endOfMonth(filter.end) === filter.end ? addMonths(startOfMonth(filter.end), 1) : startOfMonth(filter.end);
  const parts: string[] = [];
  if (source.kind !== 'live' || firstWhole >= afterLastWhole) {
    parts.push(transactionSums(filter, [[filter.start, filter.end]], params, source));
  } else {
    const edges: [string, string][] = [];
    if (filter.start < firstWhole) edges.push([filter.start, addDays(firstWhole, -1)]);
    if (afterLastWhole <= filter.end) edges.push([afterLastWhole, filter.end]);
    params.push(firstWhole, afterLastWhole);
    const [from, to] = [`$${params.length - 1}::date`, `$${params.length}::date`];
    parts.push(
      ...(filtered
        ? filteredMonthSums(filter, from, to, params)
        : [
            `SELECT month, 'income' AS type, NULL::uuid AS category_id, income_cents AS cents, income_count AS n, income_count AS tx
       FROM money_monthly_summary WHERE user_id = $1 AND month >= ${from} AND month < ${to} AND income_count > 0`,
            `SELECT month, 'expense' AS type, category_id, expense_cents AS cents, expense_count AS n, expense_transactions AS tx
       FROM money_monthly_category_spending WHERE user_id = $1 AND month >= ${from} AND month < ${to} AND expense_count > 0`,
          ]),
    );
    if (edges.length > 0) parts.push(transactionSums(filter, edges, params, source));
  }
  if (filter.categoryIds) parts.push(splitsCountedElsewhere(filter, params, source));
  const { rows } = await q.query<ReportSumRow>(`SELECT ${GROUPED} FROM (${parts.join(' UNION ALL ')}) s GROUP BY 1, 2, 3`, params);
  return rows;
}

/** The caller's accounts and categories among `ids` (deleted ones included: their transactions remain). */
export async function ownedReportReferences(
  q: Queryable,
  userId: string,
  accountIds: readonly string[],
  categoryIds: readonly string[],
): Promise<{ accountIds: Set<string>; categoryIds: Set<string> }> {
  const { rows } = await q.query<{ kind: string; id: string }>(
    `SELECT 'account' AS kind, id::text AS id FROM money_accounts WHERE user_id = $1 AND id = ANY($2::uuid[])
     UNION ALL
     SELECT 'category' AS kind, id::text AS id FROM money_categories WHERE user_id = $1 AND id = ANY($3::uuid[])`,
    [userId, accountIds, categoryIds],
  );
  const of = (kind: string) => new Set(rows.filter((row) => row.kind === kind).map((row) => row.id));
  return { accountIds: of('account'), categoryIds: of('category') };
}

/**
 * The FROM item (alias r) of the user's `live` records, deleted ones with their last values; as of an
 * instant, each record's last version known by then from `versions` (one closed by a deletion too:
 * its last values, as the live row keeps them). $1 the user.
 */
function recordsLastKnown(source: RowSource, live: string, versions: string, params: unknown[]): string {
  if (source.kind === 'live') return `${live} r`;
  const instant = `$${params.push(source.instant)}`;
  return `(SELECT DISTINCT ON (v.id) v.* FROM ${versions} v WHERE v.user_id = $1 AND v.known_from <= ${instant}::timestamptz
             ORDER BY v.id, v.known_from DESC, v.known_to DESC NULLS FIRST) r`;
}

/** Name and colour of each of the user's categories in the source, deleted ones with their last values. */
export async function reportCategoryNames(
  q: Queryable,
  userId: string,
  source: RowSource = LIVE,
): Promise<Map<string, { name: string; color: string | null }>> {
  const params: unknown[] = [userId];
  const from = recordsLastKnown(source, 'money_categories', 'money_category_versions', params);
  const { rows } = await q.query<{ id: string; name: string; color: string | null }>(
    `SELECT r.id::text AS id, r.transaction_category AS name, r.color FROM ${from} WHERE r.user_id = $1`,
    params,
  );
  return new Map(rows.map((row) => [row.id, { name: row.name, color: row.color }]));
}

/** Names of the user's accounts in the source (deleted ones too), for a report's filter line. */
export async function reportAccountNames(q: Queryable, userId: string, source: RowSource = LIVE): Promise<Map<string, string>> {
  const params: unknown[] = [userId];
  const from = recordsLastKnown(source, 'money_accounts', 'money_account_versions', params);
  const { rows } = await q.query<{ id: string; name: string }>(
    `SELECT r.id::text AS id, r.account_name AS name FROM ${from} WHERE r.user_id = $1`,
    params,
  );
  return new Map(rows.map((row) => [row.id, row.name]));
}
