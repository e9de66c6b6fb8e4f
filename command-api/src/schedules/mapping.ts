import { formatCents } from '@life/domain';
import type { AccountBalanceJson, ScheduleBalancesJson, ScheduleJson, SchedulePeriodJson } from '@life/domain/schedules/api';
import type { AccountRangeBalanceRow } from '@life/projector/projections/balances/queries';
import type { ScheduleRow, SchedulePeriodRow } from '@life/projector/projections/schedules/queries';

/** A schedule as every /api/schedules route returns it; the shape web reads too. */
export function toScheduleJson(row: ScheduleRow): ScheduleJson {
  return {
    id: row.id,
    name: row.name,
    frequency: row.frequency,
    startDate: row.start_date,
    endDate: row.end_date,
    recurringTransactionId: row.recurring_transaction_id,
    isActive: row.is_active,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** GET /api/schedule-periods item. */
export function toSchedulePeriodJson(row: SchedulePeriodRow): SchedulePeriodJson {
  return {
    scheduleId: row.schedule_id,
    scheduleName: row.schedule_name,
    periodNumber: row.period_number,
    daysInPeriod: row.days_in_period,
    startDate: row.start_date,
    endDate: row.end_date,
    createdAt: row.created_at,
  };
}

/** One account's balances over a range (GET /api/account-balances, and each period of a schedule's balances). */
export function toAccountBalanceJson(row: AccountRangeBalanceRow): AccountBalanceJson {
  return {
    accountId: row.account_id,
    accountName: row.account_name,
    accountType: row.account_type,
    startBalancePosted: formatCents(Number(row.start_posted_cents)),
    endBalancePosted: formatCents(Number(row.end_posted_cents)),
    startBalanceAll: formatCents(Number(row.start_all_cents)),
    endBalanceAll: formatCents(Number(row.end_all_cents)),
  };
}

/** Every period of a schedule with its accounts' balances, the rows grouped by period_number (query order kept). */
export function toScheduleBalancesJson(
  scheduleId: string,
  periods: readonly SchedulePeriodRow[],
  balances: ReadonlyArray<{ period_number: number } & AccountRangeBalanceRow>,
): ScheduleBalancesJson {
  const byPeriod = new Map<number, AccountBalanceJson[]>();
  for (const row of balances) {
    const list = byPeriod.get(row.period_number) ?? [];
    list.push(toAccountBalanceJson(row));
    byPeriod.set(row.period_number, list);
  }
  return {
    scheduleId,
    periods: periods.map((period) => ({ ...toSchedulePeriodJson(period), balances: byPeriod.get(period.period_number) ?? [] })),
  };
}
