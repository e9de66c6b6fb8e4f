import { fieldsJson } from '@life/domain/shared/aggregate-fields';
import {
  goalJsonForms,
  goalSuccessRate,
  weekEndOf,
  type GoalJson,
  type GoalReviewJson,
  type GoalWeekReviewJson,
  type GoalWeeklyProgressJson,
} from '@life/domain';
import type { GoalActivityRow, GoalReviewRow, GoalRow } from '@life/projector/projections/goals/queries';

/** GET /api/goals item; the shape web reads too. Empty optional texts are null. */
export function toGoalJson(row: GoalRow): GoalJson {
  return { id: row.id, ...fieldsJson(goalJsonForms, row), createdAt: row.created_at, updatedAt: row.updated_at };
}

/** The Weekly Progress card from the window's activity and the active count. */
export function toWeeklyProgressJson(
  window: { startDate: string; endDate: string },
  activity: readonly GoalActivityRow[],
  totalActive: number,
): GoalWeeklyProgressJson {
  const completed = activity.filter((row) => row.completed_in_range).length;
  const created = activity.filter((row) => row.created_in_range).length;
  const inPlay = activity.filter((row) => row.created_in_range || row.completed_in_range).length;
  return { ...window, completed, created, totalActive, successRate: goalSuccessRate(completed, inPlay) };
}

/** A week's review: completed, created, and moved forward (a net rise, not completed: those are listed as completed). */
export function toWeekReviewJson(
  weekStart: string,
  activity: readonly GoalActivityRow[],
  review: GoalReviewRow | undefined,
): GoalWeekReviewJson {
  return {
    weekStart,
    weekEnd: weekEndOf(weekStart),
    completed: activity.filter((row) => row.completed_in_range).map(toGoalJson),
    created: activity.filter((row) => row.created_in_range).map(toGoalJson),
    movedForward: activity
      .filter((row) => !row.completed_in_range && row.rose_from !== null && row.progress > row.rose_from)
      .map((row) => ({ goal: toGoalJson(row), fromProgress: row.rose_from ?? 0, toProgress: row.progress })),
    reflection: review?.reflection ?? null,
  };
}

export function toGoalReviewJson(row: GoalReviewRow): GoalReviewJson {
  return {
    weekStart: row.week_start,
    weekEnd: weekEndOf(row.week_start),
    reflection: row.reflection,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}
