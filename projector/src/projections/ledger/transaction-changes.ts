import type { Queryable } from '@life/infra';
import { TRANSACTION_COLUMNS, transactionMatchSql, type TransactionMatch, type TransactionRow } from './transactions';

/** A changed transaction and whether it (still) matches the filters the client lists with. */
export interface ChangedTransactionRow extends TransactionRow {
  matches: boolean;
}

export interface TransactionChanges {
  /** Created or changed after the position, oldest change first. */
  changed: ChangedTransactionRow[];
  /** Deleted after the position. */
  deletedIds: string[];
  /** More than `limit` changes in all: the client should reload its list instead (nothing is listed then). */
  truncated: boolean;
}

/**
 * What changed in the user's ledger after `since` (a position: the ledger checkpoint of an earlier
 * answer): the transactions written after it, each flagged with whether it matches `filters`
 * (one that no longer matches leaves the client's list like a deleted one), and the ids deleted
 * after it. Both scans run on (user, position) indexes, so a poll with nothing new costs two
 * index probes whatever the ledger's size.
 */
export async function listTransactionChanges(
  q: Queryable,
  userId: string,
  since: string,
  filters: TransactionMatch,
  limit: number,
): Promise<TransactionChanges> {
  const { params, param, where, sides } = transactionMatchSql(userId, filters);
  const after = param(since);
  const matches = `coalesce(${[...where.slice(1), `(${sides.join(' OR ')})`].join(' AND ')}, false)`;
  const max = param(limit + 1);
  const [changed, deleted] = await Promise.all([
    q.query<ChangedTransactionRow>(
      `SELECT ${TRANSACTION_COLUMNS}, ${matches} AS matches FROM money_transactions t
        WHERE t.user_id = $1 AND t.updated_position > ${after} ORDER BY t.updated_position LIMIT ${max}`,
      params,
    ),
    q.query<{ id: string }>(
      `SELECT id::text AS id FROM money_transaction_tombstones
        WHERE user_id = $1 AND deleted_position > $2 ORDER BY deleted_position LIMIT $3`,
      [userId, since, limit + 1],
    ),
  ]);
  if (changed.rows.length + deleted.rows.length > limit) return { changed: [], deletedIds: [], truncated: true };
  return { changed: changed.rows, deletedIds: deleted.rows.map((row) => row.id), truncated: false };
}
