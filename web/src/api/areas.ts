import type { QueryClient } from '@tanstack/react-query';

/**
 * The areas of cached reads. Each is the root key of one feature's query factory (every read of the
 * area sits under `[area, ...]`), so a write declares the areas its events touch and this module alone
 * turns them into query keys: no feature imports another feature's query factory to refresh it.
 * (The session's own key lives in `session.ts`: sign-out drops every read, it refreshes no area.)
 */
export const AREAS = [
  'accounts',
  'body-weight', // issue 27: the body-weight log
  'budgets',
  'categories',
  'dashboard',
  'goals',
  'grocery-items',
  'history',
  'imports',
  'meals',
  'money-summary',
  'recipes', // issue 27: recipes
  'recurring-transactions',
  'reports',
  'rules', // issue 23 (h10): categorisation rules
  'schedules',
  'search', // issue 24: the header's search (no write names it: never kept stale)
  'settings', // issue 26: the user's settings (the first day of their week)
  'targets',
  'transactions',
  'water',
  'workouts',
] as const;

export type Area = (typeof AREAS)[number];

/** An area's root query key: its feature's query factory builds every key on it. */
export function areaKey<A extends Area>(area: A): readonly [A] {
  return [area] as const;
}

/** Refetches every read of these areas; resolves when they are fresh again. */
export async function invalidateAreas(queryClient: QueryClient, areas: readonly Area[]): Promise<void> {
  await Promise.all(areas.map((area) => queryClient.invalidateQueries({ queryKey: areaKey(area) })));
}
