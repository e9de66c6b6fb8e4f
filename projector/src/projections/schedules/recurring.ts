import type { IsoDate, RecurringFrequency, TransactionType } from '@life/domain';
import type { Queryable } from '@life/infra';
import { LIVE, userRowsIn, type RowSource, type VersionedTable } from '../as-of/source';
import { ISO } from '../sql';

/** The recurring transactions and their versions (issue 26): the reads take a RowSource. */
const RECURRING_ROWS: VersionedTable = {
  live: 'money_recurring_transactions',
  versions: 'money_recurring_transactions_versions',
  alias: 'r',
};

/** money_recurring_transactions row; amount_cents absolute (the sign follows from type), as for transactions. */
export interface RecurringTransactionRow {
  id: string;
  user_id: string;
  title: string;
  type: TransactionType;
  amount_cents: string;
  category: string;
  transaction_category_ids: string[];
  from_account_id: string | null;
  to_account_id: string | null;
  frequency: RecurringFrequency;
  start_date: string;
  /** null: open-ended. */
  end_date: string | null;
  bi_monthly_dates: number[];
  is_active: boolean;
  auto_post: boolean;
  created_at: string;
  updated_at: string;
}

const COLUMNS = `r.id::text AS id, r.user_id::text AS user_id, r.title, r.type, r.amount_cents, r.category,
  r.transaction_category_ids::text[] AS transaction_category_ids, r.from_account_id::text AS from_account_id,
  r.to_account_id::text AS to_account_id, r.frequency, to_char(r.start_date, 'YYYY-MM-DD') AS start_date,
  to_char(r.end_date, 'YYYY-MM-DD') AS end_date, r.bi_monthly_dates, r.is_active, r.auto_post,
  to_char(r.created_at AT TIME ZONE 'UTC', ${ISO}) AS created_at, to_char(r.updated_at AT TIME ZONE 'UTC', ${ISO}) AS updated_at`;

/** The user's live recurring transactions in creation order. */
export async function listRecurringTransactions(
  q: Queryable,
  userId: string,
  source: RowSource = LIVE,
): Promise<RecurringTransactionRow[]> {
  const { params, from, where } = userRowsIn(source, RECURRING_ROWS, userId);
  const { rows } = await q.query<RecurringTransactionRow>(
    `SELECT ${COLUMNS} FROM ${from} WHERE ${where()} ORDER BY r.created_position`,
    params,
  );
  return rows;
}

/** One live recurring transaction of the user (null when missing, deleted or someone else's). */
export async function findRecurringTransaction(q: Queryable, userId: string, id: string): Promise<RecurringTransactionRow | null> {
  const { rows } = await q.query<RecurringTransactionRow>(
    `SELECT ${COLUMNS} FROM money_recurring_transactions r WHERE r.user_id = $1 AND r.id = $2::uuid`,
    [userId, id],
  );
  return rows[0] ?? null;
}

/**
 * The daily job's list as of `today`: every live, active recurring transaction of every user that is
 * open-ended or ends after `today` (its rolling horizon moves on: a run writes only through 31 December
 * of next year), or auto-posts (its due occurrences get posted). Rules that ended are left out: their
 * runs wrote through their end date. (The partial index money_recurring_transactions_due serves only
 * the first two; the table holds a few rules per user.)
 */
export async function recurringTransactionsDueForGeneration(q: Queryable, today: IsoDate): Promise<Array<{ user_id: string; id: string }>> {
  const { rows } = await q.query<{ user_id: string; id: string }>(
    `SELECT r.user_id::text AS user_id, r.id::text AS id FROM money_recurring_transactions r
      WHERE r.is_active AND (r.end_date IS NULL OR r.auto_post OR r.end_date >= $1::date)
      ORDER BY r.user_id, r.id`,
    [today],
  );
  return rows;
}
