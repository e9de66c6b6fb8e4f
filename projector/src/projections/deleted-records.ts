import type { RestorableKind } from '@life/domain';
import type { Queryable } from '@life/infra';
import { ISO } from './sql';

/** One deleted record: its last version's values and when the deletion closed it. */
export interface DeletedRecordRow {
  kind: RestorableKind;
  id: string;
  name: string;
  deleted_at: string;
  /** Transactions: their type; goals: their status; else null. */
  detail: string | null;
  /** Transactions: absolute cents; workouts: minutes; meals: calories; goals: progress. */
  amount: string;
  /** yyyy-mm-dd; null for goals. */
  day: string | null;
}

/** How many deletions a list shows (latest first). */
export const DELETED_RECORDS_LIMIT = 100;

/**
 * A record is deleted when its last version was closed and nothing opened after it (an edit opens
 * the next version at the closing position, a restore later): found among the closed versions by
 * the primary key. Transactions from money-history (generated occurrences left out: the recurring
 * rule owns them), accounts and categories from money-history too, goals, workouts and meals from
 * dashboard-history.
 */
const TRANSACTIONS = `
  SELECT 'transaction' AS kind, v.id::text AS id, v.title AS name, v.known_to, v.to_position, v.type AS detail, v.amount_cents::text AS amount,
         to_char(v.date, 'YYYY-MM-DD') AS day
    FROM money_transaction_versions v
   WHERE v.user_id = $1 AND v.known_to IS NOT NULL AND v.recurring_transaction_id IS NULL
     AND NOT EXISTS (SELECT 1 FROM money_transaction_versions n WHERE n.user_id = v.user_id AND n.id = v.id AND n.from_position >= v.to_position)`;

/** Accounts and categories: the versions of money-history, named and typed. */
const BOOK_KIND = (kind: 'account' | 'category', table: string, name: string, type: string) => `
  SELECT '${kind}' AS kind, v.id::text AS id, v.${name} AS name, v.known_to, v.to_position, v.${type} AS detail, '0' AS amount,
         NULL::text AS day
    FROM ${table} v
   WHERE v.user_id = $1 AND v.known_to IS NOT NULL
     AND NOT EXISTS (SELECT 1 FROM ${table} n WHERE n.user_id = v.user_id AND n.id = v.id AND n.from_position >= v.to_position)`;

const DASHBOARD_KIND = (kind: 'goal' | 'workout' | 'meal') => `
  SELECT '${kind}' AS kind, v.id::text AS id, v.title AS name, v.known_to, v.to_position, v.goal_status AS detail, v.amount::text AS amount,
         to_char(v.day, 'YYYY-MM-DD') AS day
    FROM dashboard_record_versions v
   WHERE v.user_id = $1 AND v.kind = '${kind}' AND v.known_to IS NOT NULL
     AND NOT EXISTS (SELECT 1 FROM dashboard_record_versions n
                      WHERE n.user_id = v.user_id AND n.kind = v.kind AND n.id = v.id AND n.from_position >= v.to_position)`;

const SOURCES: Record<RestorableKind, string> = {
  transaction: TRANSACTIONS,
  account: BOOK_KIND('account', 'money_account_versions', 'account_name', 'account_type'),
  category: BOOK_KIND('category', 'money_category_versions', 'transaction_category', 'transaction_type'),
  goal: DASHBOARD_KIND('goal'),
  workout: DASHBOARD_KIND('workout'),
  meal: DASHBOARD_KIND('meal'),
};

/** The user's deleted records of `kinds`, latest deletion first, at most DELETED_RECORDS_LIMIT. */
export async function listDeletedRecords(q: Queryable, userId: string, kinds: readonly RestorableKind[]): Promise<DeletedRecordRow[]> {
  if (kinds.length === 0) return [];
  const { rows } = await q.query<DeletedRecordRow>(
    `SELECT kind, id, name, to_char(known_to AT TIME ZONE 'UTC', ${ISO}) AS deleted_at, detail, amount, day
       FROM (${kinds.map((kind) => `(${SOURCES[kind]})`).join(' UNION ALL ')}) d
      ORDER BY to_position DESC LIMIT ${DELETED_RECORDS_LIMIT}`,
    [userId],
  );
  return rows;
}
