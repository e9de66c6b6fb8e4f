/**
 * Read-side queries over the goals read models (goals.ts). Each takes a Queryable and returns
 * typed rows (snake_case); command-api maps them to the domain's JSON shapes. Each read takes its
 * rows from a RowSource (issue 26): the live tables, or their versions known at an instant.
 */
import { GOAL_FIELD_KEYS, type GoalFields } from '@life/domain';
import { selectFieldsSql } from '@life/domain/shared/aggregate-fields';
import type { Queryable } from '@life/infra';
import { LIVE, rowsIn, userRowsIn, type RowSource, type VersionedTable } from '../as-of/source';
import { ISO } from '../sql';

export const GOAL_ROWS: VersionedTable = { live: 'goals', versions: 'goal_versions', alias: 'g' };
const ACTIVITY_ROWS: VersionedTable = { live: 'goal_activity', versions: 'goal_activity_versions', alias: 'a' };
const REVIEW_ROWS: VersionedTable = { live: 'goal_reviews', versions: 'goal_review_versions', alias: 'r' };

/** goals row as the API maps it (toGoalJson): the stored fields under their domain names (their columns are snake_case). */
export interface GoalRow extends GoalFields {
  id: string;
  created_at: string;
  updated_at: string;
}

const GOAL_COLUMNS = `g.id::text AS id, ${selectFieldsSql(GOAL_FIELD_KEYS, 'g')},
  to_char(g.created_at AT TIME ZONE 'UTC', ${ISO}) AS created_at, to_char(g.updated_at AT TIME ZONE 'UTC', ${ISO}) AS updated_at`;

/** The user's goals in the source, newest first. */
export async function listGoals(q: Queryable, userId: string, source: RowSource = LIVE): Promise<GoalRow[]> {
  const { params, from, where } = userRowsIn(source, GOAL_ROWS, userId);
  const { rows } = await q.query<GoalRow>(`SELECT ${GOAL_COLUMNS} FROM ${from} WHERE ${where()} ORDER BY g.created_position DESC`, params);
  return rows;
}

/** One goal of the user's (undefined when missing, deleted or someone else's). */
export async function findGoal(q: Queryable, userId: string, goalId: string, source: RowSource = LIVE): Promise<GoalRow | undefined> {
  const { params, param, from, where } = userRowsIn(source, GOAL_ROWS, userId);
  const { rows } = await q.query<GoalRow>(`SELECT ${GOAL_COLUMNS} FROM ${from} WHERE ${where(`g.id = ${param(goalId)}::uuid`)}`, params);
  return rows[0];
}

export async function countActiveGoals(q: Queryable, userId: string, source: RowSource = LIVE): Promise<number> {
  const { params, from, where } = userRowsIn(source, GOAL_ROWS, userId);
  const { rows } = await q.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM ${from} WHERE ${where(`g.status = 'active'`)}`,
    params,
  );
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
export async function goalActivityBetween(
  q: Queryable,
  userId: string,
  startDate: string,
  endDate: string,
  source: RowSource = LIVE,
): Promise<GoalActivityRow[]> {
  const { params, param, from, where } = userRowsIn(source, ACTIVITY_ROWS, userId);
  const range = `a.day BETWEEN ${param(startDate)}::date AND ${param(endDate)}::date`;
  const goals = rowsIn(source, GOAL_ROWS, param);
  const { rows } = await q.query<GoalActivityRow>(
    `WITH moves AS (
       SELECT a.goal_id,
              bool_or(a.kind = 'created') AS created,
              bool_or(a.status_after = 'completed') AS completed,
              (array_agg(a.progress_before ORDER BY a.position)
                 FILTER (WHERE a.kind = 'progressed' AND a.progress_after > a.progress_before))[1] AS rose_from
         FROM ${from}
        WHERE ${where(range)}
        GROUP BY a.goal_id)
     SELECT ${GOAL_COLUMNS}, m.created AS created_in_range, (m.completed AND g.status = 'completed') AS completed_in_range,
            m.rose_from
       FROM moves m JOIN ${goals.from} ON ${['g.user_id = $1', 'g.id = m.goal_id', ...goals.conditions].join(' AND ')}
      ORDER BY g.created_position DESC`,
    params,
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

const REVIEW_COLUMNS = `to_char(r.week_start, 'YYYY-MM-DD') AS week_start, r.reflection,
  to_char(r.created_at AT TIME ZONE 'UTC', ${ISO}) AS created_at, to_char(r.updated_at AT TIME ZONE 'UTC', ${ISO}) AS updated_at`;

/** The user's saved reflections in the source, latest week first. */
export async function listGoalReviews(q: Queryable, userId: string, source: RowSource = LIVE): Promise<GoalReviewRow[]> {
  const { params, from, where } = userRowsIn(source, REVIEW_ROWS, userId);
  const { rows } = await q.query<GoalReviewRow>(
    `SELECT ${REVIEW_COLUMNS} FROM ${from} WHERE ${where()} ORDER BY r.week_start DESC`,
    params,
  );
  return rows;
}

export async function findGoalReview(
  q: Queryable,
  userId: string,
  weekStart: string,
  source: RowSource = LIVE,
): Promise<GoalReviewRow | undefined> {
  const { params, param, from, where } = userRowsIn(source, REVIEW_ROWS, userId);
  const { rows } = await q.query<GoalReviewRow>(
    `SELECT ${REVIEW_COLUMNS} FROM ${from} WHERE ${where(`r.week_start = ${param(weekStart)}::date`)}`,
    params,
  );
  return rows[0];
}
