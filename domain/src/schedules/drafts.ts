/** What the schedule schemas parse a body into, and what schedule commands carry. Types only. */
import type { ScheduleFields } from './state';

/** POST /api/schedules: every field, the rules applied (recurringTransactionId null unless following one). */
export type ScheduleDraft = ScheduleFields;

/** PUT /api/schedules/{id}: an absent field keeps its stored value; the decider checks the merged schedule. */
export type ScheduleUpdateDraft = Partial<ScheduleFields>;
