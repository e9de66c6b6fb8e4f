import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../api/fetch';
import type { NutritionReportJson } from '@life/domain/meals/report';
import type { GroceryItem, Meal, WaterDay } from './types';
import { areaKey } from '../../api/areas';
import { asOfKey, pollingUnlessAsOf, withAsOf } from '../../api/as-of';

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
      queryKey: [...MEALS_KEY, 'day', date, ...asOfKey()] as const,
      queryFn: ({ signal }) => apiFetch<Meal[]>(withAsOf(`/api/meals?startDate=${date}&endDate=${date}`), { signal }),
      ...pollingUnlessAsOf(NUTRITION_POLLING),
    }),
  /** The Nutrition Report (issue 27): GET /api/nutrition/report for a range of the user's days, as of the viewed instant. */
  report: (range: { startDate: string; endDate: string }) =>
    queryOptions({
      queryKey: [...MEALS_KEY, 'report', range, ...asOfKey()] as const,
      queryFn: ({ signal }) =>
        apiFetch<NutritionReportJson>(withAsOf(`/api/nutrition/report?startDate=${range.startDate}&endDate=${range.endDate}`), {
          signal,
        }),
      ...pollingUnlessAsOf(NUTRITION_POLLING),
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
      queryKey: [...GROCERIES_KEY, 'list', ...asOfKey()] as const,
      queryFn: ({ signal }) => apiFetch<GroceryItem[]>(withAsOf('/api/grocery-items'), { signal }),
      ...pollingUnlessAsOf(NUTRITION_POLLING),
    }),
};

/** Water: `day(date)` is GET /api/water?date= (beyond SPEC, 'Log Water'). */
export const waterQueries = {
  all: () => WATER_KEY,
  day: (date: string) =>
    queryOptions({
      queryKey: [...WATER_KEY, date, ...asOfKey()] as const,
      queryFn: ({ signal }) => apiFetch<WaterDay>(withAsOf(`/api/water?date=${date}`), { signal }),
      ...pollingUnlessAsOf(NUTRITION_POLLING),
    }),
};
