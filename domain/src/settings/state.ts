import { DEFAULT_WEEK_START, type WeekDay } from '../shared/weeks';

/** A user's settings; a user who never chose has the defaults. */
export interface SettingsState {
  /** null until the first setting is saved. */
  userId: string | null;
  weekStartsOn: WeekDay;
}

export const INITIAL_SETTINGS: SettingsState = { userId: null, weekStartsOn: DEFAULT_WEEK_START };

export const SETTINGS_STREAM_PREFIX = 'settings-';

/** The stream of the session's user's settings. */
export function settingsStreamId(userId: string): string {
  return `${SETTINGS_STREAM_PREFIX}${userId}`;
}
