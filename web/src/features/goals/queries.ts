import { queryOptions } from '@tanstack/react-query';
import { asOfKey, withAsOf } from '../../api/as-of';
import { apiFetch } from '../../api/fetch';
import type { Goal, GoalReview, WeekReview, WeeklyProgress } from './types';
import { areaKey } from '../../api/areas';

/** Everything about goals (the list, the weekly figures, the reviews) sits under one key: every goal write invalidates it. */
const GOALS_KEY = areaKey('goals');

/** SPEC 9 sets no polling for goals: they change here, and the writes invalidate. */

function byCreation(a: Goal, b: Goal): number {
  return a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0;
}

/** The overview's lists, as views of the one list (newest first; completed ones by when they were finished). */
export function activeGoals(goals: readonly Goal[]): Goal[] {
  return goals.filter((goal) => goal.status === 'active').sort(byCreation);
}
export function pausedGoals(goals: readonly Goal[]): Goal[] {
  return goals.filter((goal) => goal.status === 'paused').sort(byCreation);
}
export function completedGoals(goals: readonly Goal[]): Goal[] {
  return goals
    .filter((goal) => goal.status === 'completed')
    .sort((a, b) => (a.updatedAt < b.updatedAt ? 1 : a.updatedAt > b.updatedAt ? -1 : 0));
}

const list = () =>
  queryOptions({
    queryKey: [...GOALS_KEY, 'list', ...asOfKey()] as const,
    queryFn: ({ signal }) => apiFetch<Goal[]>(withAsOf('/api/goals'), { signal }),
  });

/**
 * The goals query factory: `list()` is GET /api/goals (views `active()`, `paused()`,
 * `completed()` select from it); beyond SPEC, `weeklyProgress()` (the Weekly Progress card's
 * figures over the user's week), `week(weekStart?)` (a week's review, this week by default)
 * and `reviews()` (the saved reflections); each as of the instant being viewed (issue 26) when there is one.
 */
export const goalQueries = {
  all: () => GOALS_KEY,
  list,
  active: () => queryOptions({ ...list(), select: activeGoals }),
  paused: () => queryOptions({ ...list(), select: pausedGoals }),
  completed: () => queryOptions({ ...list(), select: completedGoals }),
  weeklyProgress: () =>
    queryOptions({
      queryKey: [...GOALS_KEY, 'weekly-progress', ...asOfKey()] as const,
      queryFn: ({ signal }) => apiFetch<WeeklyProgress>(withAsOf('/api/goals/weekly-progress'), { signal }),
    }),
  week: (weekStart?: string) =>
    queryOptions({
      queryKey: [...GOALS_KEY, 'week', weekStart ?? 'current', ...asOfKey()] as const,
      queryFn: ({ signal }) =>
        apiFetch<WeekReview>(
          withAsOf(weekStart ? `/api/goal-reviews/week?weekStart=${encodeURIComponent(weekStart)}` : '/api/goal-reviews/week'),
          { signal },
        ),
    }),
  reviews: () =>
    queryOptions({
      queryKey: [...GOALS_KEY, 'reviews', ...asOfKey()] as const,
      queryFn: ({ signal }) => apiFetch<GoalReview[]>(withAsOf('/api/goal-reviews'), { signal }),
    }),
};
