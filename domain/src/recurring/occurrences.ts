/**
 * The one occurrence rule of recurring transactions, used by the worker (generation), the schedules
 * (period boundaries) and the tests. Pure date arithmetic on yyyy-mm-dd strings.
 *
 * - weekly / bi-weekly: every 7 / 14 days from the start date.
 * - monthly / quarterly / annually: start date + n × 1 / 3 / 12 months, each computed from the START
 *   date (never from the previous, clamped one), the day clamped to the month's last day:
 *   Jan 31 -> Feb 28/29 -> Mar 31; Feb 29 -> Feb 28 in non-leap years.
 * - bi-monthly: its two days in every month (sorted; a day past the month's end is its last day),
 *   from the start date on.
 */
import {
  addDays,
  addMonths,
  daysBetween,
  daysInMonth,
  formatIsoDate,
  type IsoDate,
  LATEST_SUPPORTED_DATE,
  parseIsoDate,
} from '../shared/dates';
import { isOneOf } from '../shared/choices';

export const RECURRING_FREQUENCIES = ['weekly', 'bi-weekly', 'bi-monthly', 'monthly', 'quarterly', 'annually'] as const;
export type RecurringFrequency = (typeof RECURRING_FREQUENCIES)[number];

export const isRecurringFrequency = isOneOf(RECURRING_FREQUENCIES);

export interface OccurrenceRule {
  frequency: RecurringFrequency;
  startDate: IsoDate;
  /** Inclusive; absent or null: open-ended (the caller's `through` bounds it). */
  endDate?: IsoDate | null;
  /** bi-monthly only: the two days of the month. */
  biMonthlyDates?: readonly number[] | null;
}

const DAY_STEPS: Partial<Record<RecurringFrequency, number>> = { weekly: 7, 'bi-weekly': 14 };
const MONTH_STEPS: Partial<Record<RecurringFrequency, number>> = { monthly: 1, quarterly: 3, annually: 12 };

/**
 * The occurrence dates of `rule` within [from, through] (both inclusive, and within the rule's own
 * [startDate, endDate]), in strictly increasing order. Without `through` it stops at the rule's end
 * date, or at the last supported day for an open-ended rule.
 */
export function* occurrences(rule: OccurrenceRule, from?: IsoDate, through?: IsoDate): Generator<IsoDate> {
  const lower = from !== undefined && from > rule.startDate ? from : rule.startDate;
  let upper = rule.endDate ?? LATEST_SUPPORTED_DATE;
  if (through !== undefined && through < upper) upper = through;
  if (lower > upper) return;

  const dayStep = DAY_STEPS[rule.frequency];
  if (dayStep !== undefined) {
    // Skip straight to the first occurrence on or after `lower`.
    let n = Math.ceil(daysBetween(rule.startDate, lower) / dayStep);
    for (let date = addDays(rule.startDate, n * dayStep); date <= upper; date = addDays(rule.startDate, ++n * dayStep)) {
      yield date;
    }
    return;
  }

  const monthStep = MONTH_STEPS[rule.frequency];
  if (monthStep !== undefined) {
    const start = parseIsoDate(rule.startDate);
    const low = parseIsoDate(lower);
    // The first step whose month is not before `lower`'s month; earlier steps fall before it.
    let n = Math.max(0, Math.floor((low.year * 12 + low.month - (start.year * 12 + start.month)) / monthStep));
    for (let date = addMonths(rule.startDate, n * monthStep); date <= upper; date = addMonths(rule.startDate, ++n * monthStep)) {
      if (date >= lower) yield date;
    }
    return;
  }

  yield* biMonthlyOccurrences(rule.biMonthlyDates ?? [], lower, upper);
}

function* biMonthlyOccurrences(days: readonly number[], lower: IsoDate, upper: IsoDate): Generator<IsoDate> {
  const sorted = [...new Set(days)].sort((a, b) => a - b);
  if (sorted.length === 0) return;
  let { year, month } = parseIsoDate(lower);
  for (;;) {
    const last = daysInMonth(year, month);
    // Clamped days may meet at the month's end (30 and 31 in February): one occurrence, not two.
    const dates = [...new Set(sorted.map((day) => formatIsoDate({ year, month, day: Math.min(day, last) })))];
    for (const date of dates) {
      if (date > upper) return;
      if (date >= lower) yield date;
    }
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
}

/** The occurrence dates of `rule` within [from, through], as a list. */
export function occurrenceDates(rule: OccurrenceRule, from: IsoDate, through: IsoDate): IsoDate[] {
  return [...occurrences(rule, from, through)];
}
