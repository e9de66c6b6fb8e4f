import { dashboardWindows, type IsoDate } from '@life/domain';
import type { Queryable } from '@life/infra';
import { knownAt } from '../money/history/queries';
import { ISO } from '../money/queries/sql';
import { toDashboardStats, type DashboardStats, type StatsRow } from './queries';

/**
 * How many of a kind's latest activities known at T are ordered by position. They are found newest
 * first by activity_at (the index), then ordered by position as the live read does; the two orders
 * differ only for events whose clocks crossed (concurrent requests), never by more than a few.
 */
const ACTIVITY_CANDIDATES = 20;

const KNOWN = knownAt('v', '$8');

const ACTIVITY_AS_OF = (kind: string, limit: number, extra = '') =>
  `(SELECT * FROM (
      SELECT kind, id::text AS id, title, to_char(day, 'YYYY-MM-DD') AS day, amount, coalesce(transaction_type, goal_status) AS detail,
             activity_position AS position, to_char(activity_at AT TIME ZONE 'UTC', ${ISO}) AS at
        FROM dashboard_record_versions v
       WHERE v.user_id = $1 AND v.kind = '${kind}' AND v.activity_position IS NOT NULL AND v.activity_at <= $8::timestamptz
         AND ${KNOWN}${extra}
       ORDER BY v.activity_at DESC, v.activity_position DESC LIMIT ${ACTIVITY_CANDIDATES}) c
    ORDER BY c.position DESC LIMIT ${limit})`;

/**
 * `dashboardStats` as it answered at the instant `asOf` (issue 10), over dashboard-history's
 * versions known then: the windows' days are summed from the record versions dated in them (a
 * transaction always, a workout while completed, a meal while logged: `dayContribution`), the goal
 * counts, active goals and Recent Activity from the versions, the targets from their versions.
 * "Today" is the caller's local day at that instant.
 */
export async function dashboardStatsAsOf(q: Queryable, userId: string, today: IsoDate, asOf: string): Promise<DashboardStats> {
  const windows = dashboardWindows(today);
  const from = windows.weekStart < windows.monthStart ? windows.weekStart : windows.monthStart;
  const { rows } = await q.query<StatsRow>(
    `WITH days AS (
       SELECT v.day, v.kind, v.amount, v.transaction_type, v.activity_position FROM dashboard_record_versions v
        WHERE v.user_id = $1 AND v.day BETWEEN $2::date AND $3::date AND ${KNOWN}
     ), goals AS (
       SELECT v.* FROM dashboard_record_versions v WHERE v.user_id = $1 AND v.kind = 'goal' AND ${KNOWN}
     )
     SELECT
       (SELECT coalesce(sum(amount), 0) FROM days
         WHERE kind = 'transaction' AND transaction_type = 'expense' AND day BETWEEN $4::date AND $5::date)::text AS month_expense_cents,
       (SELECT count(*) FROM days WHERE kind = 'transaction' AND day BETWEEN $4::date AND $5::date)::int AS month_transactions,
       (SELECT count(*) FROM days
         WHERE kind = 'workout' AND activity_position IS NOT NULL AND day BETWEEN $6::date AND $7::date)::int AS week_workouts,
       (SELECT coalesce(sum(amount), 0) FROM days WHERE kind = 'meal' AND activity_position IS NOT NULL AND day = $7::date)::text
         AS today_calories,
       (SELECT count(*) FROM goals WHERE goal_status = 'active')::int AS active_goals,
       (SELECT count(*) FROM goals WHERE goal_status = 'completed')::int AS completed_goals,
       (SELECT json_agg(g ORDER BY g.position DESC) FROM (
          SELECT id::text AS id, title, goal_status AS status, amount::int AS progress, goal_due_date AS due_date,
                 to_char(activity_at AT TIME ZONE 'UTC', ${ISO}) AS updated_at, activity_position AS position
            FROM goals
           WHERE activity_position IS NOT NULL AND goal_status = 'active'
           ORDER BY activity_position DESC LIMIT 3) g) AS goals,
       (SELECT json_agg(a ORDER BY a.position DESC) FROM (
          ${ACTIVITY_AS_OF('transaction', 2, ' AND v.day <= $7::date')}
          UNION ALL ${ACTIVITY_AS_OF('workout', 1)}
          UNION ALL ${ACTIVITY_AS_OF('meal', 1)}
          UNION ALL ${ACTIVITY_AS_OF('goal', 1)}) a) AS recent,
       (SELECT json_build_object('calories', calories, 'weeklyWorkouts', weekly_workouts) FROM user_target_versions v
         WHERE v.user_id = $1 AND ${KNOWN}) AS targets`,
    [userId, from, windows.monthEnd, windows.monthStart, windows.monthEnd, windows.weekStart, today, asOf],
  );
  return toDashboardStats(windows, rows[0]!);
}
