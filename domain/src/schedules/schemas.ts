import { z } from 'zod';
import { draftSchema } from '../shared/zod';
import { checkScheduleCreate, checkScheduleUpdate } from './validation';

/** Types a form sends; every rule (and its message) is in validation.ts and rules.ts. */
export const scheduleBodySchema = z.object({
  name: z.string().nullish(),
  frequency: z.string().nullish(),
  startDate: z.string().nullish(),
  endDate: z.string().nullish(),
  recurringTransactionId: z.string().nullish(),
  isActive: z.boolean().nullish(),
});

/** The schedule form / API body as received, not yet validated. */
export type ScheduleInput = z.input<typeof scheduleBodySchema>;

/** POST /api/schedules: parses into a ScheduleDraft. */
export const scheduleCreateSchema = draftSchema(scheduleBodySchema, checkScheduleCreate);

/** PUT /api/schedules/{id}: parses into a ScheduleUpdateDraft; the decider checks the merged schedule. */
export const scheduleUpdateSchema = draftSchema(scheduleBodySchema, checkScheduleUpdate);
