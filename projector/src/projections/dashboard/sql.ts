import type { Queryable } from '@life/infra';
import { addDeltas, type AdditiveTable } from '../additive-rows';
import { ISO } from '../sql';
import { recordset } from '../rows';
import { recordKeyString, type DashboardChanges, type DashboardRecordKey, type DashboardRecordRow } from './fold';

export const RECORD_COLUMNS = `user_id uuid, kind text, id uuid, title text, day date, amount bigint, goal_status text,
  goal_due_date text, activity_position text, activity_at timestamptz`;
export const KEY_COLUMNS = 'user_id uuid, kind text, id uuid';

/**
 * The current rows of the records a batch touches, by recordKeyString: from dashboard_records, or
 * the current versions of dashboard_record_versions (the same columns; dashboard-history).
 */
export async function loadRecords(
  tx: Queryable,
  keys: readonly DashboardRecordKey[],
  from: 'dashboard_records' | 'dashboard_record_versions' = 'dashboard_records',
): Promise<Map<string, DashboardRecordRow>> {
  if (keys.length === 0) return new Map();
  const { rows } = await tx.query<Omit<DashboardRecordRow, 'amount'> & { amount: string }>(
    `SELECT r.user_id::text AS user_id, r.kind, r.id::text AS id, r.title, to_char(r.day, 'YYYY-MM-DD') AS day, r.amount,
            r.goal_status, r.goal_due_date, r.activity_position,
            to_char(r.activity_at AT TIME ZONE 'UTC', ${ISO}) AS activity_at
       FROM ${from} r
       JOIN jsonb_to_recordset($1::jsonb) AS k(${KEY_COLUMNS}) ON r.user_id = k.user_id AND r.kind = k.kind AND r.id = k.id
      ${from === 'dashboard_record_versions' ? 'WHERE r.known_to IS NULL' : ''}`,
    [recordset(keys)],
  );
  return new Map(rows.map((row) => [recordKeyString(row), { ...row, amount: Number(row.amount) }]));
}

const DAYS: AdditiveTable = {
  table: 'dashboard_days',
  key: { user_id: 'uuid', day: 'date' },
  columns: {
    workouts: 'int',
    workout_minutes: 'bigint',
    logged_meals: 'int',
    meal_calories: 'bigint',
  },
  countColumns: ['workouts', 'logged_meals'],
};

/** Writes one batch's changes (a statement per table and kind of change); runs inside the runner's transaction. */
export async function writeDashboardChanges(tx: Queryable, changes: DashboardChanges): Promise<void> {
  if (changes.deletes.length > 0) {
    await tx.query(
      `DELETE FROM dashboard_records t USING jsonb_to_recordset($1::jsonb) AS k(${KEY_COLUMNS})
        WHERE t.user_id = k.user_id AND t.kind = k.kind AND t.id = k.id`,
      [recordset(changes.deletes)],
    );
  }
  if (changes.upserts.length > 0) {
    await tx.query(
      `INSERT INTO dashboard_records (user_id, kind, id, title, day, amount, goal_status, goal_due_date, activity_position, activity_at)
       SELECT user_id, kind, id, title, day, amount, goal_status, goal_due_date, activity_position, activity_at
         FROM jsonb_to_recordset($1::jsonb) AS r(${RECORD_COLUMNS})
       ON CONFLICT (user_id, kind, id) DO UPDATE SET
         title = excluded.title, day = excluded.day, amount = excluded.amount, goal_status = excluded.goal_status, goal_due_date = excluded.goal_due_date,
         activity_position = excluded.activity_position, activity_at = excluded.activity_at`,
      [recordset(changes.upserts)],
    );
  }
  await addDeltas(tx, DAYS, changes.days);
}
