import { parseMoney } from '../shared/money';
import type { MealJson } from './api';
import { MEAL_MACROS, type MealMacro } from './constants';

/** What a day's logged meals add up to: kcal, and each macro in hundredths of a gram. */
export type MealTotals = { calories: number } & Record<MealMacro, number>;

/** "12.50" -> 1250 (a macro as the API writes it); null or unreadable counts 0. */
export function macroHundredths(text: string | null): number {
  if (text === null) return 0;
  const parsed = parseMoney(text, { sign: 'non-negative' });
  return parsed.ok ? parsed.cents : 0;
}

/**
 * The Daily Nutrition Goals sums (SPEC section 2: "sum of logged meals"): only meals marked
 * logged count; a meal without a macro adds 0 to it. Integer arithmetic only.
 */
export function loggedMealTotals(meals: readonly Pick<MealJson, 'logged' | 'calories' | MealMacro>[]): MealTotals {
  const totals: MealTotals = { calories: 0, protein: 0, carbs: 0, fat: 0 };
  for (const meal of meals) {
    if (!meal.logged) continue;
    totals.calories += meal.calories;
    for (const macro of MEAL_MACROS) totals[macro] += macroHundredths(meal[macro]);
  }
  return totals;
}
