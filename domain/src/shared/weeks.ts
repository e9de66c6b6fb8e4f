/**
 * The user's week (issue 26): seven local days from the first day they chose (a setting, Monday
 * unless they change it). Every "this week" of goals (the overview's Weekly Progress, the weekly
 * review) is this one week, so the figures agree.
 */
import { addDays, type IsoDate, parseIsoDate } from './dates';

/** In the order of JavaScript's getUTCDay (0 = Sunday). */
export const WEEK_DAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;
export type WeekDay = (typeof WEEK_DAYS)[number];
/** ISO weeks start on Monday; so does a user who never chose. */
export const DEFAULT_WEEK_START: WeekDay = 'monday';

export function isWeekDay(value: unknown): value is WeekDay {
  return typeof value === 'string' && (WEEK_DAYS as readonly string[]).includes(value);
}

/** 0 = Sunday .. 6 = Saturday. */
function dayOfWeek(day: IsoDate): number {
  const { year, month, day: dayOfMonth } = parseIsoDate(day);
  return new Date(Date.UTC(year, month - 1, dayOfMonth)).getUTCDay();
}

/** The first day of `day`'s week, for a week starting on `first`. */
export function weekStartOf(day: IsoDate, first: WeekDay = DEFAULT_WEEK_START): IsoDate {
  return addDays(day, -((dayOfWeek(day) - WEEK_DAYS.indexOf(first) + 7) % 7));
}

/** Whether `day` is the first day of a week starting on `first`. */
export function isWeekStart(day: IsoDate, first: WeekDay = DEFAULT_WEEK_START): boolean {
  return weekStartOf(day, first) === day;
}

/** The last day of the week starting `weekStart`. */
export function weekEndOf(weekStart: IsoDate): IsoDate {
  return addDays(weekStart, 6);
}
