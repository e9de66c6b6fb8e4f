import type { Queryable } from '@life/infra';

/**
 * The ids of the transactions deleted with the record (an account, or a recurring transaction: its
 * occurrences) that are still deleted, in deletion order.
 */
export async function transactionsDeletedWith(q: Queryable, userId: string, recordId: string): Promise<string[]> {
  const { rows } = await q.query<{ transaction_id: string }>(
    `SELECT transaction_id FROM money_deleted_with_account WHERE user_id = $1 AND account_id = $2 ORDER BY deleted_position`,
    [userId, recordId],
  );
  return rows.map((row) => row.transaction_id);
}

/** The ids of the transactions deleted with the account that are still deleted, in deletion order. */
export const transactionsDeletedWithAccount = transactionsDeletedWith;
