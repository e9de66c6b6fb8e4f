import type { AccountType } from '../accounts/constants';
import type { ScheduleFrequency } from './constants';

/** JSON shapes of /api/schedules, /api/schedule-periods and /api/account-balances. Type-only; money as decimal strings. */

export interface ScheduleJson {
  id: string;
  name: string;
  frequency: ScheduleFrequency;
  /** yyyy-mm-dd */
  startDate: string;
  /** yyyy-mm-dd */
  endDate: string;
  /** Set exactly when frequency is 'use-recurring-transaction'. */
  recurringTransactionId: string | null;
  isActive: boolean;
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
