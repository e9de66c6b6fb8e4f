/**
 * Fitness progress (issue 27, /fitness/progress): completed workouts, minutes and calories per
 * week and per type, over the last 12 weeks or the last year. Weeks are ISO weeks (Monday to
 * Sunday) of the user's local days; the last one is the week of their today, counted up to today.
 */
import { weekEndOf, weekStartOf } from '../goals/reviews/week';
import { addDays, type IsoDate } from '../shared/dates';
import type { WorkoutType } from './constants';

export const WORKOUT_PROGRESS_RANGES = { '12w': 12, '1y': 52 } as const;
export type WorkoutProgressRange = keyof typeof WORKOUT_PROGRESS_RANGES;
export const DEFAULT_WORKOUT_PROGRESS_RANGE: WorkoutProgressRange = '12w';

export function isWorkoutProgressRange(value: unknown): value is WorkoutProgressRange {
  return typeof value === 'string' && Object.hasOwn(WORKOUT_PROGRESS_RANGES, value);
}

export const workoutProgressMessages = {
  rangeInvalid: `range must be one of ${Object.keys(WORKOUT_PROGRESS_RANGES).join(', ')}`,
} as const;

/** The `count` weeks ending with `today`'s, oldest first: Monday and Sunday of each. */
export function progressWeekWindows(today: IsoDate, count: number): { start: IsoDate; end: IsoDate }[] {
  const lastMonday = weekStartOf(today);
  return Array.from({ length: count }, (_, index) => {
    const start = addDays(lastMonday, -7 * (count - 1 - index));
    return { start, end: weekEndOf(start) };
  });
}

export interface WorkoutFiguresJson {
  workouts: number;
  minutes: number;
  calories: number;
}

/** One week: its totals and each type's (every type, zeros included). */
export interface WorkoutProgressWeekJson extends WorkoutFiguresJson {
  start: IsoDate;
  end: IsoDate;
  byType: Record<WorkoutType, WorkoutFiguresJson>;
}

/** GET /api/fitness/progress?range=&asOf=: the weeks oldest first, and the range's totals. */
export interface WorkoutProgressJson {
  range: WorkoutProgressRange;
  /** The user's today (as of asOf, when given): the last week is counted up to it. */
  today: IsoDate;
  asOf: string | null;
  weeks: WorkoutProgressWeekJson[];
  totals: WorkoutFiguresJson & { byType: Record<WorkoutType, WorkoutFiguresJson> };
}
