import { z } from 'zod';
import { defineEvent, type EventOf } from '../core/events';
import { WEEK_DAYS } from '../shared/weeks';

/*
 * A user's settings (issue 26): one stream per user, `settings-<userId>` (settingsStreamId). Read
 * by folding it (a handful of events), like the user's own stream; no read model.
 */

/** The first day of the user's week: every "this week" of goals starts on it. */
export const WeekStartSet = defineEvent({
  type: 'WeekStartSet',
  version: 1,
  schema: z.object({ userId: z.string(), weekStartsOn: z.enum(WEEK_DAYS) }),
});

export const settingsEvents = [WeekStartSet];
export type WeekStartSetEvent = EventOf<typeof WeekStartSet>;
export type SettingsEvent = WeekStartSetEvent;
