import { describe, expect, it } from 'vitest';
import { formatHundredths, formatWholeNumber, parseHundredths, parseWholeNumber } from './numbers';

describe('parseWholeNumber', () => {
  const range = { min: 0, max: 10_000 };
  it.each([
    [0, 0],
    [-0, 0],
    [450, 450],
    ['450', 450],
    [' 12 ', 12],
    [10_000, 10_000],
  ])('reads %j as %d', (input, value) => {
    expect(parseWholeNumber(input, range)).toEqual({ ok: true, value });
  });
  it.each([undefined, null, '', '  '])('calls %j required', (input) => {
    expect(parseWholeNumber(input, range)).toEqual({ ok: false, code: 'required' });
  });
  it.each([1.5, -1, 10_001, '1e3', '0x10', '12.0', '-3', 'abc', true, {}, [], NaN, Infinity, '9'.repeat(400)])('refuses %j', (input) => {
    expect(parseWholeNumber(input, range)).toEqual({ ok: false, code: 'invalid' });
  });
});

describe('parseHundredths (decimal 5,2)', () => {
  const rule = { label: 'Protein', maxHundredths: 99_999 };
  it.each([
    ['12.5', 1250],
    [12.25, 1225],
    ['0', 0],
    ['999.99', 99_999],
    [' 7 ', 700],
  ])('reads %j as %d hundredths', (input, hundredths) => {
    expect(parseHundredths(input, rule)).toEqual({ ok: true, hundredths });
  });
  it.each([
    ['1000', 'Protein must be at most 999.99'],
    ['100000000', 'Protein must be at most 999.99'],
    ['12.345', 'Protein can have at most 2 decimal places'],
    ['-1', 'Protein must be a valid number of 0 or more'],
    ['1e2', 'Protein must be a valid number of 0 or more'],
    [true, 'Protein must be a valid number of 0 or more'],
    [[], 'Protein must be a valid number of 0 or more'],
    ['', 'Protein is required'],
  ])('refuses %j: %s', (input, message) => {
    expect(parseHundredths(input, rule)).toEqual({ ok: false, message });
  });
  it('formats back to two decimals', () => {
    expect(formatHundredths(1250)).toBe('12.50');
    expect(formatWholeNumber(1234567)).toBe('1,234,567');
  });
});
