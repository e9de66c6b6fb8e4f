import { daysBetween, daysInMonth, endOfMonth, formatIsoDate, type IsoDate, parseIsoDate } from '../shared/dates';
import type { BudgetMonth } from './drafts';

/** The part of each month a date range covers: [month, days covered, days in the month]. */
export function monthShares(start: IsoDate, end: IsoDate): { month: BudgetMonth; days: number; monthDays: number }[] {
  const shares = [];
  let from = start;
  while (from <= end) {
    const { year, month } = parseIsoDate(from);
    const monthEnd = endOfMonth(from);
    const to = monthEnd < end ? monthEnd : end;
    shares.push({ month: { year, month }, days: daysBetween(from, to) + 1, monthDays: daysInMonth(year, month) });
    from = nextDay(monthEnd);
  }
  return shares;
}

function nextDay(day: IsoDate): IsoDate {
  const { year, month } = parseIsoDate(day);
  return month === 12 ? formatIsoDate({ year: year + 1, month: 1, day: 1 }) : formatIsoDate({ year, month: month + 1, day: 1 });
}

/**
 * A category's budget for a pay period (beyond SPEC): each month's budget prorated to the days of
 * the period inside that month (budget × days ÷ days in the month, rounded to the cent per month),
 * summed. `budgetCentsOf` gives a month's budget (0 when the month has none).
 */
export function proratedBudgetCents(start: IsoDate, end: IsoDate, budgetCentsOf: (month: BudgetMonth) => number): number {
  return monthShares(start, end).reduce(
    (total, share) => total + Math.round((budgetCentsOf(share.month) * share.days) / share.monthDays),
    0,
  );
}
