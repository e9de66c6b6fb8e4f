/** Workout rules shared by the decider, the read side and the screens. */
import { addDays, type IsoDate } from '../shared/dates';
import { MAX_WORKOUT_DURATION_MINUTES, WORKOUT_WEEK_DAYS } from './constants';

/**
 * The minutes a timer measured, rounded to the nearest minute and kept within 1..1440: a workout
 * finished within seconds still counts a minute, a timer forgotten overnight counts a day at most.
 */
export function measuredDurationMinutes(startedAt: string, finishedAt: string): number {
  const elapsed = Date.parse(finishedAt) - Date.parse(startedAt);
  const minutes = Number.isFinite(elapsed) ? Math.round(elapsed / 60_000) : 1;
  return Math.min(MAX_WORKOUT_DURATION_MINUTES, Math.max(1, minutes));
}

/** A run of calendar days, both ends inclusive. */
export interface DayWindow {
  start: IsoDate;
  end: IsoDate;
}

/**
 * The last `count` weeks ending on `today`, oldest first. A week is SPEC's window, the last 7 days:
 * the newest is today and the 6 days before (the overview's "This Week"), each older one the 7 days before it.
 */
export function workoutWeekWindows(today: IsoDate, count: number): DayWindow[] {
  return Array.from({ length: count }, (_, index) => {
    const weeksBack = count - 1 - index;
    const end = addDays(today, -weeksBack * WORKOUT_WEEK_DAYS);
    return { start: addDays(end, -(WORKOUT_WEEK_DAYS - 1)), end };
  });
}
