import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../api/fetch';
import type {
  BodyWeightLog,
  BodyWeightUnit,
  Workout,
  WorkoutListFilters,
  WorkoutProgress,
  WorkoutProgressRange,
  WorkoutStats,
} from './types';
import { areaKey } from '../../api/areas';
import { asOfKey, pollingUnlessAsOf, withAsOf } from '../../api/as-of';

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
      queryKey: [...WORKOUTS_KEY, 'list', filters, ...asOfKey()] as const,
      queryFn: ({ signal }) => apiFetch<Workout[]>(withAsOf(workoutsPath(filters)), { signal }),
      ...pollingUnlessAsOf(WORKOUT_POLLING),
    }),
  stats: () =>
    queryOptions({
      queryKey: [...WORKOUTS_KEY, 'stats', ...asOfKey()] as const,
      queryFn: ({ signal }) => apiFetch<WorkoutStats>(withAsOf('/api/workouts/stats'), { signal }),
      ...pollingUnlessAsOf(WORKOUT_POLLING),
    }),
  /** /fitness/progress (issue 27): GET /api/fitness/progress?range=, weeks of the user's days; as of the viewed instant. */
  progress: (range: WorkoutProgressRange) =>
    queryOptions({
      queryKey: [...WORKOUTS_KEY, 'progress', range, ...asOfKey()] as const,
      queryFn: ({ signal }) => apiFetch<WorkoutProgress>(withAsOf(`/api/fitness/progress?range=${range}`), { signal }),
      ...pollingUnlessAsOf(WORKOUT_POLLING),
    }),
};

const BODY_WEIGHT_KEY = areaKey('body-weight');

/** The body-weight log (issue 27): GET /api/body-weight?unit=, the entries and the trend in `unit` (absent: the newest entry's). */
export const bodyWeightQueries = {
  all: () => BODY_WEIGHT_KEY,
  log: (unit: BodyWeightUnit | null) =>
    queryOptions({
      queryKey: [...BODY_WEIGHT_KEY, 'log', unit, ...asOfKey()] as const,
      queryFn: ({ signal }) => apiFetch<BodyWeightLog>(withAsOf(unit ? `/api/body-weight?unit=${unit}` : '/api/body-weight'), { signal }),
      ...pollingUnlessAsOf(WORKOUT_POLLING),
    }),
};
