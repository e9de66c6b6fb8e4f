import { accountTypeHasCreditLimit } from '@life/domain/accounts/constants';
import { addMonths, endOfMonth, startOfMonth } from '@life/domain/shared/dates';
import { categoryColor, formatUsd } from '../../../format';
import type { Account } from '../accounts/types';
import type { Category } from '../categories/types';
import { toCents } from '../format';
import type { MonthSummaryView } from './types';

/**
 * The money overview's numbers, from the API's month summaries and accounts. All sums are integer
 * cents. "This month" and "last month" are calendar months of the user's local `today`; income and
 * expenses count every transaction dated in the month (posted or pending), balances only posted
 * ones (as the API derives them).
 */

export interface MonthWindow {
  start: string;
  end: string;
}

export interface CategorySpending {
  key: string;
  name: string;
  color: string;
  cents: number;
}

export interface MoneySummary {
  thisMonth: MonthWindow;
  lastMonth: MonthWindow;
  activeAccountCount: number;
  /** Sum of the balances of active accounts (liabilities are negative already). */
  totalBalanceCents: number;
  /** The same accounts' total at the end of last month (the API's previousMonthEnd balances). */
  previousTotalBalanceCents: number;
  /** Active non-liability accounts. */
  assetsCents: number;
  /** What active credit cards and loans owe, as a positive number. */
  liabilitiesCents: number;
  netWorthCents: number;
  previousNetWorthCents: number;
  incomeCents: number;
  previousIncomeCents: number;
  expenseCents: number;
  previousExpenseCents: number;
  /** Transactions dated this month (any type and status). */
  monthTransactionCount: number;
  /** This month's expenses by (first) category, largest first. */
  spendingByCategory: CategorySpending[];
}

export function monthWindows(today: string): { thisMonth: MonthWindow; lastMonth: MonthWindow } {
  const lastMonthDay = addMonths(startOfMonth(today), -1);
  return {
    thisMonth: { start: startOfMonth(today), end: endOfMonth(today) },
    lastMonth: { start: lastMonthDay, end: endOfMonth(lastMonthDay) },
  };
}

/** Liabilities (credit cards, loans / lines of credit) are the types that carry a credit limit. */
export function isLiabilityAccount(account: Pick<Account, 'accountType'>): boolean {
  return accountTypeHasCreditLimit(account.accountType);
}

const UNCATEGORIZED = 'Uncategorized';
const UNCATEGORIZED_COLOR = '#6B7280';

/**
 * @param thisMonth / lastMonth GET /api/money/summary of the two calendar months; thisMonth's
 *   previousMonthEnd holds the balances at the end of last month
 * @param categories the user's categories, for the colours of the spending bars
 */
export function computeMoneySummary(input: {
  accounts: readonly Account[];
  thisMonth: MonthSummaryView;
  lastMonth: MonthSummaryView;
  categories?: readonly Category[];
  today: string;
}): MoneySummary {
  const { accounts, today } = input;
  const windows = monthWindows(today);
  const active = accounts.filter((account) => account.isActive);
  const lastMonthEnd = new Map(input.thisMonth.previousMonthEnd.balances.map((row) => [row.accountId, toCents(row.balance)]));

  let totalBalanceCents = 0;
  let previousTotalBalanceCents = 0;
  let assetsCents = 0;
  let liabilitiesCents = 0;
  for (const account of active) {
    const balance = toCents(account.balance);
    totalBalanceCents += balance;
    // An account the summary does not know yet (created since it was read) counts as 0.
    previousTotalBalanceCents += lastMonthEnd.get(account.id) ?? 0;
    if (isLiabilityAccount(account)) liabilitiesCents -= balance;
    else assetsCents += balance;
  }

  const categoryById = new Map((input.categories ?? []).map((category) => [category.id, category]));
  const spendingByCategory: CategorySpending[] = input.thisMonth.categories.map((row) => {
    const category = row.categoryId ? categoryById.get(row.categoryId) : undefined;
    return {
      key: row.categoryId ?? 'none',
      name: row.category ?? category?.transactionCategory ?? UNCATEGORIZED,
      color: (row.categoryId && categoryColor({ id: row.categoryId, color: category?.color })) || UNCATEGORIZED_COLOR,
      cents: Math.abs(toCents(row.spent)),
    };
  });

  return {
    ...windows,
    activeAccountCount: active.length,
    totalBalanceCents,
    previousTotalBalanceCents,
    assetsCents,
    liabilitiesCents,
    // Net worth = assets − liabilities. With the API's one sign convention credit-card and loan
    // balances are already negative, so this is simply the sum of all active balances.
    netWorthCents: totalBalanceCents,
    previousNetWorthCents: previousTotalBalanceCents,
    incomeCents: toCents(input.thisMonth.monthTotals.income),
    previousIncomeCents: toCents(input.lastMonth.monthTotals.income),
    expenseCents: Math.abs(toCents(input.thisMonth.monthTotals.expenses)),
    previousExpenseCents: Math.abs(toCents(input.lastMonth.monthTotals.expenses)),
    monthTransactionCount: input.thisMonth.monthTotals.transactionCount,
    spendingByCategory,
  };
}

export type TrendDirection = 'up' | 'down' | 'flat' | 'none';

/** Beyond this a percentage says little (+8300.0% from a last month near zero): the amount change is shown instead. */
export const MAX_TREND_PERCENT = 999.9;

/**
 * '+5.2% from last month': the change relative to last month's figure (its size, so from -100 to
 * -50 is +50%). When last month's figure is 0 or so small that the percentage would pass
 * ±MAX_TREND_PERCENT, the change in dollars instead: '+$83.00 from last month'.
 */
export function trendFromLastMonth(currentCents: number, previousCents: number): { text: string; direction: TrendDirection } {
  const changeCents = currentCents - previousCents;
  const direction: TrendDirection = changeCents > 0 ? 'up' : changeCents < 0 ? 'down' : 'flat';
  const tenths = previousCents === 0 ? Infinity : Math.round((changeCents * 1000) / Math.abs(previousCents));
  if (Math.abs(tenths) > MAX_TREND_PERCENT * 10) {
    return { text: `${changeCents < 0 ? '' : '+'}${formatUsd(changeCents)} from last month`, direction };
  }
  const sign = tenths < 0 ? '-' : '+';
  const magnitude = Math.abs(tenths);
  return {
    text: `${sign}${Math.floor(magnitude / 10)}.${magnitude % 10}% from last month`,
    direction: tenths > 0 ? 'up' : tenths < 0 ? 'down' : 'flat',
  };
}
