import type { MealCreatedEvent } from './events';

export type MealFields = Omit<MealCreatedEvent['data'], 'mealId' | 'userId'>;

export type MealState =
  | { status: 'none' }
  | { status: 'created'; mealId: string; userId: string; fields: MealFields }
  /** Deleted: its last values are kept for a restore (issue 10). */
  | { status: 'deleted'; mealId: string; userId: string; fields: MealFields };

export const MEAL_STREAM_PREFIX = 'meal-';

export function mealStreamId(mealId: string): string {
  return `${MEAL_STREAM_PREFIX}${mealId}`;
}
