import type { MealCreatedEvent } from './events';

export type MealFields = Omit<MealCreatedEvent['data'], 'mealId' | 'userId'>;

export type MealState =
  | { status: 'none' }
  | { status: 'created'; mealId: string; userId: string; fields: MealFields }
  | { status: 'deleted'; mealId: string; userId: string };

export const MEAL_STREAM_PREFIX = 'meal-';

export function mealStreamId(mealId: string): string {
  return `${MEAL_STREAM_PREFIX}${mealId}`;
}
