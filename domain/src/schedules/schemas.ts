import type { z } from 'zod';
import { fieldsBodySchema } from '../shared/aggregate-fields';
import { draftSchema } from '../shared/zod';
import { SCHEDULE_FIELD_KEYS } from './fields';
import { checkScheduleCreate, checkScheduleUpdate, scheduleFieldChecks } from './validation';

/** Types a form sends: each field's `body` in scheduleFieldChecks, where every rule (and its message) is too, with rules.ts. */
export const scheduleBodySchema = fieldsBodySchema(SCHEDULE_FIELD_KEYS, scheduleFieldChecks);

/** The schedule form / API body as received, not yet validated. */
export type ScheduleInput = z.input<typeof scheduleBodySchema>;

/** POST /api/schedules: parses into a ScheduleDraft. */
export const scheduleCreateSchema = draftSchema(scheduleBodySchema, checkScheduleCreate);

/** PUT /api/schedules/{id}: parses into a ScheduleUpdateDraft; the decider checks the merged schedule. */
export const scheduleUpdateSchema = draftSchema(scheduleBodySchema, checkScheduleUpdate);
