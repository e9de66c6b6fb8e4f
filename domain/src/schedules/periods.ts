/**
 * A schedule's periods (SPEC section 3, schedule periods): each runs from one occurrence date to the
 * day before the next. The occurrence dates come from the one occurrence rule (recurring/occurrences.ts):
 * the schedule's own frequency (bi-monthly on days 1 and 16), or, for 'use-recurring-transaction',
 * that recurring transaction's own dates (a pay schedule), which the caller passes as its rule.
 */
import { addDays, daysBetween, type IsoDate } from '../shared/dates';
import { type OccurrenceRule, occurrences } from '../recurring/occurrences';
import { SCHEDULE_BI_MONTHLY_DAYS, USE_RECURRING_TRANSACTION } from './constants';
import type { ScheduleFields } from './state';

export interface SchedulePeriod {
  scheduleId: string;
  scheduleName: string;
  /** 1, 2, ... in date order. */
  periodNumber: number;
  startDate: IsoDate;
  endDate: IsoDate;
  /** startDate through endDate, both counted. */
  daysInPeriod: number;
}

export interface PeriodSchedule extends Pick<ScheduleFields, 'name' | 'frequency' | 'startDate' | 'endDate'> {
  scheduleId: string;
}

/**
 * The occurrence dates that bound a schedule's periods: every one within [startDate, endDate], plus
 * the first one after endDate (so the last period ends the day before it, a whole pay period).
 * `recurringRule` is the followed recurring transaction's rule; without it a
 * 'use-recurring-transaction' schedule has no dates.
 */
export function scheduleOccurrenceDates(schedule: PeriodSchedule, recurringRule?: OccurrenceRule | null): IsoDate[] {
  const rule: OccurrenceRule | null | undefined =
    schedule.frequency === USE_RECURRING_TRANSACTION
      ? recurringRule
      : { frequency: schedule.frequency, startDate: schedule.startDate, biMonthlyDates: SCHEDULE_BI_MONTHLY_DAYS };
  if (!rule) return [];
  const dates: IsoDate[] = [];
  for (const date of occurrences(rule, schedule.startDate)) {
    dates.push(date);
    if (date > schedule.endDate) break;
  }
  return dates;
}

/**
 * The periods of `schedule` given its increasing occurrence dates (scheduleOccurrenceDates): one per
 * date within [startDate, endDate], ending the day before the next date, or on the schedule's end
 * date when no next date is known (a followed recurring transaction that ends first).
 */
export function schedulePeriods(schedule: PeriodSchedule, occurrenceDates: readonly IsoDate[]): SchedulePeriod[] {
  const periods: SchedulePeriod[] = [];
  for (let index = 0; index < occurrenceDates.length; index += 1) {
    const startDate = occurrenceDates[index]!;
    if (startDate < schedule.startDate) continue;
    if (startDate > schedule.endDate) break;
    const next = occurrenceDates[index + 1];
    const endDate = next === undefined ? schedule.endDate : addDays(next, -1);
    periods.push({
      scheduleId: schedule.scheduleId,
      scheduleName: schedule.name,
      periodNumber: periods.length + 1,
      startDate,
      endDate,
      daysInPeriod: daysBetween(startDate, endDate) + 1,
    });
  }
  return periods;
}
