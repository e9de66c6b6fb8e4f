import { describe, expect, it } from 'vitest';
import { formatTypedDate, parseTypedDate } from './typed-date';

describe('parseTypedDate (SPEC 2 schedule date picker)', () => {
  it.each([
    ['01-15-2026', '2026-01-15'],
    ['01/15/2026', '2026-01-15'],
    ['2026-01-15', '2026-01-15'],
    ['1-5-2026', '2026-01-05'],
    ['1/5/2026', '2026-01-05'],
    ['12/31/2099', '2099-12-31'],
    ['1/1/1901', '1901-01-01'],
    ['02/29/2024', '2024-02-29'],
    ['  3/7/2030 ', '2030-03-07'],
  ])('reads %s as %s', (text, iso) => {
    expect(parseTypedDate(text)).toBe(iso);
  });

  it.each([
    ['12/31/1900', 'the year 1900 is before the window'],
    ['1/1/2100', 'the year 2100 is after it'],
    ['02/29/2025', 'not a calendar day'],
    ['13/01/2026', 'no 13th month'],
    ['04/31/2026', 'April has 30 days'],
    ['0/10/2026', 'no month 0'],
    ['2026/01/15', 'year first only with dashes'],
    ['2026-1-5', 'year first needs two-digit month and day'],
    ['01-15/2026', 'mixed separators'],
    ['15.01.2026', 'dots are not a format'],
    ['1/5/26', 'two-digit years are not a format'],
    ['January 5, 2026', 'words are not a format'],
    ['01/15/2026x', 'trailing text'],
  ])('refuses %s (%s)', (text) => {
    expect(parseTypedDate(text)).toBeNull();
  });

  it('clears the date on empty text', () => {
    expect(parseTypedDate('')).toBe('');
    expect(parseTypedDate('   ')).toBe('');
  });

  it('shows a date as MM/dd/yyyy, which it reads back', () => {
    expect(formatTypedDate('2026-01-05')).toBe('01/05/2026');
    expect(parseTypedDate(formatTypedDate('2026-01-05'))).toBe('2026-01-05');
    expect(formatTypedDate('')).toBe('');
    expect(formatTypedDate(null)).toBe('');
  });
});
