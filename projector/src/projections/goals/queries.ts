/**
 * Read-side queries over the goals read models (goals.ts). Each takes a Queryable and returns
 * typed rows (snake_case); command-api maps them to the domain's JSON shapes.
 */
import { GOAL_FIELD_KEYS, type GoalFields } from '@life/domain';
import { selectFieldsSql } from '@life/domain/shared/aggregate-fields';
import type { Queryable } from '@life/infra';
import { ISO } from '../sql';

/** goals row as the API maps it (toGoalJson): the stored fields under their domain names (their columns are snake_case). */
export interface GoalRow extends GoalFields {
  id: string;
  created_at: string;
  updated_at: string;
}

const GOAL_COLUMNS = `g.id::text AS id, ${selectFieldsSql(GOAL_FIELD_KEYS, 'g')},
  to_char(g.created_at AT TIME ZONE 'UTC', ${ISO}) AS created_at, to_char(g.updated_at AT TIME ZONE 'UTC', ${ISO}) AS updated_at`;

/** The user's goals, newest first. */
export async function listGoals(q: Queryable, userId: string): Promise<GoalRow[]> {
  const { rows } = await q.query<GoalRow>(`SELECT ${GOAL_COLUMNS} FROM goals g WHERE g.user_id = $1 ORDER BY g.created_position DESC`, [
    userId,
  ]);
  return rows;
}

/** One goal of the user's (undefined when missing, deleted or someone else's). */
export async function findGoal(q: Queryable, userId: string, goalId: string): Promise<GoalRow | undefined> {
  const { rows } = await q.query<GoalRow>(`SELECT ${GOAL_COLUMNS} FROM goals g WHERE g.user_id = $1 AND g.id = $2::uuid`, [userId, goalId]);
  return rows[0];
}

export async function countActiveGoals(q: Queryable, userId: string): Promise<number> {
  const { rows } = await q.query<{ count: number }>(`SELECT count(*)::int AS count FROM goals WHERE user_id = $1 AND status = 'active'`, [
    userId,
  ]);
  return rows[0]?.count ?? 0;
}

/** A goal that moved during a range of days, and how. */
export interface GoalActivityRow extends GoalRow {
  /** Created in the range. */
  created_in_range: boolean;
  /** Became completed in the range and is still completed. */
  completed_in_range: boolean;
  /** Its progress before its first rise in the range; null when it did not rise. */
  rose_from: number | null;
}

/**
 * The user's goals with activity on the days `startDate`..`endDate` (inclusive; the user's local
 * days of the events), newest first: the one definition behind the Weekly Progress card's
 * Created and Completed and the weekly review's lists.
 */
export async function goalActivityBetween(q: Queryable, userId: string, startDate: string, endDate: string): Promise<GoalActivityRow[]> {
  const { rows } = await q.query<GoalActivityRow>(
    `WITH moves AS (
       SELECT goal_id,
              bool_or(kind = 'created') AS created,
              bool_or(status_after = 'completed') AS completed,
              (array_agg(progress_before ORDER BY position)
                 FILTER (WHERE kind = 'progressed' AND progress_after > progress_before))[1] AS rose_from
         FROM goal_activity
        WHERE user_id = $1 AND day BETWEEN $2::date AND $3::date
        GROUP BY goal_id)
     SELECT ${GOAL_COLUMNS}, m.created AS created_in_range, (m.completed AND g.status = 'completed') AS completed_in_range,
            m.rose_from
       FROM moves m JOIN goals g ON g.user_id = $1 AND g.id = m.goal_id
      ORDER BY g.created_position DESC`,
    [userId, startDate, endDate],
  );
  return rows;
}

/** goal_reviews row. */
export interface GoalReviewRow {
  week_start: string;
  reflection: string;
  created_at: string;
  updated_at: string;
}

const REVIEW_COLUMNS = `to_char(week_start, 'YYYY-MM-DD') AS week_start, reflection,
  to_char(created_at AT TIME ZONE 'UTC', ${ISO}) AS created_at, to_char(updated_at AT TIME ZONE 'UTC', ${ISO}) AS updated_at`;

/** The user's saved reflections, latest week first. */
export async function listGoalReviews(q: Queryable, userId: string): Promise<GoalReviewRow[]> {
  const { rows } = await q.query<GoalReviewRow>(`SELECT ${REVIEW_COLUMNS} FROM goal_reviews WHERE user_id = $1 ORDER BY week_start DESC`, [
    userId,
  ]);
  return rows;
}

export async function findGoalReview(q: Queryable, userId: string, weekStart: string): Promise<GoalReviewRow | undefined> {
  const { rows } = await q.query<GoalReviewRow>(`SELECT ${REVIEW_COLUMNS} FROM goal_reviews WHERE user_id = $1 AND week_start = $2::date`, [
    userId,
    weekStart,
  ]);
  return rows[0];
}
