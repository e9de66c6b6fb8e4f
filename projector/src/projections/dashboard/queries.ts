import { dashboardWindows, type GoalStatus, type IsoDate, type TransactionType } from '@life/domain';
import type { Queryable } from '@life/infra';
import { knownAt, LIVE, type RowSource } from '../as-of/source';
import { ISO, sqlParams } from '../sql';

/** One Recent Activity candidate (a dashboard_records row), `at` an ISO instant. */
export type DashboardActivityRow =
  | { kind: 'transaction'; id: string; title: string; type: TransactionType; amount_cents: number; date: string; at: string }
  | { kind: 'workout'; id: string; title: string; minutes: number; date: string; at: string }
  | { kind: 'meal'; id: string; title: string; calories: number; date: string; at: string }
  | { kind: 'goal'; id: string; title: string; status: GoalStatus; progress: number; at: string };

export interface DashboardGoalRow {
  id: string;
  title: string;
  status: GoalStatus;
  progress: number;
  due_date: string;
  updated_at: string;
}

/** Everything the dashboard shows, for the user's local `today`. */
export interface DashboardStats {
  today: IsoDate;
  monthStart: IsoDate;
  monthEnd: IsoDate;
  weekStart: IsoDate;
  monthExpenseCents: number;
  /** Every transaction dated in the month (any type and status), later days of the month included. */
  monthTransactions: number;
  /** Of those, the ones dated after today (issue 24: the card says how many are still to come). */
  monthUpcomingTransactions: number;
  weekWorkouts: number;
  todayMealCalories: number;
  activeGoals: number;
  completedGoals: number;
  /** The 3 most recently updated active goals, latest first. */
  goals: DashboardGoalRow[];
  /** Newest first: 2 transactions (none dated after today), 1 completed workout, 1 logged meal, 1 goal. */
  recent: DashboardActivityRow[];
  /** The user's own targets (the `targets` read model), null until they set any. */
  targets: { calories: number; weeklyWorkouts: number } | null;
}

/** What the dashboard's one statement answers (live or as of an instant). */
interface StatsRow {
  month_expense_cents: string;
  month_transactions: number;
  month_upcoming_transactions: number;
  week_workouts: number;
  today_calories: string;
  active_goals: number;
  completed_goals: number;
  goals: DashboardGoalRow[] | null;
  recent: Array<{
    kind: DashboardActivityRow['kind'];
    id: string;
    title: string;
    day: string | null;
    amount: string | number;
    detail: string | null;
    at: string;
  }> | null;
  targets: { calories: number; weeklyWorkouts: number } | null;
}

/**
 * Where the dashboard's statement reads, per source: CTEs `days` (dashboard_days' columns day,
 * transactions, expense_cents, workouts, meal_calories, dated $2 through $3) and `goals` (the user's
 * goal records), the Recent Activity candidates of a kind, and the targets' FROM item.
 */
interface DashboardRows {
  with: string;
  activity: (kind: string, limit: number, extra?: string) => string;
  targets: string;
}

const LIVE_ROWS: DashboardRows = {
  with: `WITH days AS (
       SELECT day, transactions, expense_cents, workouts, meal_calories FROM dashboard_days
        WHERE user_id = $1 AND day BETWEEN $2::date AND $3::date
     ), goals AS NOT MATERIALIZED (
       SELECT * FROM dashboard_records WHERE user_id = $1 AND kind = 'goal'
     )`,
  activity: (kind, limit, extra = '') =>
    `(SELECT kind, id::text AS id, title, to_char(day, 'YYYY-MM-DD') AS day, amount, coalesce(transaction_type, goal_status) AS detail,
           activity_position AS position, to_char(activity_at AT TIME ZONE 'UTC', ${ISO}) AS at
      FROM dashboard_records
     WHERE user_id = $1 AND kind = '${kind}' AND activity_position IS NOT NULL${extra}
     ORDER BY activity_position DESC LIMIT ${limit})`,
  targets: 'user_targets WHERE user_id = $1',
};

/**
 * How many of a kind's latest activities known at T are ordered by position. They are found newest
 * first by activity_at (the index), then ordered by position as the live read does; the two orders
 * differ only for events whose clocks crossed (concurrent requests), never by more than a few.
 */
const ACTIVITY_CANDIDATES = 20;

/**
 * dashboard-history's versions known at the instant `param`: the windows' days summed from the
 * record versions dated in them (a transaction always, a workout while completed, a meal while
 * logged: `dayContribution`), the goals, Recent Activity and targets from their versions.
 */
function rowsKnownAt(param: string): DashboardRows {
  const known = knownAt('v', param);
  return {
    with: `WITH days AS (
       SELECT v.day, (v.kind = 'transaction')::int AS transactions,
              CASE WHEN v.kind = 'transaction' AND v.transaction_type = 'expense' THEN v.amount ELSE 0 END AS expense_cents,
              (v.kind = 'workout' AND v.activity_position IS NOT NULL)::int AS workouts,
              CASE WHEN v.kind = 'meal' AND v.activity_position IS NOT NULL THEN v.amount ELSE 0 END AS meal_calories
         FROM dashboard_record_versions v
        WHERE v.user_id = $1 AND v.day BETWEEN $2::date AND $3::date AND ${known}
     ), goals AS (
       SELECT v.* FROM dashboard_record_versions v WHERE v.user_id = $1 AND v.kind = 'goal' AND ${known}
     )`,
    activity: (kind, limit, extra = '') =>
      `(SELECT * FROM (
      SELECT kind, id::text AS id, title, to_char(day, 'YYYY-MM-DD') AS day, amount, coalesce(transaction_type, goal_status) AS detail,
             activity_position AS position, to_char(activity_at AT TIME ZONE 'UTC', ${ISO}) AS at
        FROM dashboard_record_versions v
       WHERE v.user_id = $1 AND v.kind = '${kind}' AND v.activity_position IS NOT NULL AND v.activity_at <= ${param}::timestamptz
         AND ${known}${extra}
       ORDER BY v.activity_at DESC, v.activity_position DESC LIMIT ${ACTIVITY_CANDIDATES}) c
    ORDER BY c.position DESC LIMIT ${limit})`,
    targets: `user_target_versions v WHERE v.user_id = $1 AND ${known}`,
  };
}

/**
 * The whole dashboard in one statement over the source (issue 10: as of an instant, from
 * dashboard-history's versions known then): the days of the month and of the last 7 days (at most
 * ~37 rows of dashboard_days live), the goal counts, the latest activity of each kind from the
 * activity index (LIMIT 2/1/1/1 and the 3 latest active goals), and the user's targets.
 * "Today", the month and the last 7 days are the caller's local days (`today` from X-Time-Zone).
 */
export async function dashboardStats(q: Queryable, userId: string, today: IsoDate, source: RowSource = LIVE): Promise<DashboardStats> {
  const windows = dashboardWindows(today);
  // The days both windows cover: the last 7 days may start in the month before; today is never past the month's end.
  const from = windows.weekStart < windows.monthStart ? windows.weekStart : windows.monthStart;
  const { params, param } = sqlParams(userId, from, windows.monthEnd, windows.monthStart, windows.monthEnd, windows.weekStart, today);
  const rows = source.kind === 'live' ? LIVE_ROWS : rowsKnownAt(param(source.instant));
  const { rows: stats } = await q.query<StatsRow>(
    `${rows.with}, goal_counts AS (
       SELECT count(*) FILTER (WHERE goal_status = 'active')::int AS active, count(*) FILTER (WHERE goal_status = 'completed')::int AS completed
         FROM goals
     )
     SELECT
       (SELECT coalesce(sum(expense_cents), 0) FROM days WHERE day BETWEEN $4::date AND $5::date)::text AS month_expense_cents,
       (SELECT coalesce(sum(transactions), 0) FROM days WHERE day BETWEEN $4::date AND $5::date)::int AS month_transactions,
       (SELECT coalesce(sum(transactions), 0) FROM days WHERE day > $7::date AND day <= $5::date)::int AS month_upcoming_transactions,
       (SELECT coalesce(sum(workouts), 0) FROM days WHERE day BETWEEN $6::date AND $7::date)::int AS week_workouts,
       (SELECT coalesce(sum(meal_calories), 0) FROM days WHERE day = $7::date)::text AS today_calories,
       (SELECT active FROM goal_counts) AS active_goals,
       (SELECT completed FROM goal_counts) AS completed_goals,
       (SELECT json_agg(g ORDER BY g.position DESC) FROM (
          SELECT id::text AS id, title, goal_status AS status, amount::int AS progress, goal_due_date AS due_date,
                 to_char(activity_at AT TIME ZONE 'UTC', ${ISO}) AS updated_at, activity_position AS position
            FROM goals
           WHERE activity_position IS NOT NULL AND goal_status = 'active'
           ORDER BY activity_position DESC LIMIT 3) g) AS goals,
       (SELECT json_agg(a ORDER BY a.position DESC) FROM (
          ${rows.activity('transaction', 2, ' AND day <= $7::date')}
          UNION ALL ${rows.activity('workout', 1)}
          UNION ALL ${rows.activity('meal', 1)}
          UNION ALL ${rows.activity('goal', 1)}) a) AS recent,
       (SELECT json_build_object('calories', calories, 'weeklyWorkouts', weekly_workouts) FROM ${rows.targets}) AS targets`,
    params,
  );
  return toDashboardStats(windows, stats[0]!);
}

/** The statement's row as DashboardStats. */
function toDashboardStats(windows: ReturnType<typeof dashboardWindows>, row: StatsRow): DashboardStats {
  return {
    ...windows,
    monthExpenseCents: Number(row.month_expense_cents),
    monthTransactions: row.month_transactions,
    monthUpcomingTransactions: row.month_upcoming_transactions,
    weekWorkouts: row.week_workouts,
    todayMealCalories: Number(row.today_calories),
    activeGoals: row.active_goals,
    completedGoals: row.completed_goals,
    goals: (row.goals ?? []).map(({ id, title, status, progress, due_date, updated_at }) => ({
      id,
      title,
      status,
      progress,
      due_date,
      updated_at,
    })),
    recent: (row.recent ?? []).map(toActivity),
    targets: row.targets,
  };
}

function toActivity(row: NonNullable<StatsRow['recent']>[number]): DashboardActivityRow {
  const amount = Number(row.amount);
  const { id, title, at } = row;
  const date = row.day ?? '';
  switch (row.kind) {
    case 'transaction':
      return { kind: 'transaction', id, title, type: row.detail as TransactionType, amount_cents: amount, date, at };
    case 'workout':
      return { kind: 'workout', id, title, minutes: amount, date, at };
    case 'meal':
      return { kind: 'meal', id, title, calories: amount, date, at };
    case 'goal':
      return { kind: 'goal', id, title, status: row.detail as GoalStatus, progress: amount, at };
  }
}
