import type { RestorableKind } from '@life/domain';
import type { Queryable } from '@life/infra';
import { ISO } from './sql';

/** One deleted record: its last version's values and when the deletion closed it. */
export interface DeletedRecordRow {
  kind: RestorableKind;
  id: string;
  name: string;
  deleted_at: string;
  /** Transactions: their type; goals: their status; rules: their pattern; else null. */
  detail: string | null;
  /** Transactions: absolute cents; workouts: minutes; meals: calories; goals: progress. */
  amount: string;
  /** yyyy-mm-dd (body weight: the entry's date); null for goals. */
  day: string | null;
}

/** How many deletions a list shows (latest first). */
export const DELETED_RECORDS_LIMIT = 100;

/**
 * A record is deleted when its last version was closed and nothing opened after it (an edit opens
 * the next version at the closing position, a restore later): found among the closed versions by
 * the primary key. Transactions from money-history (generated occurrences left out: the recurring
 * rule owns them; those deleted with an account still deleted are listed under it, `listDeletedWith`), accounts and categories from money-history too, goals, workouts and meals from
 * dashboard-history; rules from money-rules (soft-deleted rows, `deleted_position` the deletion).
 */
const DELETED_TRANSACTION = `
  SELECT 'transaction' AS kind, v.id::text AS id, v.title AS name, v.known_to, v.to_position, v.type AS detail, v.amount_cents::text AS amount,
         to_char(v.date, 'YYYY-MM-DD') AS day`;
const LAST_VERSION_CLOSED = `v.known_to IS NOT NULL
     AND NOT EXISTS (SELECT 1 FROM money_transaction_versions n WHERE n.user_id = v.user_id AND n.id = v.id AND n.from_position >= v.to_position)`;
/** Deleted with an account that is still deleted (money-deleted-with): listed under that account, restored with it. */
const WITH_DELETED_ACCOUNT = (alias: string) => `EXISTS (
       SELECT 1 FROM money_deleted_with_account w JOIN money_accounts a ON a.user_id = w.user_id AND a.id::text = w.account_id
        WHERE w.transaction_id = ${alias}.id::text AND a.deleted)`;
const TRANSACTIONS = `${DELETED_TRANSACTION}
    FROM money_transaction_versions v
   WHERE v.user_id = $1 AND v.recurring_transaction_id IS NULL AND ${LAST_VERSION_CLOSED}
     AND NOT ${WITH_DELETED_ACCOUNT('v')}`;

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

const RULES = `
  SELECT 'rule' AS kind, r.id, r.name, r.updated_at AS known_to, coalesce(r.deleted_position, r.created_position) AS to_position,
         r.match_kind || ' ' || r.pattern AS detail, '0' AS amount, NULL::text AS day
    FROM money_rules r
   WHERE r.user_id = $1 AND r.deleted`;

/** Recipes (issue 27): nutrition-recipes' versions; detail: servings. */
const RECIPES = `
  SELECT 'recipe' AS kind, v.id::text AS id, v.name, v.known_to, v.to_position, v.servings::text AS detail, coalesce(v.calories, 0)::text AS amount,
         NULL::text AS day
    FROM nutrition_recipe_versions v
   WHERE v.user_id = $1 AND v.known_to IS NOT NULL
     AND NOT EXISTS (SELECT 1 FROM nutrition_recipe_versions n WHERE n.user_id = v.user_id AND n.id = v.id AND n.from_position >= v.to_position)`;

/** Body weight (issue 27): body-weight's versions; named by the weight as entered, its day the entry's date. */
const BODY_WEIGHTS = `
  SELECT 'body-weight' AS kind, v.id::text AS id, v.weight || ' ' || v.unit AS name, v.known_to, v.to_position, NULL::text AS detail, '0' AS amount,
         to_char(v.date, 'YYYY-MM-DD') AS day
    FROM body_weight_entry_versions v
   WHERE v.user_id = $1 AND v.known_to IS NOT NULL
     AND NOT EXISTS (SELECT 1 FROM body_weight_entry_versions n WHERE n.user_id = v.user_id AND n.id = v.id AND n.from_position >= v.to_position)`;

/**
 * Recurring transactions (issue 26): money-schedules' versions; detail: the frequency, amount: cents,
 * day: the start date. The occurrences their deletion removed are listed under them (`listDeletedWith`).
 */
const RECURRING = `
  SELECT 'recurring-transaction' AS kind, v.id::text AS id, v.title AS name, v.known_to, v.to_position, v.frequency AS detail,
         v.amount_cents::text AS amount, to_char(v.start_date, 'YYYY-MM-DD') AS day
    FROM money_recurring_transactions_versions v
   WHERE v.user_id = $1 AND v.known_to IS NOT NULL
     AND NOT EXISTS (SELECT 1 FROM money_recurring_transactions_versions n
                      WHERE n.user_id = v.user_id AND n.id = v.id AND n.from_position >= v.to_position)`;

const SOURCES: Record<RestorableKind, string> = {
  transaction: TRANSACTIONS,
  account: BOOK_KIND('account', 'money_account_versions', 'account_name', 'account_type'),
  category: BOOK_KIND('category', 'money_category_versions', 'transaction_category', 'transaction_type'),
  goal: DASHBOARD_KIND('goal'),
  workout: DASHBOARD_KIND('workout'),
  meal: DASHBOARD_KIND('meal'),
  rule: RULES,
  recipe: RECIPES,
  'body-weight': BODY_WEIGHTS,
  'recurring-transaction': RECURRING,
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

/** A transaction deleted with one of the listed accounts or recurring transactions (issue 26): `account_id` is the record it went with. */
export interface DeletedWithRow extends DeletedRecordRow {
  account_id: string;
}

/** How many rows under one record the list shows (the count says how many there are). */
export const DELETED_WITH_SHOWN = 20;

/**
 * The transactions that went with these deleted accounts or recurring transactions and are still
 * deleted (generated occurrences too: they come back with the record), latest first, at most DELETED_WITH_SHOWN each, with each
 * account's count (`counts`).
 */
export async function listDeletedWith(
  q: Queryable,
  userId: string,
  recordIds: readonly string[],
): Promise<{ rows: DeletedWithRow[]; counts: Map<string, number> }> {
  if (recordIds.length === 0) return { rows: [], counts: new Map() };
  const { rows } = await q.query<DeletedWithRow & { total: string }>(
    `SELECT kind, id, name, to_char(known_to AT TIME ZONE 'UTC', ${ISO}) AS deleted_at, detail, amount, day, account_id, total
       FROM (${DELETED_TRANSACTION}, w.account_id,
                    row_number() OVER (PARTITION BY w.account_id ORDER BY v.to_position DESC) AS n,
                    count(*) OVER (PARTITION BY w.account_id) AS total
               FROM money_deleted_with_account w
               -- Ids are stored as text (never fail a row); a transaction's id in the versions is a uuid.
               JOIN money_transaction_versions v ON v.user_id = w.user_id
                AND v.id = CASE WHEN w.transaction_id ~* '^[0-9a-f-]{36}$' THEN w.transaction_id::uuid END
              WHERE w.user_id = $1 AND w.account_id = ANY($2::text[]) AND ${LAST_VERSION_CLOSED}) d
      WHERE n <= ${DELETED_WITH_SHOWN}
      ORDER BY account_id, to_position DESC`,
    [userId, recordIds],
  );
  const counts = new Map(rows.map((row) => [row.account_id, Number(row.total)]));
  return { rows: rows.map(({ total: _total, ...row }) => row), counts };
}
