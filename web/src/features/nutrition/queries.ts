import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../api/fetch';
import type { GroceryItem, Meal, WaterDay } from './types';
import { areaKey } from '../../api/areas';

/** Meals, grocery items and water each sit under their own key: a write invalidates only its own. */
const MEALS_KEY = areaKey('meals');
const GROCERIES_KEY = areaKey('grocery-items');
const WATER_KEY = areaKey('water');

/** SPEC 9 sets no polling for nutrition; a slow refresh picks up another device's changes. */
const NUTRITION_POLLING = { refetchInterval: 60_000, staleTime: 30_000 } as const;

/** Meals: `day(date)` is GET /api/meals for one of the user's days (the overview's Today's Meals and its bars). */
export const mealQueries = {
  all: () => MEALS_KEY,
  day: (date: string) =>
    queryOptions({
      queryKey: [...MEALS_KEY, 'day', date] as const,
      queryFn: ({ signal }) => apiFetch<Meal[]>(`/api/meals?startDate=${date}&endDate=${date}`, { signal }),
      ...NUTRITION_POLLING,
    }),
};

/** Counts for 'N of M items completed'. */
export function groceryProgress(items: readonly GroceryItem[]): { completed: number; total: number } {
  return { completed: items.filter((item) => item.checked).length, total: items.length };
}

/** The grocery list: `list()` is GET /api/grocery-items (in the order added). */
export const groceryQueries = {
  all: () => GROCERIES_KEY,
  list: () =>
    queryOptions({
      queryKey: [...GROCERIES_KEY, 'list'] as const,
      queryFn: ({ signal }) => apiFetch<GroceryItem[]>('/api/grocery-items', { signal }),
      ...NUTRITION_POLLING,
    }),
};

/** Water: `day(date)` is GET /api/water?date= (beyond SPEC, 'Log Water'). */
export const waterQueries = {
  all: () => WATER_KEY,
  day: (date: string) =>
    queryOptions({
      queryKey: [...WATER_KEY, date] as const,
      queryFn: ({ signal }) => apiFetch<WaterDay>(`/api/water?date=${date}`, { signal }),
      ...NUTRITION_POLLING,
    }),
};
