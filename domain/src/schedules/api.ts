import type { AccountType } from '../accounts/constants';
import type { ScheduleFields } from './fields';

/** JSON shapes of /api/schedules, /api/schedule-periods and /api/account-balances. Type-only; money as decimal strings. */

/** A schedule as every /api/schedules route returns it: its stored fields (fields.ts) under their names, and these. */
export interface ScheduleJson extends ScheduleFields {
  id: string;
  createdAt: string;
  updatedAt: string;
}

/** GET /api/schedule-periods?scheduleId=: a schedule's periods in date order. */
export interface SchedulePeriodJson {
  scheduleId: string;
  scheduleName: string;
  /** 1, 2, ... in date order. */
  periodNumber: number;
  /** startDate through endDate, both counted. */
  daysInPeriod: number;
  startDate: string;
  endDate: string;
  createdAt: string;
}

/**
 * One account's balances for a date range (GET /api/account-balances/{startDate}/{endDate}): start
 * = before any transaction dated startDate, end = after every transaction dated endDate; Posted counts
 * posted transactions only, All pending ones too. Starting balances before their as-of day and
 * balance adjustments are respected.
 */
export interface AccountBalanceJson {
  accountId: string;
  accountName: string;
  accountType: AccountType;
  startBalancePosted: string;
  endBalancePosted: string;
  startBalanceAll: string;
  endBalanceAll: string;
}

/** GET /api/schedules/{id}/balances (beyond SPEC): every period with every live account's balances, in one call. */
export interface ScheduleBalancesJson {
  scheduleId: string;
  periods: Array<SchedulePeriodJson & { balances: AccountBalanceJson[] }>;
}
