import type { TargetsJson } from '@life/domain/targets/api';
import { queryOptions } from '@tanstack/react-query';
import { asOfKey, pollingUnlessAsOf, withAsOf } from '../../api/as-of';
import { apiFetch } from '../../api/fetch';
import { areaKey } from '../../api/areas';

/** Everything about the user's targets sits under one key; setting them invalidates it. */
const TARGETS_KEY = areaKey('targets');

/** Targets change only when the user sets them (here, so the write invalidates): a slow poll catches other devices. */
const TARGET_POLLING = { refetchInterval: 60_000, staleTime: 30_000 } as const;

/**
 * The targets query factory (beyond SPEC, 'Set Goals'): `current()` is GET /api/targets, the
 * user's targets in effect (the SPEC constants until they set their own), which the nutrition
 * bars, the fitness weekly goals and the dashboard measure against.
 */
export const targetQueries = {
  all: () => TARGETS_KEY,
  current: () =>
    queryOptions({
      queryKey: [...TARGETS_KEY, 'current', ...asOfKey()] as const,
      queryFn: ({ signal }) => apiFetch<TargetsJson>(withAsOf('/api/targets'), { signal }),
      ...pollingUnlessAsOf(TARGET_POLLING),
    }),
};
