import { describe, expect, it } from 'vitest';
import {
  formatCount,
  formatDateLike,
  formatDateTime,
  formatDay,
  formatDayRange,
  formatDaysIn,
  formatDollars,
  formatMegabytes,
  formatMoney,
  formatMoneyText,
  formatMonth,
  formatShortMonth,
  formatTime,
  formatUsd,
  toCents,
} from '.';

describe('the web formatter module', () => {
  it('shows calendar days without a zone shift', () => {
    expect(formatDay('2026-11-21')).toBe('Nov 21, 2026');
    expect(formatDay('2026-01-01')).toBe('Jan 1, 2026');
    expect(formatDay(null)).toBe('');
    expect(formatDay('soon')).toBe('');
    expect(formatMonth('2026-11')).toBe('November 2026');
    expect(formatShortMonth('2026-11')).toBe('Nov 2026');
    expect(formatDayRange('2025-11-10', '2025-11-16', { short: true })).toBe('Nov 10 – Nov 16');
    expect(formatDayRange('2025-11-10', '2025-11-16')).toBe('Nov 10, 2025 – Nov 16, 2025');
  });

  it('shows wall-clock times as entered, with a plain space before AM/PM', () => {
    expect(formatTime('07:30')).toBe('7:30 AM');
    expect(formatTime('18:05:00')).toBe('6:05 PM');
    expect(formatTime('00:00')).toBe('12:00 AM');
    expect(formatTime('25:00')).toBe('');
    expect(formatTime(null)).toBe('');
  });

  it('shows an instant in the given (the user’s) time zone, never as ISO text', () => {
    expect(formatDateTime('2026-11-26T20:17:42.840Z', 'UTC')).toBe('Nov 26, 2026, 8:17 PM');
    expect(formatDateTime('2026-11-26T20:17:42.840Z', 'Asia/Tokyo')).toBe('Nov 27, 2026, 5:17 AM');
    expect(formatDateTime('2026-11-26T20:17:42.840Z', 'America/New_York')).toBe('Nov 26, 2026, 3:17 PM');
    expect(formatDateTime('not a time')).toBe('');
  });

  it('reads values that may be days, times or instants, and days inside texts', () => {
    expect(formatDateLike('2026-11-21')).toBe('Nov 21, 2026');
    expect(formatDateLike('07:30')).toBe('7:30 AM');
    expect(formatDateLike('2026-11-26T20:17:42.840Z')).not.toMatch(/T\d\d:/);
    expect(formatDateLike('Lunch')).toBe('Lunch');
    expect(formatDaysIn('Reconciled to $450.55 on 2025-10-31')).toBe('Reconciled to $450.55 on Oct 31, 2025');
    expect(formatDaysIn('Expense · $12.00 · 2026-11-20')).toBe('Expense · $12.00 · Nov 20, 2026');
  });

  it('shows money with its sign, from cents, decimals and chart dollars', () => {
    expect(formatUsd(123450)).toBe('$1,234.50');
    expect(formatUsd(-5)).toBe('-$0.05');
    expect(formatMoney('-12')).toBe('-$12.00');
    expect(formatMoney(null)).toBe('$0.00');
    expect(formatDollars(12.3)).toBe('$12.30');
    expect(formatMoneyText('15.00')).toBe('$15.00');
    expect(formatMoneyText('(none)')).toBe('(none)');
    expect(toCents('1234.5')).toBe(123450);
  });

  it('groups counts and sizes', () => {
    expect(formatCount(1234567)).toBe('1,234,567');
    expect(formatMegabytes(1_250_000)).toBe('1.3 MB');
  });
});
