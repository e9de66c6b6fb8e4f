import type { IsoDate } from '../shared/dates';
import type { ScheduleFrequency } from './constants';

/** Every stored field of a schedule (SPEC section 3). */
export interface ScheduleFields {
  name: string;
  frequency: ScheduleFrequency;
  startDate: IsoDate;
  endDate: IsoDate;
  /** Set exactly when frequency is 'use-recurring-transaction'. */
  recurringTransactionId: string | null;
  isActive: boolean;
}

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
