import type { Command } from '../core/commands';
import type { ScheduleDraft, ScheduleUpdateDraft } from './drafts';

export type CreateSchedule = Command<'CreateSchedule', { scheduleId: string; draft: ScheduleDraft }>;
/** Fields absent from the draft keep their stored value. */
export type UpdateSchedule = Command<'UpdateSchedule', { scheduleId: string; draft: ScheduleUpdateDraft }>;
export type DeleteSchedule = Command<'DeleteSchedule', { scheduleId: string }>;

export type ScheduleCommand = CreateSchedule | UpdateSchedule | DeleteSchedule;
