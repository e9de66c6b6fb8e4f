import type { WeekDay } from '../shared/weeks';

/** GET and PUT /api/settings: the user's settings (the defaults until they choose). Type-only. */
export interface UserSettingsJson {
  weekStartsOn: WeekDay;
}
