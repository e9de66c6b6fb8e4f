import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, daysInMonth, formatIsoDate, type IsoDate, parseIsoDate } from '../shared/dates';
import { occurrenceDates, type OccurrenceRule, RECURRING_FREQUENCIES, type RecurringFrequency } from './occurrences';

/** A day between 1990 and 2060 (days-from-epoch range kept small so the brute-force walk stays short). */
const dayArb = fc
  .record({ year: fc.integer({ min: 1990, max: 2060 }), month: fc.integer({ min: 1, max: 12 }), day: fc.integer({ min: 1, max: 31 }) })
  .map(({ year, month, day }) => formatIsoDate({ year, month, day: Math.min(day, daysInMonth(year, month)) }));

const ruleArb: fc.Arbitrary<OccurrenceRule> = fc
  .record({
    frequency: fc.constantFrom(...RECURRING_FREQUENCIES),
    startDate: dayArb,
    spanDays: fc.option(fc.integer({ min: 0, max: 3 * 366 }), { nil: undefined }),
    biMonthlyDates: fc.uniqueArray(fc.integer({ min: 1, max: 28 }), { minLength: 2, maxLength: 2 }),
  })
  .map(({ frequency, startDate, spanDays, biMonthlyDates }) => ({
    frequency,
    startDate,
    endDate: spanDays === undefined ? undefined : addDays(startDate, spanDays),
    biMonthlyDates,
  }));

/** The calendar walked one day at a time: does `date` fall on the rule? Written from the SPEC's words, not from the code. */
function fallsOn(rule: OccurrenceRule, date: IsoDate, dayIndex: number): boolean {
  const start = parseIsoDate(rule.startDate);
  const day = parseIsoDate(date);
  const monthsApart = day.year * 12 + day.month - (start.year * 12 + start.month);
  const lastDay = daysInMonth(day.year, day.month);
  const steps: Record<RecurringFrequency, () => boolean> = {
    weekly: () => dayIndex % 7 === 0,
    'bi-weekly': () => dayIndex % 14 === 0,
    monthly: () => day.day === Math.min(start.day, lastDay),
    quarterly: () => monthsApart % 3 === 0 && day.day === Math.min(start.day, lastDay),
    annually: () => monthsApart % 12 === 0 && day.day === Math.min(start.day, lastDay),
    'bi-monthly': () => (rule.biMonthlyDates ?? []).includes(day.day),
  };
  return steps[rule.frequency]();
}

function bruteForce(rule: OccurrenceRule, from: IsoDate, through: IsoDate): IsoDate[] {
  const found: IsoDate[] = [];
  const end = rule.endDate && rule.endDate < through ? rule.endDate : through;
  for (let index = 0, date = rule.startDate; date <= end; index += 1, date = addDays(date, 1)) {
    if (date >= from && fallsOn(rule, date, index)) found.push(date);
  }
  return found;
}

const windowArb = fc.tuple(ruleArb, fc.integer({ min: -60, max: 400 }), fc.integer({ min: 0, max: 3 * 366 }));

describe('occurrenceDates (properties)', () => {
  it('gives strictly increasing dates inside [start, end] and [from, through]', () => {
    fc.assert(
      fc.property(windowArb, ([rule, fromOffset, length]) => {
        const from = addDays(rule.startDate, fromOffset);
        const through = addDays(from, length);
        const dates = occurrenceDates(rule, from, through);
        for (let i = 1; i < dates.length; i += 1) expect(dates[i]! > dates[i - 1]!).toBe(true);
        for (const date of dates) {
          expect(date >= rule.startDate && date >= from && date <= through).toBe(true);
          if (rule.endDate) expect(date <= rule.endDate).toBe(true);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('matches a day-by-day calendar walk for every frequency', () => {
    for (const frequency of RECURRING_FREQUENCIES) {
      fc.assert(
        fc.property(windowArb, ([rule, fromOffset, length]) => {
          const withFrequency = { ...rule, frequency };
          const from = addDays(rule.startDate, fromOffset);
          const through = addDays(from, length);
          expect(occurrenceDates(withFrequency, from, through)).toEqual(bruteForce(withFrequency, from, through));
        }),
        { numRuns: 60 },
      );
    }
  });

  it('starts on the start date itself for every frequency but bi-monthly', () => {
    fc.assert(
      fc.property(ruleArb, (rule) => {
        fc.pre(rule.frequency !== 'bi-monthly');
        expect(occurrenceDates(rule, rule.startDate, rule.startDate)).toEqual([rule.startDate]);
      }),
    );
  });
});

describe('occurrenceDates (SPEC examples)', () => {
  it('monthly from Jan 31 clamps to Feb 29 in a leap year and returns to Mar 31', () => {
    const rule: OccurrenceRule = { frequency: 'monthly', startDate: '2024-01-31' };
    expect(occurrenceDates(rule, '2024-01-01', '2024-05-31')).toEqual([
      '2024-01-31',
      '2024-02-29',
      '2024-03-31',
      '2024-04-30',
      '2024-05-31',
    ]);
  });

  it('monthly from Jan 31 gives Feb 28 in a common year', () => {
    expect(occurrenceDates({ frequency: 'monthly', startDate: '2025-01-31' }, '2025-01-01', '2025-03-31')).toEqual([
      '2025-01-31',
      '2025-02-28',
      '2025-03-31',
    ]);
  });

  it('annually from Feb 29 gives Feb 28 in common years and Feb 29 again in the next leap year', () => {
    expect(occurrenceDates({ frequency: 'annually', startDate: '2024-02-29' }, '2024-01-01', '2028-12-31')).toEqual([
      '2024-02-29',
      '2025-02-28',
      '2026-02-28',
      '2027-02-28',
      '2028-02-29',
    ]);
  });

  it('quarterly from Nov 30 keeps the 30th where it exists', () => {
    expect(occurrenceDates({ frequency: 'quarterly', startDate: '2024-11-30' }, '2024-01-01', '2025-12-31')).toEqual([
      '2024-11-30',
      '2025-02-28',
      '2025-05-30',
      '2025-08-30',
      '2025-11-30',
    ]);
  });

  it('weekly and bi-weekly step 7 and 14 days, and stop at the end date', () => {
    const friday = '2025-01-03';
    expect(occurrenceDates({ frequency: 'weekly', startDate: friday, endDate: '2025-01-24' }, '2025-01-01', '2025-12-31')).toEqual([
      '2025-01-03',
      '2025-01-10',
      '2025-01-17',
      '2025-01-24',
    ]);
    expect(occurrenceDates({ frequency: 'bi-weekly', startDate: friday }, '2025-01-10', '2025-02-28')).toEqual([
      '2025-01-17',
      '2025-01-31',
      '2025-02-14',
      '2025-02-28',
    ]);
  });

  it('bi-monthly uses its two days each month, sorted, from the start date on', () => {
    const rule: OccurrenceRule = { frequency: 'bi-monthly', startDate: '2025-01-10', biMonthlyDates: [15, 1] };
    expect(occurrenceDates(rule, '2025-01-01', '2025-03-01')).toEqual(['2025-01-15', '2025-02-01', '2025-02-15', '2025-03-01']);
  });

  it('gives nothing for a window before the start or after the end', () => {
    const rule: OccurrenceRule = { frequency: 'weekly', startDate: '2025-06-01', endDate: '2025-07-01' };
    expect(occurrenceDates(rule, '2025-01-01', '2025-05-31')).toEqual([]);
    expect(occurrenceDates(rule, '2025-07-02', '2025-12-31')).toEqual([]);
  });
});
