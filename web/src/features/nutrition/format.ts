import type { MealType } from '@life/domain/meals/constants';
import { formatWholeNumber } from '@life/domain/shared/numbers';
import { formatTime } from '../../format';

export const MEAL_TYPE_LABELS: Readonly<Record<MealType, string>> = {
  breakfast: 'Breakfast',
  lunch: 'Lunch',
  dinner: 'Dinner',
  snack: 'Snack',
};

export const MEAL_TYPE_COLORS: Readonly<Record<MealType, string>> = {
  breakfast: 'yellow',
  lunch: 'green',
  dinner: 'indigo',
  snack: 'pink',
};

/** '08:30' -> '8:30 AM', '18:05' -> '6:05 PM' (the user's wall clock, as entered). */
export function formatMealTime(time: string | null): string {
  return formatTime(time);
}

/** 520 -> '520 calories', 1 -> '1 calorie'. */
export function formatCalories(calories: number): string {
  return `${formatWholeNumber(calories)} ${calories === 1 ? 'calorie' : 'calories'}`;
}

/** The current wall-clock time, HH:mm (a new meal's default). */
export function localTimeNow(now: Date = new Date()): string {
  return `${String(now.getHours()).padStart(2, '0')}:${String(now.getMinutes()).padStart(2, '0')}`;
}

/** A macro as the API sends it ('12.50') as the card shows it ('12.5 g'); null: not given. */
export function formatMacro(decimal: string | null): string | null {
  if (decimal === null) return null;
  const trimmed = decimal.includes('.') ? decimal.replace(/0+$/, '').replace(/\.$/, '') : decimal;
  return `${trimmed} g`;
}
