import { describe, expect, it } from 'vitest';
import type { OccurrenceRule } from '../recurring/occurrences';
import { type PeriodSchedule, scheduleOccurrenceDates, schedulePeriods } from './periods';

const scheduleId = 's0000000-0000-4000-8000-000000000001';

function periodsOf(schedule: Omit<PeriodSchedule, 'scheduleId' | 'name'>, rule?: OccurrenceRule) {
  const full: PeriodSchedule = { scheduleId, name: 'Pay', ...schedule };
  return schedulePeriods(full, scheduleOccurrenceDates(full, rule)).map(({ periodNumber, startDate, endDate, daysInPeriod }) => [
    periodNumber,
    startDate,
    endDate,
    daysInPeriod,
  ]);
}

describe('schedulePeriods (hand-computed)', () => {
  it('follows a bi-weekly Friday paycheck: periods run pay day to the day before the next, the last one whole', () => {
    const paycheck: OccurrenceRule = { frequency: 'bi-weekly', startDate: '2025-01-03' };
    expect(periodsOf({ frequency: 'use-recurring-transaction', startDate: '2025-01-01', endDate: '2025-03-31' }, paycheck)).toEqual([
      [1, '2025-01-03', '2025-01-16', 14],
      [2, '2025-01-17', '2025-01-30', 14],
      [3, '2025-01-31', '2025-02-13', 14],
      [4, '2025-02-14', '2025-02-27', 14],
      [5, '2025-02-28', '2025-03-13', 14],
      [6, '2025-03-14', '2025-03-27', 14],
      [7, '2025-03-28', '2025-04-10', 14],
    ]);
  });

  it('starts a followed paycheck at its first date inside the schedule, even when it began long before', () => {
    const paycheck: OccurrenceRule = { frequency: 'bi-weekly', startDate: '2020-01-03' };
    const periods = periodsOf({ frequency: 'use-recurring-transaction', startDate: '2025-01-01', endDate: '2025-01-31' }, paycheck);
    // 2020-01-03 + 132 × 14 days = 2025-01-24 (a Friday); 2025-01-10 is the one before it.
    expect(periods).toEqual([
      [1, '2025-01-10', '2025-01-23', 14],
      [2, '2025-01-24', '2025-02-06', 14],
    ]);
  });

  it('monthly from a month end: clamped days, each counted inclusively, Feb 29 in a leap year', () => {
    expect(periodsOf({ frequency: 'monthly', startDate: '2024-01-31', endDate: '2024-04-30' })).toEqual([
      [1, '2024-01-31', '2024-02-28', 29],
      [2, '2024-02-29', '2024-03-30', 31],
      [3, '2024-03-31', '2024-04-29', 30],
      [4, '2024-04-30', '2024-05-30', 31],
    ]);
  });

  it('bi-monthly without a recurring transaction uses days 1 and 16 (leap and common February)', () => {
    expect(periodsOf({ frequency: 'bi-monthly', startDate: '2024-02-01', endDate: '2024-03-31' })).toEqual([
      [1, '2024-02-01', '2024-02-15', 15],
      [2, '2024-02-16', '2024-02-29', 14],
      [3, '2024-03-01', '2024-03-15', 15],
      [4, '2024-03-16', '2024-03-31', 16],
    ]);
    expect(periodsOf({ frequency: 'bi-monthly', startDate: '2025-02-10', endDate: '2025-02-28' })).toEqual([
      [1, '2025-02-16', '2025-02-28', 13],
    ]);
  });

  it('follows a bi-monthly recurring transaction on its own days, not 1 and 16', () => {
    const rule: OccurrenceRule = { frequency: 'bi-monthly', startDate: '2025-01-01', biMonthlyDates: [20, 5] };
    expect(periodsOf({ frequency: 'use-recurring-transaction', startDate: '2025-01-01', endDate: '2025-02-10' }, rule)).toEqual([
      [1, '2025-01-05', '2025-01-19', 15],
      [2, '2025-01-20', '2025-02-04', 16],
      [3, '2025-02-05', '2025-02-19', 15],
    ]);
  });

  it('annually from Feb 29: 365-day periods through common years', () => {
    expect(periodsOf({ frequency: 'annually', startDate: '2024-02-29', endDate: '2026-12-31' })).toEqual([
      [1, '2024-02-29', '2025-02-27', 365],
      [2, '2025-02-28', '2026-02-27', 365],
      [3, '2026-02-28', '2027-02-27', 365],
    ]);
  });

  it('ends the last period on the schedule end when the followed recurring transaction ends first', () => {
    const rule: OccurrenceRule = { frequency: 'monthly', startDate: '2025-01-15', endDate: '2025-03-15' };
    expect(periodsOf({ frequency: 'use-recurring-transaction', startDate: '2025-01-01', endDate: '2025-06-30' }, rule)).toEqual([
      [1, '2025-01-15', '2025-02-14', 31],
      [2, '2025-02-15', '2025-03-14', 28],
      [3, '2025-03-15', '2025-06-30', 108],
    ]);
  });

  it('has no periods for use-recurring-transaction without its rule', () => {
    expect(periodsOf({ frequency: 'use-recurring-transaction', startDate: '2025-01-01', endDate: '2025-06-30' })).toEqual([]);
  });

  it('names the schedule on every period, numbered from 1, start dates unique', () => {
    const schedule: PeriodSchedule = { scheduleId, name: 'Weekly', frequency: 'weekly', startDate: '2025-01-01', endDate: '2025-12-31' };
    const periods = schedulePeriods(schedule, scheduleOccurrenceDates(schedule));
    expect(periods).toHaveLength(53);
    expect(new Set(periods.map((period) => period.startDate)).size).toBe(53);
    expect(
      periods.every((period, index) => period.periodNumber === index + 1 && period.scheduleName === 'Weekly' && period.daysInPeriod === 7),
    ).toBe(true);
  });
});
