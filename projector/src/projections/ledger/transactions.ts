import type { CategoryType, TransactionStatus, TransactionType } from '@life/domain';
import type { Queryable } from '@life/infra';
import { LIVE, rowsIn, type RowSource, type VersionedTable } from '../as-of/source';
import { ISO, sqlParams } from '../sql';
import type { TransactionRow as StoredTransactionRow } from './fold';

/** money_transactions row as the API reads it; amount_cents unsigned (the sign follows from type), as a string. */
export type TransactionRow = Omit<StoredTransactionRow, 'user_id' | 'amount_cents' | 'category_ids' | 'updated_position'> & {
  amount_cents: string;
  /** Comma-separated uuids ('' for none): much cheaper for the driver than parsing a uuid[] per row. */
  category_ids: string;
};

const COLUMNS = `t.id::text AS id, t.title, t.type, t.amount_cents, t.category, array_to_string(t.category_ids, ',') AS category_ids,
  t.from_account_id::text AS from_account_id, t.to_account_id::text AS to_account_id, t.status,
  to_char(t.date, 'YYYY-MM-DD') AS date, t.recurring_transaction_id::text AS recurring_transaction_id, t.is_recurring,
  t.created_position, to_char(t.created_at AT TIME ZONE 'UTC', ${ISO}) AS created_at,
  to_char(t.updated_at AT TIME ZONE 'UTC', ${ISO}) AS updated_at`;

// Qualified: a bare `date` would name the to_char output column and defeat the index.
const ORDER = 'ORDER BY t.date DESC, t.created_position DESC';

/** Keyset position: the last row of the previous page. */
export interface ListCursor {
  date: string;
  position: string;
}

export interface TransactionFilters {
  transactionType?: TransactionType;
  status?: TransactionStatus;
  /** Inclusive yyyy-mm-dd bounds. */
  startDate?: string;
  endDate?: string;
  /** Transactions from or to this account. */
  accountId?: string;
  /** Case-insensitive part of the title (matched literally: % and _ are no wildcards). */
  search?: string;
  after?: ListCursor;
  limit: number;
}

/** The filters that select which transactions match, without paging (what a total counts). */
export type TransactionMatch = Omit<TransactionFilters, 'after' | 'limit'>;

/** The text as a LIKE pattern that matches it literally. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** money_transactions and its versions (money-history): a deletion removes the row, and closes the version. */
export const TRANSACTION_ROWS: VersionedTable = { live: 'money_transactions', versions: 'money_transaction_versions', alias: 't' };

/**
 * The FROM item (`from`, alias t) and WHERE conditions shared by the list and the count, so the two
 * can never disagree. `sides` holds one extra condition per index scan: with accountId the from- and
 * to-account sides (a payment between two accounts never has the same account on both sides, so no
 * row matches both).
 */
function matchSql(userId: string, filters: TransactionMatch, source: RowSource = LIVE) {
  const { params, param } = sqlParams(userId);
  const where = ['t.user_id = $1'];
  if (filters.transactionType) where.push(`t.type = ${param(filters.transactionType)}`);
  if (filters.status) where.push(`t.status = ${param(filters.status)}`);
  if (filters.startDate) where.push(`t.date >= ${param(filters.startDate)}::date`);
  if (filters.endDate) where.push(`t.date <= ${param(filters.endDate)}::date`);
  // A filter on the rows the user's index already narrows to (no trigram index: PGlite has no
  // pg_trgm); at 2,000 transactions a page with a search answers within a few ms (BENCHMARKS).
  if (filters.search) where.push(`t.title ILIKE ${param(`%${escapeLike(filters.search)}%`)} ESCAPE '\\'`);
  let sides = ['true'];
  if (filters.accountId) {
    const account = param(filters.accountId);
    sides = [`t.from_account_id = ${account}::uuid`, `t.to_account_id = ${account}::uuid`];
  }
  const { from, conditions } = rowsIn(source, TRANSACTION_ROWS, param);
  where.push(...conditions);
  return { params, param, from, where, sides };
}

/**
 * One page of the source's transactions, newest first: date descending, then creation (event
 * position) descending. With accountId, the from- and to-account index scans are merged (nothing is
 * listed twice).
 */
export async function listTransactions(
  q: Queryable,
  userId: string,
  filters: TransactionFilters,
  source: RowSource = LIVE,
): Promise<TransactionRow[]> {
  const { params, param, from, where, sides } = matchSql(userId, filters, source);
  if (filters.after) where.push(`(t.date, t.created_position) < (${param(filters.after.date)}::date, ${param(filters.after.position)})`);
  const limit = param(filters.limit);
  const page = (side: string) => `SELECT ${COLUMNS} FROM ${from} WHERE ${[...where, side].join(' AND ')} ${ORDER} LIMIT ${limit}`;

  const sql =
    sides.length === 1
      ? page(sides[0]!)
      : `SELECT * FROM (${sides.map((side) => `(${page(side)})`).join(' UNION ALL ')}) AS page
           ORDER BY page.date DESC, page.created_position DESC LIMIT ${limit}`;
  const { rows } = await q.query<TransactionRow>(sql, params);
  return rows;
}

/** How many of the source's transactions match the filters (every page of listTransactions together). */
export async function countTransactions(
  q: Queryable,
  userId: string,
  filters: TransactionMatch,
  source: RowSource = LIVE,
): Promise<number> {
  const { params, from, where, sides } = matchSql(userId, filters, source);
  const counts = sides.map((side) => `(SELECT count(*) FROM ${from} WHERE ${[...where, side].join(' AND ')})`);
  const { rows } = await q.query<{ count: string }>(`SELECT ${counts.join(' + ')} AS count`, params);
  return Number(rows[0]?.count ?? 0);
}

export async function findTransaction(q: Queryable, userId: string, transactionId: string): Promise<TransactionRow | undefined> {
  const { rows } = await q.query<TransactionRow>(`SELECT ${COLUMNS} FROM money_transactions t WHERE t.user_id = $1 AND t.id = $2::uuid`, [
    userId,
    transactionId,
  ]);
  return rows[0];
}

export interface ReferenceRow {
  id: string;
  name: string;
  is_active: boolean;
}

/** A category also names its type (which transaction types it fits). */
export interface CategoryReferenceRow extends ReferenceRow {
  type: CategoryType;
}

/** The user's live accounts and categories among the given (valid uuid) ids. */
export async function findReferences(
  q: Queryable,
  userId: string,
  accountIds: readonly string[],
  categoryIds: readonly string[],
): Promise<{ accounts: ReferenceRow[]; categories: CategoryReferenceRow[] }> {
  const [accounts, categories] = [
    accountIds.length === 0
      ? []
      : (
          await q.query<ReferenceRow>(
            `SELECT id::text AS id, account_name AS name, is_active FROM money_accounts
              WHERE user_id = $1 AND NOT deleted AND id IN (SELECT value::uuid FROM jsonb_array_elements_text($2::jsonb))`,
            [userId, JSON.stringify(accountIds)],
          )
        ).rows,
    categoryIds.length === 0
      ? []
      : (
          await q.query<CategoryReferenceRow>(
            `SELECT id::text AS id, transaction_category AS name, transaction_type AS type, is_active FROM money_categories
              WHERE user_id = $1 AND NOT deleted AND id IN (SELECT value::uuid FROM jsonb_array_elements_text($2::jsonb))`,
            [userId, JSON.stringify(categoryIds)],
          )
        ).rows,
  ];
  return { accounts, categories };
}

/** The list's columns and filter conditions, for the changes since a position (transaction-changes.ts). */
export { COLUMNS as TRANSACTION_COLUMNS, matchSql as transactionMatchSql };
