import type { UserSettingsJson } from '@life/domain/settings/api';
import type { SettingsInput } from '@life/domain/settings/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Area, invalidateAreas } from '../../api/areas';
import { apiFetch } from '../../api/fetch';
import { errorToastHandler, showSuccessToast } from '../../components/toast';

/** The first day of the week moves every "this week" of goals (the overview's figures, the review). */
export const settingsWriteAreas: readonly Area[] = ['settings', 'goals'];

export const settingsMessages = {
  saved: 'Settings saved',
  saveFailed: 'Failed to save settings. Please try again.',
} as const;

/** PUT /api/settings (issue 26), then the weeks are read again. */
export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SettingsInput) => apiFetch<UserSettingsJson>('/api/settings', { method: 'PUT', body }),
    onSuccess: () => {
      showSuccessToast(settingsMessages.saved);
      return invalidateAreas(queryClient, settingsWriteAreas);
    },
    onError: errorToastHandler(settingsMessages.saveFailed),
  });
}
