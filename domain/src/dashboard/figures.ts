import { addDays, endOfMonth, startOfMonth, type IsoDate } from '../shared/dates';
import { DASHBOARD_CALORIE_TARGET, DASHBOARD_WEEK_DAYS, DASHBOARD_WEEKLY_WORKOUT_TARGET } from './constants';

/** The runs of days the stat cards sum, for the user's local `today`. */
export interface DashboardWindows {
  today: IsoDate;
  /** The current calendar month (Monthly Spending), both ends inclusive. */
  monthStart: IsoDate;
  monthEnd: IsoDate;
  /** The last 7 days (Weekly Workouts): today - 6 .. today. */
  weekStart: IsoDate;
}

export function dashboardWindows(today: IsoDate): DashboardWindows {
  return { today, monthStart: startOfMonth(today), monthEnd: endOfMonth(today), weekStart: addDays(today, 1 - DASHBOARD_WEEK_DAYS) };
}

/** The user's own targets when they set any (the `targets` read model), else the dashboard's SPEC constants. */
export function dashboardTargets(own: { calories: number; weeklyWorkouts: number } | null): { calories: number; weeklyWorkouts: number } {
  return own ?? { calories: DASHBOARD_CALORIE_TARGET, weeklyWorkouts: DASHBOARD_WEEKLY_WORKOUT_TARGET };
}

/** 'N remaining' against a target: never below 0 (a target met or passed leaves 0). */
export function remainingToTarget(value: number, target: number): number {
  return Math.max(0, target - value);
}

/** SPEC: Weekly Workouts trend up at the target (4) or more. */
export function weeklyWorkoutTrend(completed: number, target: number): 'up' | 'none' {
  return completed >= target ? 'up' : 'none';
}
