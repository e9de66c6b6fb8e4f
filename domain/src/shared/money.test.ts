import { describe, expect, it } from 'vitest';
import { formatCents, formatUsd, MAX_AMOUNT_CENTS, numberToDecimalString, parseAmount, parseMoney } from './money';

const cents = (input: unknown) => {
  const result = parseMoney(input, { sign: 'any', label: 'Balance' });
  return result.ok ? result.cents : result.code;
};

describe('parseAmount', () => {
  it.each([
    ['12.3', 1230],
    ['12.30', 1230],
    ['12', 1200],
    ['12.', 1200],
    ['.5', 50],
    ['0.01', 1],
    ['  7.05 ', 705],
    ['1,234.50', 123450],
    ['1,234,567.89', 123456789],
    ['007.10', 710],
    ['12.300', 1230],
    ['99999999.99', MAX_AMOUNT_CENTS],
    [12.3, 1230],
    [0.1, 10],
    [0.07, 7],
    [1.005e2, 10050],
    [19.99, 1999],
    [99999999.99, MAX_AMOUNT_CENTS],
  ])('parses %j to %i cents', (input, expected) => {
    expect(parseAmount(input)).toEqual({ ok: true, cents: expected });
  });

  it('uses the shortest string of a number, never float multiplication', () => {
    // 1.15 * 100 === 114.99999999999999 in floating point
    expect(parseAmount(1.15)).toEqual({ ok: true, cents: 115 });
    expect(parseAmount(4.35)).toEqual({ ok: true, cents: 435 });
  });

  it.each([
    [undefined, 'Amount is required'],
    [null, 'Amount is required'],
    ['', 'Amount is required'],
    ['   ', 'Amount is required'],
    ['abc', 'Amount must be a valid number greater than 0'],
    ['12abc', 'Amount must be a valid number greater than 0'],
    ['1.2.3', 'Amount must be a valid number greater than 0'],
    ['$12', 'Amount must be a valid number greater than 0'],
    ['+12', 'Amount must be a valid number greater than 0'],
    ['1e3', 'Amount must be a valid number greater than 0'],
    ['12,34', 'Amount must be a valid number greater than 0'],
    ['-', 'Amount must be a valid number greater than 0'],
    ['.', 'Amount must be a valid number greater than 0'],
    [Number.NaN, 'Amount must be a valid number greater than 0'],
    [Number.POSITIVE_INFINITY, 'Amount must be a valid number greater than 0'],
    ['0', 'Amount must be a valid number greater than 0'],
    ['0.00', 'Amount must be a valid number greater than 0'],
    ['-0', 'Amount must be a valid number greater than 0'],
    [0, 'Amount must be a valid number greater than 0'],
    ['-5', 'Amount must be a valid number greater than 0'],
    [-5.123, 'Amount must be a valid number greater than 0'],
    ['12.345', 'Amount can have at most 2 decimal places'],
    [0.001, 'Amount can have at most 2 decimal places'],
    [1e-7, 'Amount can have at most 2 decimal places'],
    ['100000000', 'Amount must be less than 100,000,000'],
    ['100,000,000.00', 'Amount must be less than 100,000,000'],
    [100000000, 'Amount must be less than 100,000,000'],
    [1e21, 'Amount must be less than 100,000,000'],
  ])('rejects %j with %s', (input, message) => {
    const result = parseAmount(input);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).toBe(message);
  });

  it('rejects non-string, non-number values as invalid', () => {
    expect(parseMoney(true)).toMatchObject({ ok: false, code: 'invalid' });
    expect(parseMoney({})).toMatchObject({ ok: false, code: 'invalid' });
  });
});

describe('parseMoney sign modes', () => {
  it('accepts signed values and zero in "any" mode', () => {
    expect(cents('-12.30')).toBe(-1230);
    expect(cents(-0.5)).toBe(-50);
    expect(cents('0')).toBe(0);
    expect(cents('-0.00')).toBe(0);
    expect(cents('-1,000')).toBe(-100000);
    expect(cents('-99999999.99')).toBe(-MAX_AMOUNT_CENTS);
  });

  it('labels its messages', () => {
    expect(parseMoney('x', { sign: 'any', label: 'Balance' })).toMatchObject({ message: 'Balance must be a valid number' });
    expect(parseMoney('-100000000', { sign: 'any', label: 'Balance' })).toMatchObject({
      message: 'Balance must be between -100,000,000 and 100,000,000',
    });
    expect(parseMoney('-1', { sign: 'non-negative', label: 'Credit limit' })).toMatchObject({
      code: 'negative',
      message: 'Credit limit must be a valid number of 0 or more',
    });
    expect(parseMoney('0', { sign: 'non-negative', label: 'Credit limit' })).toEqual({ ok: true, cents: 0 });
    expect(parseMoney('', { label: 'Credit limit' })).toMatchObject({ message: 'Credit limit is required' });
  });
});

describe('numberToDecimalString', () => {
  it('expands exponents', () => {
    expect(numberToDecimalString(1e-7)).toBe('0.0000001');
    expect(numberToDecimalString(-1.5e-7)).toBe('-0.00000015');
    expect(numberToDecimalString(1e21)).toBe('1000000000000000000000');
    expect(numberToDecimalString(1.25e22)).toBe('12500000000000000000000');
    expect(numberToDecimalString(12.3)).toBe('12.3');
  });
});

describe('formatCents', () => {
  it.each([
    [1230, '12.30'],
    [-1230, '-12.30'],
    [0, '0.00'],
    [5, '0.05'],
    [-5, '-0.05'],
    [123456789, '1234567.89'],
    [MAX_AMOUNT_CENTS, '99999999.99'],
  ])('%i -> %s', (value, expected) => {
    expect(formatCents(value)).toBe(expected);
  });

  it('round-trips through parseMoney', () => {
    for (const value of [1, 99, 100, 1230, -1230, 123456789, -MAX_AMOUNT_CENTS]) {
      expect(cents(formatCents(value))).toBe(value);
    }
  });

  it('refuses non-integer cents', () => {
    expect(() => formatCents(12.5)).toThrow(RangeError);
    expect(() => formatUsd(Number.NaN)).toThrow(RangeError);
  });
});

describe('formatUsd', () => {
  it.each([
    [123450, '$1,234.50'],
    [-123450, '-$1,234.50'],
    [0, '$0.00'],
    [99, '$0.99'],
    [100000, '$1,000.00'],
    [99999, '$999.99'],
    [123456789, '$1,234,567.89'],
    [MAX_AMOUNT_CENTS, '$99,999,999.99'],
  ])('%i -> %s', (value, expected) => {
    expect(formatUsd(value)).toBe(expected);
  });

  it('matches Intl en-US currency formatting', () => {
    const intl = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
    for (const value of [0, 1, 123450, -123450, 100000000, 987654321]) {
      expect(formatUsd(value)).toBe(intl.format(Number(formatCents(value))));
    }
  });
});
