import { z } from 'zod';
import { defineEvent, type EventOf } from '../core/events';
import { scheduleFieldsSchema } from './fields';

/* One stream per schedule: `schedule-<scheduleId>` (scheduleStreamId); its fields are in fields.ts. Its periods are a read model (periods.ts). */

export const ScheduleCreated = defineEvent({
  type: 'ScheduleCreated',
  version: 1,
  schema: z.object({ scheduleId: z.string(), ...scheduleFieldsSchema.shape, userId: z.string() }),
});

/** Full snapshot after the change; only emitted when something changed. */
export const ScheduleUpdated = defineEvent({
  type: 'ScheduleUpdated',
  version: 1,
  schema: z.object({ scheduleId: z.string(), ...scheduleFieldsSchema.shape }),
});

/** Its periods go with it (SPEC section 7). */
export const ScheduleDeleted = defineEvent({ type: 'ScheduleDeleted', version: 1, schema: z.object({ scheduleId: z.string() }) });

export const scheduleEvents = [ScheduleCreated, ScheduleUpdated, ScheduleDeleted];

export type ScheduleCreatedEvent = EventOf<typeof ScheduleCreated>;
export type ScheduleUpdatedEvent = EventOf<typeof ScheduleUpdated>;
export type ScheduleDeletedEvent = EventOf<typeof ScheduleDeleted>;
export type ScheduleEvent = ScheduleCreatedEvent | ScheduleUpdatedEvent | ScheduleDeletedEvent;
