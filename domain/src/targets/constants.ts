import { formatWholeNumber } from '../shared/numbers';
import type { TargetField, Targets } from './fields';

/* A user's own targets (beyond SPEC, 'Set Goals'): what the nutrition bars, the fitness weekly goals and the dashboard measure against. */

/** SPEC section 9's constants: the targets of a user who never set their own. */
export const DEFAULT_TARGETS: Readonly<Targets> = {
  calories: 2000,
  protein: 150,
  carbs: 250,
  fat: 70,
  waterGlasses: 8,
  weeklyWorkouts: 6,
  weeklyCaloriesBurned: 2000,
  weeklyActiveMinutes: 300,
};

/** Each target's label (form and messages), unit and bounds: a target is at least 1, so a bar can always divide by it. */
export const TARGET_RULES: Readonly<Record<TargetField, { label: string; unit: string; min: number; max: number }>> = {
  calories: { label: 'Calories', unit: 'kcal', min: 1, max: 20_000 },
  protein: { label: 'Protein', unit: 'g', min: 1, max: 2_000 },
  carbs: { label: 'Carbohydrates', unit: 'g', min: 1, max: 2_000 },
  fat: { label: 'Fat', unit: 'g', min: 1, max: 2_000 },
  waterGlasses: { label: 'Water', unit: 'glasses', min: 1, max: 50 },
  weeklyWorkouts: { label: 'Weekly workouts', unit: 'workouts', min: 1, max: 50 },
  weeklyCaloriesBurned: { label: 'Weekly calories burned', unit: 'kcal', min: 1, max: 100_000 },
  weeklyActiveMinutes: { label: 'Weekly active minutes', unit: 'min', min: 1, max: 10_080 },
};

export const targetMessages = {
  required: (field: TargetField) => `${TARGET_RULES[field].label} is required`,
  outOfRange: (field: TargetField) => {
    const { label, min, max } = TARGET_RULES[field];
    return `${label} must be a whole number from ${formatWholeNumber(min)} to ${formatWholeNumber(max)}`;
  },
} as const;
