import type { Queryable } from '@life/infra';

/** The live transactions an import wrote (undo deletes exactly these). */
export async function transactionIdsOfImport(q: Queryable, userId: string, importId: string): Promise<string[]> {
  const { rows } = await q.query<{ transaction_id: string }>(
    'SELECT transaction_id FROM money_imported_transactions WHERE user_id = $1 AND import_id = $2 ORDER BY transaction_id',
    [userId, importId],
  );
  return rows.map((row) => row.transaction_id);
}

export interface RecordedOnAccount {
  id: string;
  date: string;
  signed_cents: string;
  title: string;
  status: 'posted' | 'pending';
  /** The bank id (OFX FITID) it was imported with; null when typed by hand or from a CSV. */
  external_id: string | null;
}

const RECORDED_COLUMNS = `t.id, to_char(t.date, 'YYYY-MM-DD') AS date,
            (CASE WHEN t.to_account_id = $2::uuid THEN t.amount_cents ELSE -t.amount_cents END)::text AS signed_cents,
            t.title, t.status, i.external_id`;

/**
 * The account's live transactions between two days (inclusive), signed as the account sees them,
 * pending and transfers included: what incoming bank rows are matched with (issue 23).
 */
export async function transactionsOnAccount(
  q: Queryable,
  userId: string,
  accountId: string,
  from: string,
  to: string,
): Promise<RecordedOnAccount[]> {
  const { rows } = await q.query<RecordedOnAccount>(
    `SELECT ${RECORDED_COLUMNS}
       FROM money_transactions t
       LEFT JOIN money_imported_transactions i ON i.user_id = t.user_id AND i.transaction_id = t.id
      WHERE t.user_id = $1 AND (t.from_account_id = $2::uuid OR t.to_account_id = $2::uuid) AND t.date BETWEEN $3::date AND $4::date`,
    [userId, accountId, from, to],
  );
  return rows;
}

/** The account's live transactions carrying one of these bank ids (OFX FITIDs), whatever their day. */
export async function transactionsWithExternalIds(
  q: Queryable,
  userId: string,
  accountId: string,
  externalIds: readonly string[],
): Promise<RecordedOnAccount[]> {
  if (externalIds.length === 0) return [];
  const { rows } = await q.query<RecordedOnAccount>(
    `SELECT ${RECORDED_COLUMNS}
       FROM money_imported_transactions i
       JOIN money_transactions t ON t.user_id = i.user_id AND t.id = i.transaction_id
      WHERE i.user_id = $1 AND i.account_id = $2::text AND i.external_id = ANY($3::text[])`,
    [userId, accountId, externalIds],
  );
  return rows;
}
