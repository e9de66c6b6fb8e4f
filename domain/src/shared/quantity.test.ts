import { describe, expect, it } from 'vitest';
import { addQuantities, formatQuantity, normalizeQuantity, parseQuantity, scaleQuantity } from './quantity';

describe('quantities: exact rationals', () => {
  it.each([
    ['2', '2'],
    ['1.50', '1.5'],
    ['0,25', '0.25'],
    ['1/3', '1/3'],
    ['1 1/2', '1.5'],
    ['4/3', '1 1/3'],
    ['½', '0.5'],
    ['1½', '1.5'],
    ['.125', '0.125'],
  ])('reads %j as %j', (text, shown) => {
    expect(normalizeQuantity(text)).toBe(shown);
  });

  it.each(['', 'x', '-1', '1e3', '1/0', '1/1001', '1.2345', '2000000', 'NaN', '1 / ', '0x10'])('refuses %j', (text) => {
    expect(normalizeQuantity(text)).toBeUndefined();
  });

  it('scales without rounding: 1 cup for 3 servings is 1 1/3 cups for 4', () => {
    expect(formatQuantity(scaleQuantity(parseQuantity('1')!, 4, 3))).toBe('1 1/3');
    expect(formatQuantity(scaleQuantity(parseQuantity('1 1/2')!, 4, 2))).toBe('3');
    const third = scaleQuantity(parseQuantity('1')!, 1, 3);
    expect(formatQuantity(addQuantities(addQuantities(third, third), third))).toBe('1');
  });

  it('reads back what it writes, stored amounts finer than typed ones too', () => {
    const fine = scaleQuantity(parseQuantity('1/999')!, 7, 100);
    expect(formatQuantity(fine)).toBe('7/99900');
    expect(parseQuantity(formatQuantity(fine))).toEqual(fine);
    expect(normalizeQuantity(formatQuantity(fine))).toBeUndefined();
  });
});
