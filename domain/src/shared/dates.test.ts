import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  compareDates,
  daysBetween,
  daysInMonth,
  endOfMonth,
  isDateInRange,
  isIsoDate,
  isSupportedDate,
  isValidTimeZone,
  localTimeInTimeZone,
  monthBounds,
  parseIsoDate,
  startOfMonth,
  todayInTimeZone,
} from './dates';

describe('isIsoDate', () => {
  it.each(['2024-02-29', '2025-10-01', '2000-02-29', '1999-12-31', '0001-01-01'])('accepts %s', (value) => {
    expect(isIsoDate(value)).toBe(true);
  });
  it.each([
    '2023-02-29',
    '1900-02-29',
    '2024-13-01',
    '2024-00-10',
    '2024-04-31',
    '2024-1-01',
    '24-01-01',
    '2024-01-01T00:00:00Z',
    '',
    ' 2024-01-01',
    20240101,
    null,
    undefined,
  ])('rejects %j', (value) => {
    expect(isIsoDate(value)).toBe(false);
  });
});

describe('date arithmetic', () => {
  it('adds days across months, years and leap days', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2024-02-29', 1)).toBe('2024-03-01');
    expect(addDays('2023-02-28', 1)).toBe('2023-03-01');
    expect(addDays('2024-12-31', 1)).toBe('2025-01-01');
    expect(addDays('2025-01-01', -1)).toBe('2024-12-31');
    expect(addDays('2025-03-15', -15)).toBe('2025-02-28');
    expect(addDays('2025-03-15', 0)).toBe('2025-03-15');
    expect(addDays('1970-01-01', 365 * 400 + 97)).toBe('2370-01-01');
    expect(addDays('0050-03-01', -1)).toBe('0050-02-28');
  });

  it('refuses fractional days and invalid dates', () => {
    expect(() => addDays('2024-01-01', 1.5)).toThrow(RangeError);
    expect(() => addDays('2024-02-30', 1)).toThrow(RangeError);
    expect(() => parseIsoDate('nope')).toThrow(RangeError);
  });

  it('adds months, clamping the day', () => {
    expect(addMonths('2024-01-31', 1)).toBe('2024-02-29');
    expect(addMonths('2023-01-31', 1)).toBe('2023-02-28');
    expect(addMonths('2024-11-15', 2)).toBe('2025-01-15');
    expect(addMonths('2024-01-15', -1)).toBe('2023-12-15');
    expect(addMonths('2024-03-31', -1)).toBe('2024-02-29');
    expect(addMonths('2024-05-10', 12)).toBe('2025-05-10');
  });

  it('counts days between dates', () => {
    expect(daysBetween('2024-01-01', '2024-12-31')).toBe(365);
    expect(daysBetween('2025-01-01', '2025-12-31')).toBe(364);
    expect(daysBetween('2025-03-10', '2025-03-01')).toBe(-9);
  });

  it('compares dates', () => {
    expect(compareDates('2024-01-01', '2024-01-02')).toBe(-1);
    expect(compareDates('2024-01-02', '2024-01-01')).toBe(1);
    expect(compareDates('2024-01-01', '2024-01-01')).toBe(0);
    expect(['2024-10-01', '2024-02-15', '2023-12-31'].sort(compareDates)).toEqual(['2023-12-31', '2024-02-15', '2024-10-01']);
    expect(isDateInRange('2024-01-15', '2024-01-01', '2024-01-31')).toBe(true);
    expect(isDateInRange('2024-01-31', '2024-01-01', '2024-01-31')).toBe(true);
    expect(isDateInRange('2024-02-01', '2024-01-01', '2024-01-31')).toBe(false);
  });
});

describe('month bounds', () => {
  it('gives first and last day', () => {
    expect(monthBounds(2024, 2)).toEqual({ start: '2024-02-01', end: '2024-02-29' });
    expect(monthBounds(2025, 2)).toEqual({ start: '2025-02-01', end: '2025-02-28' });
    expect(monthBounds(2025, 12)).toEqual({ start: '2025-12-01', end: '2025-12-31' });
    expect(startOfMonth('2025-04-17')).toBe('2025-04-01');
    expect(endOfMonth('2025-04-17')).toBe('2025-04-30');
    expect(daysInMonth(2100, 2)).toBe(28);
    expect(() => monthBounds(2025, 13)).toThrow(RangeError);
  });
});

describe('todayInTimeZone', () => {
  const now = '2025-03-01T03:30:00Z';
  it('gives the local calendar day in the zone', () => {
    expect(todayInTimeZone(now, 'UTC')).toBe('2025-03-01');
    expect(todayInTimeZone(now, 'America/New_York')).toBe('2025-02-28');
    expect(todayInTimeZone(new Date(now), 'Asia/Tokyo')).toBe('2025-03-01');
    expect(todayInTimeZone('2025-12-31T23:30:00Z', 'Pacific/Auckland')).toBe('2026-01-01');
    expect(todayInTimeZone(Date.parse('2024-06-30T22:00:00Z'), 'Europe/Berlin')).toBe('2024-07-01');
  });

  it('rejects unknown zones and invalid instants', () => {
    expect(isValidTimeZone('Europe/Berlin')).toBe(true);
    expect(isValidTimeZone('Mars/Olympus')).toBe(false);
    expect(() => todayInTimeZone(now, 'Mars/Olympus')).toThrow(RangeError);
    expect(() => todayInTimeZone('not a date', 'UTC')).toThrow(RangeError);
  });
});

describe('localTimeInTimeZone', () => {
  it('gives the wall-clock time in the zone, 24-hour', () => {
    expect(localTimeInTimeZone('2025-03-01T03:30:00Z', 'UTC')).toBe('03:30');
    expect(localTimeInTimeZone('2025-03-01T03:30:00Z', 'America/New_York')).toBe('22:30');
    expect(localTimeInTimeZone('2025-03-01T00:05:59Z', 'Asia/Kolkata')).toBe('05:35');
    expect(localTimeInTimeZone(new Date('2025-03-01T12:00:00Z'), 'Europe/London')).toBe('12:00');
    expect(localTimeInTimeZone('2025-03-01T23:00:00Z', 'UTC')).toBe('23:00');
    expect(localTimeInTimeZone('2025-03-01T00:00:00Z', 'UTC')).toBe('00:00');
    expect(() => localTimeInTimeZone('x', 'UTC')).toThrow(RangeError);
  });
});

describe('isSupportedDate (the window every read model holds)', () => {
  it.each(['1901-01-01', '2000-02-29', '2099-12-31'])('accepts %s', (value) => {
    expect(isSupportedDate(value)).toBe(true);
  });
  it.each(['0000-01-01', '1900-12-31', '2100-01-01', '9999-12-31', '2023-02-29', '', null])('refuses %j', (value) => {
    expect(isSupportedDate(value)).toBe(false);
  });
});
