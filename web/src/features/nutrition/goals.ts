import type { MealTotals } from '@life/domain/meals/totals';
import { formatWholeNumber } from '@life/domain/shared/numbers';
import type { Targets } from '@life/domain/targets/fields';

/**
 * The Daily Nutrition Goals bars (SPEC 2): today's logged meals and glasses against the user's
 * targets. Values and targets of a bar share one integer unit (kcal, hundredths of a gram,
 * glasses), so the arithmetic stays exact; `format` shows an amount in that unit.
 */
export interface NutritionBar {
  key: 'calories' | 'protein' | 'carbs' | 'fat' | 'water';
  label: string;
  value: number;
  target: number;
  format: (amount: number) => string;
  color: string;
}

/** 5500 -> '55 g', 4025 -> '40.25 g', 4050 -> '40.5 g'. */
export function formatGrams(hundredths: number): string {
  const whole = Math.trunc(hundredths / 100);
  const fraction = String(Math.abs(hundredths % 100))
    .padStart(2, '0')
    .replace(/0+$/, '');
  return `${formatWholeNumber(whole)}${fraction ? `.${fraction}` : ''} g`;
}

const kcal = (amount: number) => `${formatWholeNumber(amount)} kcal`;
const glasses = (amount: number) => `${formatWholeNumber(amount)} ${amount === 1 ? 'glass' : 'glasses'}`;

export function nutritionBars(totals: MealTotals, waterGlasses: number, targets: Targets): NutritionBar[] {
  return [
    { key: 'calories', label: 'Calories', value: totals.calories, target: targets.calories, format: kcal, color: 'orange' },
    { key: 'protein', label: 'Protein', value: totals.protein, target: targets.protein * 100, format: formatGrams, color: 'red' },
    { key: 'carbs', label: 'Carbohydrates', value: totals.carbs, target: targets.carbs * 100, format: formatGrams, color: 'yellow' },
    { key: 'fat', label: 'Fat', value: totals.fat, target: targets.fat * 100, format: formatGrams, color: 'grape' },
    { key: 'water', label: 'Water', value: waterGlasses, target: targets.waterGlasses, format: glasses, color: 'blue' },
  ];
}

/** Percent of the target reached, capped at 100 (a bar never overflows). */
export function barPercent(bar: Pick<NutritionBar, 'value' | 'target'>): number {
  return bar.target > 0 ? Math.min(100, Math.round((bar.value * 100) / bar.target)) : 0;
}

/** SPEC 2: 'X remaining' while under the target (or at it), 'X over target' past it. */
export function barStatus(bar: Pick<NutritionBar, 'value' | 'target' | 'format'>): string {
  const left = bar.target - bar.value;
  return left >= 0 ? `${bar.format(left)} remaining` : `${bar.format(-left)} over target`;
}
