import { z } from 'zod';
import { defineEvent, type EventOf } from '../core/events';
import { SCHEDULE_FREQUENCIES } from './constants';

/* One stream per schedule: `schedule-<scheduleId>` (scheduleStreamId). Its periods are a read model (periods.ts). */

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

const scheduleFields = {
  scheduleId: z.string(),
  name: z.string(),
  frequency: z.enum(SCHEDULE_FREQUENCIES),
  startDate: day,
  endDate: day,
  recurringTransactionId: z.string().nullable(),
  isActive: z.boolean(),
};

export const ScheduleCreated = defineEvent({
  type: 'ScheduleCreated',
  version: 1,
  schema: z.object({ ...scheduleFields, userId: z.string() }),
});

/** Full snapshot after the change; only emitted when something changed. */
export const ScheduleUpdated = defineEvent({ type: 'ScheduleUpdated', version: 1, schema: z.object(scheduleFields) });

/** Its periods go with it (SPEC section 7). */
export const ScheduleDeleted = defineEvent({ type: 'ScheduleDeleted', version: 1, schema: z.object({ scheduleId: z.string() }) });

export const scheduleEvents = [ScheduleCreated, ScheduleUpdated, ScheduleDeleted];

export type ScheduleCreatedEvent = EventOf<typeof ScheduleCreated>;
export type ScheduleUpdatedEvent = EventOf<typeof ScheduleUpdated>;
export type ScheduleDeletedEvent = EventOf<typeof ScheduleDeleted>;
export type ScheduleEvent = ScheduleCreatedEvent | ScheduleUpdatedEvent | ScheduleDeletedEvent;
