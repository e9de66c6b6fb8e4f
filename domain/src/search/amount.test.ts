import { describe, expect, it } from 'vitest';
import { searchedAmount } from './amount';

describe('searchedAmount', () => {
  it.each([
    ['86.42', { cents: 8642, negative: false }],
    ['-86.42', { cents: 8642, negative: true }],
    ['+86.42', { cents: 8642, negative: false }],
    ['$1,234.50', { cents: 123450, negative: false }],
    ['-$5', { cents: 500, negative: true }],
    [' 86.4 ', { cents: 8640, negative: false }],
    ['.5', { cents: 50, negative: false }],
  ])('reads %s as an amount', (text, amount) => {
    expect(searchedAmount(text)).toEqual(amount);
  });

  it.each(['coffee', '86.421', '0', '0.00', '-', '1,23.00', '86.42 coffee', '1e3', '999999999999'])('leaves %s as text', (text) => {
    expect(searchedAmount(text)).toBeUndefined();
  });
});
