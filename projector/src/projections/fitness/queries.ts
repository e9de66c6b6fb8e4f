import { WORKOUT_PROGRESS_WEEKS, workoutWeekWindows, type WorkoutExercise, type WorkoutType } from '@life/domain';
import type { Queryable } from '@life/infra';
import { LIVE, userRowsIn, type RowSource, type VersionedTable } from '../as-of/source';
import { ISO } from '../sql';

/** The workouts and their versions (issue 26): each read below takes its rows from a RowSource. */
export const WORKOUT_ROWS: VersionedTable = { live: 'fitness_workouts', versions: 'fitness_workouts_versions', alias: 'w' };

/** fitness_workouts row as the API maps it (toWorkoutJson). */
export interface WorkoutRow {
  id: string;
  name: string;
  type: WorkoutType;
  duration_minutes: number;
  calories: number | null;
  completed: boolean;
  date: string;
  time: string | null;
  exercises: WorkoutExercise[];
  started_at: string | null;
  created_at: string;
  updated_at: string;
}

const WORKOUT_COLUMNS = `w.id::text AS id, w.name, w.type, w.duration_minutes, w.calories, w.completed,
  to_char(w.date, 'YYYY-MM-DD') AS date, w.time, w.exercises,
  to_char(w.started_at AT TIME ZONE 'UTC', ${ISO}) AS started_at,
  to_char(w.created_at AT TIME ZONE 'UTC', ${ISO}) AS created_at, to_char(w.updated_at AT TIME ZONE 'UTC', ${ISO}) AS updated_at`;

// Qualified: a bare `date` would name the to_char output column and defeat the index.
const ORDER = 'ORDER BY w.date DESC, w.time DESC NULLS LAST, w.created_position DESC';

export interface WorkoutListFilters {
  /** yyyy-mm-dd, inclusive. */
  startDate?: string;
  endDate?: string;
  limit?: number;
}

/** The user's workouts, newest first (day, then time, a timeless day last, then the latest logged). */
export async function listWorkouts(
  q: Queryable,
  userId: string,
  filters: WorkoutListFilters = {},
  source: RowSource = LIVE,
): Promise<WorkoutRow[]> {
  const { params, param, from, where } = userRowsIn(source, WORKOUT_ROWS, userId);
  const more: string[] = [];
  if (filters.startDate) more.push(`w.date >= ${param(filters.startDate)}::date`);
  if (filters.endDate) more.push(`w.date <= ${param(filters.endDate)}::date`);
  const limit = filters.limit === undefined ? '' : ` LIMIT ${param(filters.limit)}`;
  const { rows } = await q.query<WorkoutRow>(`SELECT ${WORKOUT_COLUMNS} FROM ${from} WHERE ${where(...more)} ${ORDER}${limit}`, params);
  return rows;
}

/** One workout of the user's (undefined when missing, deleted or someone else's). */
export async function findWorkout(
  q: Queryable,
  userId: string,
  workoutId: string,
  source: RowSource = LIVE,
): Promise<WorkoutRow | undefined> {
  const { params, param, from, where } = userRowsIn(source, WORKOUT_ROWS, userId);
  const { rows } = await q.query<WorkoutRow>(
    `SELECT ${WORKOUT_COLUMNS} FROM ${from} WHERE ${where(`w.id = ${param(workoutId)}::uuid`)}`,
    params,
  );
  return rows[0];
}

export interface WorkoutTotals {
  completed: number;
  calories: number;
  activeMinutes: number;
}

export interface WorkoutWeekTotals extends WorkoutTotals {
  start: string;
  end: string;
}

/** The fitness figures as of the user's `today` (only completed workouts count). */
export interface WorkoutStats {
  today: string;
  day: WorkoutTotals;
  totalCompleted: number;
  /** The last WORKOUT_PROGRESS_WEEKS weeks of 7 days ending today, oldest first. */
  weeks: WorkoutWeekTotals[];
}

const NO_TOTALS: WorkoutTotals = { completed: 0, calories: 0, activeMinutes: 0 };

/**
 * Today's, each recent week's and the all-time completed count, in one statement over the
 * completed-workouts index. A week is `weeks_back` = (today - date) div 7; days after today (a
 * workout planned ahead and marked done) belong to no week.
 */
export async function workoutStats(q: Queryable, userId: string, today: string, source: RowSource = LIVE): Promise<WorkoutStats> {
  const weekCount = WORKOUT_PROGRESS_WEEKS;
  const { params, param, from, where } = userRowsIn(source, WORKOUT_ROWS, userId);
  const day = `${param(today)}::date`;
  const { rows } = await q.query<{ bucket: string; completed: number; calories: number; active_minutes: number }>(
    `WITH done AS (SELECT w.date, w.calories, w.duration_minutes FROM ${from} WHERE ${where('w.completed')})
     SELECT 'week-' || ((${day} - date) / 7) AS bucket, count(*)::int AS completed,
            coalesce(sum(calories), 0)::int AS calories, coalesce(sum(duration_minutes), 0)::int AS active_minutes
       FROM done WHERE date BETWEEN ${day} - ${param(weekCount)}::int * 7 + 1 AND ${day} GROUP BY 1
     UNION ALL
     SELECT 'day', count(*)::int, coalesce(sum(calories), 0)::int, coalesce(sum(duration_minutes), 0)::int FROM done WHERE date = ${day}
     UNION ALL
     SELECT 'all', count(*)::int, 0, 0 FROM done`,
    params,
  );
  const totals = new Map(
    rows.map((row) => [row.bucket, { completed: row.completed, calories: row.calories, activeMinutes: row.active_minutes }]),
  );
  const weeks = workoutWeekWindows(today, weekCount).map((window, index) => ({
    ...window,
    ...(totals.get(`week-${weekCount - 1 - index}`) ?? NO_TOTALS),
  }));
  return { today, day: totals.get('day') ?? NO_TOTALS, totalCompleted: totals.get('all')?.completed ?? 0, weeks };
}
