import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../api/fetch';
import type { Workout, WorkoutListFilters, WorkoutStats } from './types';
import { areaKey } from '../../api/areas';

/** Every workout read sits under this key: any workout write invalidates lists and figures alike. */
const WORKOUTS_KEY = areaKey('workouts');

/** SPEC gives workouts no polling of their own: the accounts' pace, so another device's log shows within a minute. */
const WORKOUT_POLLING = { refetchInterval: 30_000, staleTime: 20_000 } as const;

function workoutsPath(filters: WorkoutListFilters): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value !== undefined) search.set(key, String(value));
  const query = search.toString();
  return query ? `/api/workouts?${query}` : '/api/workouts';
}

/**
 * The workouts query factory. `list(filters)`: GET /api/workouts, newest first (a day range, a
 * limit); `stats()`: GET /api/workouts/stats, the overview's cards and rings and the progress
 * series, as of the user's today (the API reads X-Time-Zone).
 */
export const workoutQueries = {
  all: () => WORKOUTS_KEY,
  list: (filters: WorkoutListFilters = {}) =>
    queryOptions({
      queryKey: [...WORKOUTS_KEY, 'list', filters] as const,
      queryFn: ({ signal }) => apiFetch<Workout[]>(workoutsPath(filters), { signal }),
      ...WORKOUT_POLLING,
    }),
  stats: () =>
    queryOptions({
      queryKey: [...WORKOUTS_KEY, 'stats'] as const,
      queryFn: ({ signal }) => apiFetch<WorkoutStats>('/api/workouts/stats', { signal }),
      ...WORKOUT_POLLING,
    }),
};
