/** The reviewed week: Monday to Sunday (ISO weeks), in the user's local days. */
import { addDays, type IsoDate, parseIsoDate } from '../../shared/dates';

/** 0 = Monday .. 6 = Sunday. */
function isoWeekday(day: IsoDate): number {
  const { year, month, day: dayOfMonth } = parseIsoDate(day);
  return (new Date(Date.UTC(year, month - 1, dayOfMonth)).getUTCDay() + 6) % 7;
}

export function isMonday(day: IsoDate): boolean {
  return isoWeekday(day) === 0;
}

/** The Monday of `day`'s week. */
export function weekStartOf(day: IsoDate): IsoDate {
  return addDays(day, -isoWeekday(day));
}

/** The Sunday of the week starting `weekStart`. */
export function weekEndOf(weekStart: IsoDate): IsoDate {
  return addDays(weekStart, 6);
}
