import type { AccountType } from '@life/domain/accounts/constants';
import { ACCOUNT_TYPE_LABELS } from '../accounts/types';
import { toCents } from '../format';
import { type AccountDisplaySettings, ACCOUNT_TYPE_ORDER, displayOrder } from './account-display';
import type { AccountBalance, SchedulePeriod } from './types';

/** SPEC 4: a period is past (ends before today), current (today within) or future (starts after today). */
export type PeriodTiming = 'past' | 'current' | 'future';

export function periodTiming(period: Pick<SchedulePeriod, 'startDate' | 'endDate'>, today: string): PeriodTiming {
  if (period.endDate < today) return 'past';
  if (period.startDate > today) return 'future';
  return 'current';
}

export function groupPeriods<P extends Pick<SchedulePeriod, 'startDate' | 'endDate'>>(
  periods: readonly P[],
  today: string,
): Record<PeriodTiming, P[]> {
  const groups: Record<PeriodTiming, P[]> = { past: [], current: [], future: [] };
  for (const period of periods) groups[periodTiming(period, today)].push(period);
  return groups;
}

/** One account's row of an expanded period card, in cents. Pending = all minus posted (SPEC 2). */
export interface AccountBalanceRow {
  accountId: string;
  accountName: string;
  startPending: number;
  startPosted: number;
  startAll: number;
  endPending: number;
  endPosted: number;
  endAll: number;
}

export interface AccountTypeGroup {
  type: AccountType;
  label: string;
  rows: AccountBalanceRow[];
}

/** Decimal strings to cents, then integer subtraction: no float ever touches a balance. */
export function toBalanceRow(balance: AccountBalance): AccountBalanceRow {
  const startPosted = toCents(balance.startBalancePosted);
  const startAll = toCents(balance.startBalanceAll);
  const endPosted = toCents(balance.endBalancePosted);
  const endAll = toCents(balance.endBalanceAll);
  return {
    accountId: balance.accountId,
    accountName: balance.accountName,
    startPending: startAll - startPosted,
    startPosted,
    startAll,
    endPending: endAll - endPosted,
    endPosted,
    endAll,
  };
}

/**
 * An expanded period's table (SPEC 2): the shown accounts grouped by type in SPEC order (empty
 * groups left out), each group in the user's order, else by name.
 */
export function balanceGroups(balances: readonly AccountBalance[], settings: AccountDisplaySettings): AccountTypeGroup[] {
  const hidden = new Set(settings.hidden);
  const shown = balances
    .filter((balance) => !hidden.has(balance.accountId))
    .map((balance) => ({ id: balance.accountId, name: balance.accountName, type: balance.accountType, balance }));
  const ordered = displayOrder(shown, settings.order);
  return ACCOUNT_TYPE_ORDER.map((type) => ({
    type,
    label: ACCOUNT_TYPE_LABELS[type],
    rows: ordered.filter((entry) => entry.type === type).map((entry) => toBalanceRow(entry.balance)),
  })).filter((group) => group.rows.length > 0);
}
