import type { Command } from '../core/commands';
import type { WeekDay } from '../shared/weeks';

/** PUT /api/settings: the first day of the user's week. */
export type SetWeekStart = Command<'SetWeekStart', { weekStartsOn: WeekDay }>;
export type SettingsCommand = SetWeekStart;
