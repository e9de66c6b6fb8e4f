import { z } from 'zod';
import { WEEK_DAYS } from '../shared/weeks';

export const settingsMessages = {
  weekStartsOnInvalid: `Week starts on must be one of ${WEEK_DAYS.join(', ')}`,
} as const;

/** PUT /api/settings: the first day of the week (a day's name in lower case). */
export const settingsBodySchema = z.object({
  weekStartsOn: z.enum(WEEK_DAYS, { error: settingsMessages.weekStartsOnInvalid }),
});
export type SettingsInput = z.input<typeof settingsBodySchema>;
