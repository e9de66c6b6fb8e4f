import type { AccountBalanceJson, ScheduleBalancesJson, ScheduleJson, SchedulePeriodJson } from '@life/domain/schedules/api';
import { SCHEDULE_FREQUENCIES, type ScheduleFrequency } from '@life/domain/schedules/constants';
import type { ScheduleInput } from '@life/domain/schedules/schemas';
import { FREQUENCY_LABELS } from '../recurring/types';

export type Schedule = ScheduleJson;
export type SchedulePeriod = SchedulePeriodJson;
export type AccountBalance = AccountBalanceJson;
export type ScheduleBalances = ScheduleBalancesJson;
/** One period of GET /api/schedules/{id}/balances: the period with every live account's balances. */
export type PeriodWithBalances = ScheduleBalancesJson['periods'][number];

/** POST /api/schedules and PUT /api/schedules/{id}: the domain's body shape. */
export type ScheduleBody = ScheduleInput;

export const SCHEDULE_FREQUENCY_LABELS: Record<ScheduleFrequency, string> = {
  ...FREQUENCY_LABELS,
  'use-recurring-transaction': 'Use Recurring Transaction',
};

export const SCHEDULE_FREQUENCY_OPTIONS = SCHEDULE_FREQUENCIES.map((frequency) => ({
  value: frequency,
  label: SCHEDULE_FREQUENCY_LABELS[frequency],
}));
