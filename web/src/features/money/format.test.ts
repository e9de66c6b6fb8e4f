import { describe, expect, it } from 'vitest';
import { formatDisplayDate, formatMoney, formatMonthLabel, formatTransactionAmount, plural, toCents } from './format';

describe('money display', () => {
  it('reads API decimal strings as exact cents', () => {
    expect(toCents('1234.50')).toBe(123450);
    expect(toCents('-0.10')).toBe(-10);
    expect(toCents('0.00')).toBe(0);
    // 0.1 + 0.2 as floats is 0.30000000000000004; as cents it is exact.
    expect(toCents('0.10') + toCents('0.20')).toBe(toCents('0.30'));
  });

  it('formats USD, en-US, two decimals', () => {
    expect(formatMoney('1234.5')).toBe('$1,234.50');
    expect(formatMoney('-1234567.89')).toBe('-$1,234,567.89');
    expect(formatMoney('0')).toBe('$0.00');
  });

  it('signs transaction amounts by type', () => {
    expect(formatTransactionAmount('expense', '-45.00')).toEqual({ text: '-$45.00', tone: 'negative' });
    // The sign comes from the type, whatever the amount carries.
    expect(formatTransactionAmount('expense', '45.00')).toEqual({ text: '-$45.00', tone: 'negative' });
    expect(formatTransactionAmount('income', '1200')).toEqual({ text: '+$1,200.00', tone: 'positive' });
    expect(formatTransactionAmount('payment', '500.5')).toEqual({ text: '$500.50', tone: 'neutral' });
  });

  it('shows calendar days without a time-zone shift', () => {
    expect(formatDisplayDate('2026-01-01')).toBe('Jan 1, 2026');
    expect(formatDisplayDate('2026-12-31')).toBe('Dec 31, 2026');
    expect(formatMonthLabel('2024-03-15')).toBe('March 2024');
  });

  it('pluralises counts', () => {
    expect(plural(1, 'transaction')).toBe('1 transaction');
    expect(plural(0, 'transaction')).toBe('0 transactions');
  });
});
