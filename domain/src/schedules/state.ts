import type { ScheduleFields } from './fields';

export type { ScheduleFields } from './fields';

export interface ScheduleRecord extends ScheduleFields {
  scheduleId: string;
  userId: string;
}

/** One stream per schedule; record null before it is created. */
export interface ScheduleState {
  record: ScheduleRecord | null;
  deleted: boolean;
}

export const SCHEDULE_STREAM_PREFIX = 'schedule-';

export function scheduleStreamId(scheduleId: string): string {
  return `${SCHEDULE_STREAM_PREFIX}${scheduleId}`;
}
