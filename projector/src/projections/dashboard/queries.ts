import { dashboardWindows, type GoalStatus, type IsoDate, type TransactionType } from '@life/domain';
import type { Queryable } from '@life/infra';
import { knownAt, LIVE, type RowSource } from '../as-of/source';
import { ISO, sqlParams } from '../sql';

/** One Recent Activity candidate (a dashboard_records row, or a transaction of the ledger), `at` an ISO instant. */
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
 * workouts, meal_calories, dated $2 through $3), `goals` (the user's goal records) and `money` (one
 * row: the month's expense cents, transactions and those dated after today), the Recent Activity
 * candidates of a kind, the 2 latest transactions, and the targets' FROM item.
 */
interface DashboardRows {
  with: string;
  activity: (kind: string, limit: number) => string;
  transactions: (limit: number) => string;
  targets: string;
}

/**
 * A transaction as a Recent Activity candidate (issue 25: the ledger's row, or money-history's
 * version of it): it became activity when it was recorded (created_position and created_at; a
 * restored one when it was recorded again), as the dashboard's own records kept it before.
 */
const TRANSACTION_ACTIVITY = (t: string) =>
  `'transaction' AS kind, ${t}.id::text AS id, ${t}.title, to_char(${t}.date, 'YYYY-MM-DD') AS day, ${t}.amount_cents AS amount,
   ${t}.type AS detail, ${t}.created_position AS position, to_char(${t}.created_at AT TIME ZONE 'UTC', ${ISO}) AS at`;

const LIVE_ROWS: DashboardRows = {
  // The month's money from the ledger (issue 25): its monthly summary row (every type and status;
  // each transaction counts once in its type), and the month's days after today from its date index.
  with: `WITH days AS (
       SELECT day, workouts, meal_calories FROM dashboard_days
        WHERE user_id = $1 AND day BETWEEN $2::date AND $3::date
     ), goals AS NOT MATERIALIZED (
       SELECT * FROM dashboard_records WHERE user_id = $1 AND kind = 'goal'
     ), money AS (
       SELECT coalesce(sum(s.expense_cents), 0) AS expense_cents,
              coalesce(sum(s.income_count + s.expense_count + s.payment_count), 0) AS transactions,
              (SELECT count(*) FROM money_transactions t WHERE t.user_id = $1 AND t.date > $7::date AND t.date <= $5::date) AS upcoming
         FROM money_monthly_summary s WHERE s.user_id = $1 AND s.month = $4::date
     )`,
  activity: (kind, limit) =>
    `(SELECT kind, id::text AS id, title, to_char(day, 'YYYY-MM-DD') AS day, amount, goal_status AS detail,
           activity_position AS position, to_char(activity_at AT TIME ZONE 'UTC', ${ISO}) AS at
      FROM dashboard_records
     WHERE user_id = $1 AND kind = '${kind}' AND activity_position IS NOT NULL
     ORDER BY activity_position DESC LIMIT ${limit})`,
  // None dated after today (an upcoming occurrence is no activity yet); money_transactions_by_creation.
  transactions: (limit) =>
    `(SELECT ${TRANSACTION_ACTIVITY('t')}
      FROM money_transactions t
     WHERE t.user_id = $1 AND t.date <= $7::date
     ORDER BY t.created_position DESC LIMIT ${limit})`,
  targets: 'user_targets WHERE user_id = $1',
};

/**
 * How many of a kind's latest activities known at T are ordered by position. They are found newest
 * first by their time (the index), then ordered by position as the live read does; the two orders
 * differ only for events whose clocks crossed (concurrent requests), never by more than a few.
 */
const ACTIVITY_CANDIDATES = 20;

/**
 * The versions known at the instant `param`: dashboard-history's for the windows' days (summed
 * from the workout and meal versions dated in them: a workout while completed, a meal while logged,
 * `dayContribution`), the goals, their Recent Activity and the targets; money-history's transaction
 * versions for the month's money and the latest transactions (issue 25).
 */
function rowsKnownAt(param: string): DashboardRows {
  const known = knownAt('v', param);
  return {
    with: `WITH days AS (
       SELECT v.day, (v.kind = 'workout' AND v.activity_position IS NOT NULL)::int AS workouts,
              CASE WHEN v.kind = 'meal' AND v.activity_position IS NOT NULL THEN v.amount ELSE 0 END AS meal_calories
         FROM dashboard_record_versions v
        WHERE v.user_id = $1 AND v.day BETWEEN $2::date AND $3::date AND ${known}
     ), goals AS (
       SELECT v.* FROM dashboard_record_versions v WHERE v.user_id = $1 AND v.kind = 'goal' AND ${known}
     ), money AS (
       SELECT coalesce(sum(v.amount_cents) FILTER (WHERE v.type = 'expense'), 0) AS expense_cents, count(*) AS transactions,
              count(*) FILTER (WHERE v.date > $7::date) AS upcoming
         FROM money_transaction_versions v
        WHERE v.user_id = $1 AND v.date BETWEEN $4::date AND $5::date AND ${known}
     )`,
    activity: (kind, limit) =>
      `(SELECT * FROM (
      SELECT kind, id::text AS id, title, to_char(day, 'YYYY-MM-DD') AS day, amount, goal_status AS detail,
             activity_position AS position, to_char(activity_at AT TIME ZONE 'UTC', ${ISO}) AS at
        FROM dashboard_record_versions v
       WHERE v.user_id = $1 AND v.kind = '${kind}' AND v.activity_position IS NOT NULL AND v.activity_at <= ${param}::timestamptz
         AND ${known}
       ORDER BY v.activity_at DESC, v.activity_position DESC LIMIT ${ACTIVITY_CANDIDATES}) c
    ORDER BY c.position DESC LIMIT ${limit})`,
    // money_transaction_versions_by_creation: recorded by T, newest first, as the activity above.
    transactions: (limit) =>
      `(SELECT * FROM (
      SELECT ${TRANSACTION_ACTIVITY('v')}
        FROM money_transaction_versions v
       WHERE v.user_id = $1 AND v.date <= $7::date AND v.created_at <= ${param}::timestamptz AND ${known}
       ORDER BY v.created_at DESC, v.created_position DESC LIMIT ${ACTIVITY_CANDIDATES}) c
    ORDER BY c.position DESC LIMIT ${limit})`,
    targets: `user_target_versions v WHERE v.user_id = $1 AND ${known}`,
  };
}

/**
 * The whole dashboard in one statement over the source (issue 10: as of an instant, from
 * dashboard-history's and money-history's versions known then): the days of the month and of the
 * last 7 days (at most ~37 rows of dashboard_days live), the month's money (the ledger's), the goal
 * counts, the latest activity of each kind from the activity indexes (LIMIT 2/1/1/1 and the 3 latest
 * active goals), and the user's targets.
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
       (SELECT expense_cents FROM money)::text AS month_expense_cents,
       (SELECT transactions FROM money)::int AS month_transactions,
       (SELECT upcoming FROM money)::int AS month_upcoming_transactions,
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
          ${rows.transactions(2)}
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
