import type { Queryable } from '@life/infra';
import type { AdjustmentRow, LedgerChanges, LedgerEventRef, TombstoneRow, TransactionRow } from './fold';
import { addDeltas } from '../additive-rows';
import { LEDGER_TOTAL_KINDS, LEDGER_TOTAL_SHAPES, type LedgerTotals } from './totals';
import { recordset } from '../rows';

/** to_char format of the instants the fold keeps: microseconds, so a row written back is unchanged. */
export const ISO_US = `'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'`;

/** The fold's TransactionRow columns of `t` (a money_transactions row, or a version of one in money-history). */
export const FOLD_TRANSACTION_COLUMNS = (t: string) =>
  `${t}.user_id::text AS user_id, ${t}.id::text AS id, ${t}.title, ${t}.type, ${t}.amount_cents, ${t}.category,
   ${t}.category_ids::text[] AS category_ids, ${t}.from_account_id::text AS from_account_id, ${t}.to_account_id::text AS to_account_id,
   ${t}.status, to_char(${t}.date, 'YYYY-MM-DD') AS date, ${t}.notes, ${t}.splits, ${t}.recurring_transaction_id::text AS recurring_transaction_id,
   ${t}.is_recurring, ${t}.created_position, ${t}.updated_position,
   to_char(${t}.created_at AT TIME ZONE 'UTC', ${ISO_US}) AS created_at, to_char(${t}.updated_at AT TIME ZONE 'UTC', ${ISO_US}) AS updated_at`;

/** The current rows of transactions a batch changes, by id. */
export async function loadTransactions(tx: Queryable, refs: readonly LedgerEventRef[]): Promise<Map<string, TransactionRow>> {
  if (refs.length === 0) return new Map();
  const { rows } = await tx.query<TransactionRow & { amount_cents: string }>(
    `SELECT ${FOLD_TRANSACTION_COLUMNS('t')}
       FROM money_transactions t
       JOIN jsonb_to_recordset($1::jsonb) AS k("userId" uuid, id uuid) ON t.user_id = k."userId" AND t.id = k.id`,
    [recordset(refs)],
  );
  return new Map(rows.map((row) => [row.id, { ...row, amount_cents: Number(row.amount_cents) }]));
}

const TRANSACTION_COLUMNS = `user_id uuid, id uuid, title text, type text, amount_cents bigint, category text, category_ids uuid[],
  from_account_id uuid, to_account_id uuid, status text, date date, recurring_transaction_id uuid, is_recurring boolean,
  created_position text, updated_position text, created_at timestamptz, updated_at timestamptz, notes text, splits jsonb`;

/** Named, not positional: columns added later (0048 updated_position, 0180 notes and splits) sit at the table's end. */
const STORED_COLUMN_NAMES = `user_id, id, title, type, amount_cents, category, category_ids, from_account_id, to_account_id, status, date,
  recurring_transaction_id, is_recurring, created_position, created_at, updated_at, updated_position, notes, splits`;

async function upsertTransactions(tx: Queryable, rows: readonly TransactionRow[]): Promise<void> {
  if (rows.length === 0) return;
  await tx.query(
    `INSERT INTO money_transactions (${STORED_COLUMN_NAMES})
     SELECT ${STORED_COLUMN_NAMES}
       FROM jsonb_to_recordset($1::jsonb) AS r(${TRANSACTION_COLUMNS})
     ON CONFLICT (user_id, id) DO UPDATE SET
       title = excluded.title, type = excluded.type, amount_cents = excluded.amount_cents, category = excluded.category,
       category_ids = excluded.category_ids, from_account_id = excluded.from_account_id, to_account_id = excluded.to_account_id,
       status = excluded.status, date = excluded.date, updated_at = excluded.updated_at, updated_position = excluded.updated_position,
       notes = excluded.notes, splits = excluded.splits`,
    [recordset(rows)],
    // Prepared (one plan for any batch: the recordset's rows are not estimated): every batch runs it.
    { prepared: true },
  );
  // A live transaction has no tombstone: one restored after its deletion (issue 10) drops it, so the
  // rows are the same whether the deletion and the restore fell into one batch or two (projector verify).
  await tx.query(
    `DELETE FROM money_transaction_tombstones t USING jsonb_to_recordset($1::jsonb) AS k(user_id uuid, id uuid)
      WHERE t.user_id = k.user_id AND t.id = k.id`,
    [recordset(rows.map(({ user_id, id }) => ({ user_id, id })))],
    { prepared: true },
  );
}

/** Removes the rows and leaves a tombstone each (what GET /api/transactions?changedSince reports as deleted). */
async function deleteTransactions(tx: Queryable, tombstones: readonly TombstoneRow[]): Promise<void> {
  if (tombstones.length === 0) return;
  const rows = recordset(tombstones);
  await tx.query(
    `DELETE FROM money_transactions t USING jsonb_to_recordset($1::jsonb) AS k(user_id uuid, id uuid)
      WHERE t.user_id = k.user_id AND t.id = k.id`,
    [rows],
  );
  await tx.query(
    `INSERT INTO money_transaction_tombstones
     SELECT user_id, id, deleted_position FROM jsonb_to_recordset($1::jsonb) AS k(user_id uuid, id uuid, deleted_position text)
     ON CONFLICT (user_id, id) DO UPDATE SET deleted_position = excluded.deleted_position`,
    [rows],
  );
}

async function insertAdjustments(tx: Queryable, rows: readonly AdjustmentRow[]): Promise<void> {
  if (rows.length === 0) return;
  await tx.query(
    `INSERT INTO money_balance_adjustments
     SELECT * FROM jsonb_to_recordset($1::jsonb) AS r(user_id uuid, id uuid, account_id uuid, amount_cents bigint, date date,
       previous_balance_cents bigint, new_balance_cents bigint, created_position text, created_at timestamptz)
     ON CONFLICT (user_id, id) DO NOTHING`,
    [recordset(rows)],
  );
}

/** Writes one batch's changes; runs inside the runner's transaction. */
export async function writeLedgerChanges(tx: Queryable, changes: LedgerChanges): Promise<void> {
  await deleteTransactions(tx, changes.deletes);
  await upsertTransactions(tx, changes.upserts);
  await insertAdjustments(tx, changes.adjustments);
  await writeLedgerTotals(tx, changes.totals, LIVE_TOTAL_TABLES);
}

/** Where a ledger's totals are kept: the live ledger's tables, or money-history's current-totals twins. */
export interface LedgerTotalTables {
  daily: string;
  monthly: string;
  /** Absent: this ledger keeps no spending by category. */
  categories?: string;
  /** Absent: this ledger keeps no report sums (issue 11). */
  reportSums?: string;
  /** Absent: this ledger keeps no daily counts by category (issue 25). */
  categoryDays?: string;
}

const LIVE_TOTAL_TABLES: LedgerTotalTables = {
  daily: 'money_account_daily_effects',
  monthly: 'money_monthly_summary',
  categories: 'money_monthly_category_spending',
  reportSums: 'money_monthly_report_sums',
  categoryDays: 'money_category_daily_counts',
};

/** Adds one batch's totals to the tables this ledger keeps (one statement per table). */
export async function writeLedgerTotals(tx: Queryable, totals: LedgerTotals, tables: LedgerTotalTables): Promise<void> {
  for (const kind of LEDGER_TOTAL_KINDS) {
    const table = tables[kind];
    if (table !== undefined) await addDeltas(tx, { table, ...LEDGER_TOTAL_SHAPES[kind] }, [...totals[kind].values()]);
  }
}
