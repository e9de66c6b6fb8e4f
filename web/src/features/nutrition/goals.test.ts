import { DEFAULT_TARGETS } from '@life/domain/targets/constants';
import { describe, expect, it } from 'vitest';
import { barPercent, barStatus, formatGrams, nutritionBars } from './goals';

describe('Daily Nutrition Goals bars', () => {
  const bars = nutritionBars({ calories: 2150, protein: 5550, carbs: 25_000, fat: 1805 }, 9, DEFAULT_TARGETS);
  const byKey = Object.fromEntries(bars.map((bar) => [bar.key, bar]));

  it('measures each sum against its target, in the bar order of SPEC 2', () => {
    expect(bars.map((bar) => bar.label)).toEqual(['Calories', 'Protein', 'Carbohydrates', 'Fat', 'Water']);
    expect(bars.map(barPercent)).toEqual([100, 37, 100, 26, 100]);
  });

  it("says 'X remaining' or 'X over target'", () => {
    expect(barStatus(byKey.calories!)).toBe('150 kcal over target');
    expect(barStatus(byKey.protein!)).toBe('94.5 g remaining');
    expect(barStatus(byKey.carbs!)).toBe('0 g remaining');
    expect(barStatus(byKey.fat!)).toBe('51.95 g remaining');
    expect(barStatus(byKey.water!)).toBe('1 glass over target');
  });

  it('writes grams without trailing zeros', () => {
    expect([formatGrams(0), formatGrams(5), formatGrams(4050), formatGrams(123_456)]).toEqual(['0 g', '0.05 g', '40.5 g', '1,234.56 g']);
  });
});
