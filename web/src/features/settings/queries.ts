import type { UserSettingsJson } from '@life/domain/settings/api';
import { queryOptions } from '@tanstack/react-query';
import { areaKey } from '../../api/areas';
import { apiFetch } from '../../api/fetch';

const SETTINGS_KEY = areaKey('settings');

/** The settings query factory (issue 26): `current()` is GET /api/settings. */
export const settingsQueries = {
  all: () => SETTINGS_KEY,
  current: () =>
    queryOptions({
      queryKey: [...SETTINGS_KEY, 'current'] as const,
      queryFn: ({ signal }) => apiFetch<UserSettingsJson>('/api/settings', { signal }),
    }),
};
