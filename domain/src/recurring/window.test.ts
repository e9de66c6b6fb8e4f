import { describe, expect, it } from 'vitest';
import {
  countOccurrences,
  generationHorizon,
  occurrenceLimitMessages,
  occurrencesFromFor,
  occurrencesPostedOnCreate,
  offersOlderOccurrences,
  runHorizon,
  windowStart,
} from './window';

const weekly = { frequency: 'weekly' as const, startDate: '1901-01-01', endDate: null, isActive: true };

describe('the generation window (issue 22)', () => {
  it('starts one year before the user’s today at the earliest, unless older occurrences are asked for', () => {
    expect(occurrencesFromFor('2020-05-01', '2026-11-27', false)).toBe('2025-11-27');
    expect(occurrencesFromFor('2020-05-01', '2026-11-27', true)).toBe('2020-05-01');
    expect(occurrencesFromFor('2026-01-01', '2026-11-27', false)).toBe('2026-01-01');
    // 29 February one year on: the last day of February.
    expect(occurrencesFromFor('2020-01-01', '2024-02-29', false)).toBe('2023-02-28');
  });

  it('a rule stored before the window (no occurrencesFrom) starts one year before the run’s day', () => {
    expect(windowStart({ startDate: '1901-01-01', occurrencesFrom: null }, '2026-11-27')).toBe('2025-11-27');
    expect(windowStart({ startDate: '1901-01-01', occurrencesFrom: '1901-01-01' }, '2026-11-27')).toBe('1901-01-01');
  });

  it('runs through 31 December of next year, or further where an earlier run already wrote', () => {
    expect(generationHorizon('2026-11-27')).toBe('2027-12-31');
    expect(generationHorizon('2099-03-01')).toBe('2099-12-31');
    expect(runHorizon({ generatedThrough: null }, '2026-11-27')).toBe('2027-12-31');
    expect(runHorizon({ generatedThrough: '2099-12-31' }, '2026-11-27')).toBe('2099-12-31');
    expect(runHorizon({ generatedThrough: '2026-12-31' }, '2026-11-27')).toBe('2027-12-31');
  });

  it('counts no further than one past the limit, and names the limit on startDate beyond it', () => {
    expect(countOccurrences(weekly, '1901-01-01', '2099-12-31', 100)).toBe(101);
    expect(countOccurrences(weekly, '1901-01-01', '2099-12-31', 20_000)).toBe(10_384);
    expect(occurrenceLimitMessages(weekly, '1901-01-01', '2099-12-31')).toEqual({
      startDate: 'A recurring transaction can create at most 10,000 occurrences at once',
    });
    expect(occurrenceLimitMessages(weekly, '1901-01-01', '2027-12-31')).toBeUndefined();
    expect(occurrenceLimitMessages({ ...weekly, isActive: false }, '1901-01-01', '2099-12-31')).toBeUndefined();
  });

  it('the forms offer older occurrences only for a start more than a year back', () => {
    expect(offersOlderOccurrences('2025-11-26', '2026-11-27')).toBe(true);
    expect(offersOlderOccurrences('2025-11-27', '2026-11-27')).toBe(false);
    expect(offersOlderOccurrences('2026-12-01', '2026-11-27')).toBe(false);
    expect(offersOlderOccurrences('', '2026-11-27')).toBe(false);
    expect(offersOlderOccurrences('2025-02-30', '2026-11-27')).toBe(false);
  });
});

describe('what a new rule creates posted (issue 24)', () => {
  const paycheck = { frequency: 'weekly' as const, startDate: '2026-11-06', endDate: '2027-12-31', autoPost: true };

  it('counts the occurrences dated up to today, today included, with autoPost', () => {
    // Nov 6, 13, 20 and 27 (today): four paydays up to today.
    expect(occurrencesPostedOnCreate(paycheck, '2026-11-27')).toEqual({ count: 4, first: '2026-11-06', last: '2026-11-27' });
    expect(occurrencesPostedOnCreate(paycheck, '2026-11-26')).toEqual({ count: 3, first: '2026-11-06', last: '2026-11-20' });
  });

  it('posts none without autoPost, for a rule starting after today, an inactive or an invalid rule', () => {
    const none = { count: 0, first: null, last: null };
    expect(occurrencesPostedOnCreate({ ...paycheck, autoPost: false }, '2026-11-27')).toEqual(none);
    expect(occurrencesPostedOnCreate({ ...paycheck, startDate: '2026-11-28' }, '2026-11-27')).toEqual(none);
    expect(occurrencesPostedOnCreate({ ...paycheck, isActive: false }, '2026-11-27')).toEqual(none);
    expect(occurrencesPostedOnCreate({ ...paycheck, startDate: '2026-11-' }, '2026-11-27')).toEqual(none);
  });

  it('stops at the end date and starts at the window (one year back unless older occurrences are asked for)', () => {
    expect(occurrencesPostedOnCreate({ ...paycheck, endDate: '2026-11-13' }, '2026-11-27').count).toBe(2);
    const monthly = { frequency: 'monthly' as const, startDate: '2020-01-15', endDate: null, autoPost: true };
    expect(occurrencesPostedOnCreate(monthly, '2026-11-27')).toEqual({ count: 12, first: '2025-12-15', last: '2026-11-15' });
    expect(occurrencesPostedOnCreate({ ...monthly, includeOlderOccurrences: true }, '2026-11-27').count).toBe(83);
  });
});
