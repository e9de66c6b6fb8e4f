import type { Command } from '../core/commands';

/** One more glass on `date` (the API resolves an absent day to the user's today, which also names the stream). */
export type LogWaterGlass = Command<'LogWaterGlass', { date: string }>;

/** One glass fewer on `date` (issue 26). */
export type RemoveWaterGlass = Command<'RemoveWaterGlass', { date: string }>;
export type WaterCommand = LogWaterGlass | RemoveWaterGlass;
