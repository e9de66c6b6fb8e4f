import { z } from 'zod';
import { fieldKeys } from '../shared/aggregate-fields';
import { SCHEDULE_FREQUENCIES } from './constants';

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/**
 * Every stored field of a schedule (SPEC section 3), declared once: the events (ScheduleCreated and
 * ScheduleUpdated snapshot them), the state, the drafts, the decider's change check, the update
 * merge and the JSON follow it. A field added later gets `.default(...)`: older events lack it.
 */
export const scheduleFieldsSchema = z.object({
  name: z.string(),
  frequency: z.enum(SCHEDULE_FREQUENCIES),
  startDate: day,
  endDate: day,
  /** Set exactly when frequency is 'use-recurring-transaction'. */
  recurringTransactionId: z.string().nullable(),
  isActive: z.boolean(),
});

/** The names of the stored fields, in order: what an update compares. */
export const SCHEDULE_FIELD_KEYS = fieldKeys(scheduleFieldsSchema);

export type ScheduleFields = z.output<typeof scheduleFieldsSchema>;
