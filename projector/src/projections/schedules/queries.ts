import type { ScheduleFrequency } from '@life/domain';
import type { Queryable } from '@life/infra';
import { LIVE, userRowsIn, type RowSource, type VersionedTable } from '../as-of/source';
import { ISO } from '../sql';

/** The schedules, their periods and their versions (issue 26): the reads take a RowSource. */
const SCHEDULE_ROWS: VersionedTable = { live: 'money_schedules', versions: 'money_schedules_versions', alias: 's' };
export const PERIOD_ROWS: VersionedTable = { live: 'money_schedule_periods', versions: 'money_schedule_periods_versions', alias: 'p' };

/** money_schedules row. */
export interface ScheduleRow {
  id: string;
  user_id: string;
  name: string;
  frequency: ScheduleFrequency;
  start_date: string;
  end_date: string;
  /** Set exactly when frequency is 'use-recurring-transaction'. */
  recurring_transaction_id: string | null;
  is_active: boolean;
  created_at: string;
  updated_at: string;
}

/** money_schedule_periods row. */
export interface SchedulePeriodRow {
  schedule_id: string;
  schedule_name: string;
  period_number: number;
  days_in_period: number;
  start_date: string;
  end_date: string;
  created_at: string;
}

const SCHEDULE_COLUMNS = `s.id::text AS id, s.user_id::text AS user_id, s.name, s.frequency,
  to_char(s.start_date, 'YYYY-MM-DD') AS start_date, to_char(s.end_date, 'YYYY-MM-DD') AS end_date,
  s.recurring_transaction_id::text AS recurring_transaction_id, s.is_active,
  to_char(s.created_at AT TIME ZONE 'UTC', ${ISO}) AS created_at, to_char(s.updated_at AT TIME ZONE 'UTC', ${ISO}) AS updated_at`;

/** The SchedulePeriodRow columns of money_schedule_periods `p` (shared with the balances query). */
export const PERIOD_COLUMNS = `p.schedule_id::text AS schedule_id, p.schedule_name, p.period_number, p.days_in_period,
  to_char(p.start_date, 'YYYY-MM-DD') AS start_date, to_char(p.end_date, 'YYYY-MM-DD') AS end_date,
  to_char(p.created_at AT TIME ZONE 'UTC', ${ISO}) AS created_at`;

/** The user's live schedules in creation order. */
export async function listSchedules(q: Queryable, userId: string, source: RowSource = LIVE): Promise<ScheduleRow[]> {
  const { params, from, where } = userRowsIn(source, SCHEDULE_ROWS, userId);
  const { rows } = await q.query<ScheduleRow>(
    `SELECT ${SCHEDULE_COLUMNS} FROM ${from} WHERE ${where()} ORDER BY s.created_position`,
    params,
  );
  return rows;
}

/** One live schedule of the user (null when missing, deleted or someone else's). */
export async function findSchedule(q: Queryable, userId: string, id: string, source: RowSource = LIVE): Promise<ScheduleRow | null> {
  const { params, param, from, where } = userRowsIn(source, SCHEDULE_ROWS, userId);
  const { rows } = await q.query<ScheduleRow>(
    `SELECT ${SCHEDULE_COLUMNS} FROM ${from} WHERE ${where(`s.id = ${param(id)}::uuid`)}`,
    params,
  );
  return rows[0] ?? null;
}

/** A schedule's periods in date order ([] for a missing or foreign schedule). */
export async function listSchedulePeriods(
  q: Queryable,
  userId: string,
  scheduleId: string,
  source: RowSource = LIVE,
): Promise<SchedulePeriodRow[]> {
  const { params, param, from, where } = userRowsIn(source, PERIOD_ROWS, userId);
  const { rows } = await q.query<SchedulePeriodRow>(
    `SELECT ${PERIOD_COLUMNS} FROM ${from} WHERE ${where(`p.schedule_id = ${param(scheduleId)}::uuid`)} ORDER BY p.period_number`,
    params,
  );
  return rows;
}
