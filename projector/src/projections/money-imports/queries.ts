import type { Queryable } from '@life/infra';

/** The live transactions an import wrote (undo deletes exactly these). */
export async function transactionIdsOfImport(q: Queryable, userId: string, importId: string): Promise<string[]> {
  const { rows } = await q.query<{ transaction_id: string }>(
    'SELECT transaction_id FROM money_imported_transactions WHERE user_id = $1 AND import_id = $2 ORDER BY transaction_id',
    [userId, importId],
  );
  return rows.map((row) => row.transaction_id);
}

/** Which of these bank ids (OFX FITIDs) the account's live transactions already carry. */
export async function importedExternalIds(
  q: Queryable,
  userId: string,
  accountId: string,
  externalIds: readonly string[],
): Promise<Set<string>> {
  if (externalIds.length === 0) return new Set();
  const { rows } = await q.query<{ external_id: string }>(
    `SELECT external_id FROM money_imported_transactions
      WHERE user_id = $1 AND account_id = $2 AND external_id = ANY($3::text[])`,
    [userId, accountId, externalIds],
  );
  return new Set(rows.map((row) => row.external_id));
}

export interface RecordedOnAccount {
  date: string;
  signed_cents: string;
  title: string;
}

/**
 * The account's live transactions between two days (inclusive), signed as the account sees them:
 * what a bank CSV row is compared with to flag duplicates.
 */
export async function transactionsOnAccount(
  q: Queryable,
  userId: string,
  accountId: string,
  from: string,
  to: string,
): Promise<RecordedOnAccount[]> {
  const { rows } = await q.query<RecordedOnAccount>(
    `SELECT to_char(date, 'YYYY-MM-DD') AS date,
            (CASE WHEN to_account_id = $2::uuid THEN amount_cents ELSE -amount_cents END)::text AS signed_cents,
            title
       FROM money_transactions
      WHERE user_id = $1 AND (from_account_id = $2::uuid OR to_account_id = $2::uuid) AND date BETWEEN $3::date AND $4::date`,
    [userId, accountId, from, to],
  );
  return rows;
}
