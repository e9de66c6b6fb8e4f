import { addDays, type IsoDate } from '@life/domain';
import type { Queryable } from '@life/infra';
import { LIVE, type RowSource } from '../as-of/source';
import { countTransactions, TRANSACTION_COLUMNS, transactionMatchSql, type TransactionRow } from './transactions';

/** Which upcoming transactions: dated after `today` (the caller's day), optionally of one account. */
export interface UpcomingFilters {
  today: IsoDate;
  accountId?: string;
  limit: number;
}

/**
 * The next `limit` transactions dated after `today`, soonest first (date, then creation), from the
 * source: what the money overview's 'Upcoming' list shows (issue 24: projected occurrences are no
 * recent transactions). The same filters as the ledger's list (`transactionMatchSql`), so a ledger
 * section of upcoming rows can read them too.
 */
export async function listUpcomingTransactions(
  q: Queryable,
  userId: string,
  filters: UpcomingFilters,
  source: RowSource = LIVE,
): Promise<TransactionRow[]> {
  const match = { startDate: addDays(filters.today, 1), accountId: filters.accountId };
  const { params, param, from, where, sides } = transactionMatchSql(userId, match, source);
  const limit = param(filters.limit);
  const page = (side: string) =>
    `SELECT ${TRANSACTION_COLUMNS} FROM ${from} WHERE ${[...where, side].join(' AND ')} ORDER BY t.date, t.created_position LIMIT ${limit}`;
  const sql =
    sides.length === 1
      ? page(sides[0]!)
      : `SELECT * FROM (${sides.map((side) => `(${page(side)})`).join(' UNION ALL ')}) AS page
           ORDER BY page.date, page.created_position LIMIT ${limit}`;
  const { rows } = await q.query<TransactionRow>(sql, params);
  return rows;
}

/** How many transactions are dated after `today` (every page of listUpcomingTransactions together). */
export function countUpcomingTransactions(
  q: Queryable,
  userId: string,
  filters: Omit<UpcomingFilters, 'limit'>,
  source: RowSource = LIVE,
): Promise<number> {
  return countTransactions(q, userId, { startDate: addDays(filters.today, 1), accountId: filters.accountId }, source);
}
