import { z } from 'zod';
import { defineEvent, type EventOf } from '../core/events';

/* One stream per user and day: `water-<userId>-<yyyy-mm-dd>` (waterStreamId), so a day's stream stays short. */

/** 'Log Water' (beyond SPEC): one more glass that day; `glasses` is the day's count after it. */
export const WaterGlassLogged = defineEvent({
  type: 'WaterGlassLogged',
  version: 1,
  schema: z.object({ userId: z.string(), date: z.string(), glasses: z.number().int() }),
});

/** A glass taken back (issue 26: a mis-tap can be undone); `glasses` is the day's count after it. */
export const WaterGlassRemoved = defineEvent({
  type: 'WaterGlassRemoved',
  version: 1,
  schema: z.object({ userId: z.string(), date: z.string(), glasses: z.number().int() }),
});

export const waterEvents = [WaterGlassLogged, WaterGlassRemoved];

export type WaterGlassLoggedEvent = EventOf<typeof WaterGlassLogged>;
export type WaterGlassRemovedEvent = EventOf<typeof WaterGlassRemoved>;
export type WaterEvent = WaterGlassLoggedEvent | WaterGlassRemovedEvent;
