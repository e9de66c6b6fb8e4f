import { describe, expect, it } from 'vitest';
import { canonicalWeight, convertHundredths, formatWeightHundredths, movingAverageHundredths, weightHundredths } from './weight';

describe('body weights in hundredths', () => {
  it('reads and writes decimal texts exactly', () => {
    expect(weightHundredths('72.4')).toBe(7240);
    expect(weightHundredths('72.05')).toBe(7205);
    expect(weightHundredths('72.')).toBeUndefined();
    expect(weightHundredths('7,5')).toBeUndefined();
    expect(formatWeightHundredths(7240)).toBe('72.4');
    expect(formatWeightHundredths(7000)).toBe('70');
    expect(formatWeightHundredths(5)).toBe('0.05');
    expect(canonicalWeight('0.00')).toBeUndefined();
    expect(canonicalWeight('1000')).toBe('1000');
  });

  it('converts pounds and kilograms with the exact pound, rounding half up', () => {
    // 160 lb = 72.5747792 kg -> 72.57
    expect(convertHundredths(16000, 'lb', 'kg')).toBe(7257);
    // 72.57 kg = 159.9901... lb -> 159.99
    expect(convertHundredths(7257, 'kg', 'lb')).toBe(15999);
    expect(convertHundredths(7257, 'kg', 'kg')).toBe(7257);
  });

  it('averages the entry and the six before it, rounding half up', () => {
    // 70.00, 70.01 -> 70.005 -> 70.01; then a full window of 7.
    const values = [7000, 7001, 7002, 7003, 7004, 7005, 7006, 7100];
    expect(movingAverageHundredths(values)).toEqual([7000, 7001, 7001, 7002, 7002, 7003, 7003, 7017]);
    // (7001 + ... + 7006 + 7100) / 7 = 49121 / 7 = 7017.28 -> 7017
  });
});
