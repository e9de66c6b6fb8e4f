import { accountTypeHasCreditLimit } from '@life/domain/accounts/constants';
import { addDays, addMonths, endOfMonth, startOfMonth } from '@life/domain/shared/dates';
import { balanceEffects, countsTowardBalance } from '@life/domain/transactions/balance';
import type { Account } from '../accounts/types';
import type { Category } from '../categories/types';
import { toCents } from '../format';
import type { Transaction } from '../transactions/types';

/**
 * The money overview's numbers, computed from the API's lists. All sums are integer cents.
 * "This month" and "last month" are calendar months of the user's local `today`.
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
  /** The same total as it stood at the end of last month (see previousBalanceCents). */
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

/** First day of last month: the summary needs every transaction from there on. */
export function summaryWindowStart(today: string): string {
  return startOfMonth(addMonths(today, -1));
}

export function monthWindows(today: string): { thisMonth: MonthWindow; lastMonth: MonthWindow } {
  const lastMonthDay = addMonths(startOfMonth(today), -1);
  return {
    thisMonth: { start: startOfMonth(today), end: endOfMonth(today) },
    lastMonth: { start: lastMonthDay, end: endOfMonth(lastMonthDay) },
  };
}

const inWindow = (date: string, window: MonthWindow) => date >= window.start && date <= window.end;

/** Liabilities (credit cards, loans / lines of credit) are the types that carry a credit limit. */
export function isLiabilityAccount(account: Pick<Account, 'accountType'>): boolean {
  return accountTypeHasCreditLimit(account.accountType);
}

/**
 * An account's balance at the end of `day`: its current balance minus the effects of the posted
 * transactions dated after `day` up to today (future-dated ones are not in the balance yet).
 * Transactions before the account's starting-balance date never counted; an account whose
 * starting date is after `day` did not exist yet (0). Balance adjustments are not listed by the
 * transactions API, so one made this month is attributed to last month as well.
 */
export function balanceAtEndOf(account: Account, day: string, today: string, transactions: readonly Transaction[]): number {
  if (account.startingBalanceAsof > day) return 0;
  let cents = toCents(account.balance);
  const from = addDays(day, 1);
  for (const tx of transactions) {
    if (tx.date < from || tx.date > today || tx.date < account.startingBalanceAsof) continue;
    if (!countsTowardBalance(tx.posted, 'posted')) continue;
    for (const effect of balanceEffects({ ...tx, amountCents: toCents(tx.amount) })) {
      if (effect.accountId === account.id) cents -= effect.cents;
    }
  }
  return cents;
}

const UNCATEGORIZED = 'Uncategorized';
const UNCATEGORIZED_COLOR = '#6B7280';

/**
 * @param transactions every transaction dated from the first day of last month on (summaryWindowStart)
 * @param categories the user's categories, for names and colours of the spending bars
 */
export function computeMoneySummary(input: {
  accounts: readonly Account[];
  transactions: readonly Transaction[];
  categories?: readonly Category[];
  today: string;
}): MoneySummary {
  const { accounts, transactions, today } = input;
  const { thisMonth, lastMonth } = monthWindows(today);
  const active = accounts.filter((account) => account.isActive);

  let totalBalanceCents = 0;
  let previousTotalBalanceCents = 0;
  let assetsCents = 0;
  let liabilitiesCents = 0;
  for (const account of active) {
    const balance = toCents(account.balance);
    totalBalanceCents += balance;
    previousTotalBalanceCents += balanceAtEndOf(account, lastMonth.end, today, transactions);
    if (isLiabilityAccount(account)) liabilitiesCents -= balance;
    else assetsCents += balance;
  }

  let incomeCents = 0;
  let previousIncomeCents = 0;
  let expenseCents = 0;
  let previousExpenseCents = 0;
  let monthTransactionCount = 0;
  const categoryById = new Map((input.categories ?? []).map((category) => [category.id, category]));
  const spending = new Map<string, CategorySpending>();

  for (const tx of transactions) {
    const cents = Math.abs(toCents(tx.amount));
    const current = inWindow(tx.date, thisMonth);
    const previous = !current && inWindow(tx.date, lastMonth);
    if (current) monthTransactionCount += 1;
    if (tx.type === 'income') {
      if (current) incomeCents += cents;
      else if (previous) previousIncomeCents += cents;
    } else if (tx.type === 'expense') {
      if (current) {
        expenseCents += cents;
        const firstId = tx.transactionCategoryIds[0];
        const category = firstId ? categoryById.get(firstId) : undefined;
        const name = category?.transactionCategory ?? (tx.category.trim() || UNCATEGORIZED);
        const key = category?.id ?? `name:${name}`;
        const entry = spending.get(key) ?? { key, name, color: category?.color ?? UNCATEGORIZED_COLOR, cents: 0 };
        entry.cents += cents;
        spending.set(key, entry);
      } else if (previous) previousExpenseCents += cents;
    }
  }

  return {
    thisMonth,
    lastMonth,
    activeAccountCount: active.length,
    totalBalanceCents,
    previousTotalBalanceCents,
    assetsCents,
    liabilitiesCents,
    // Net worth = assets − liabilities. With the API's one sign convention credit-card and loan
    // balances are already negative, so this is simply the sum of all active balances.
    netWorthCents: totalBalanceCents,
    previousNetWorthCents: previousTotalBalanceCents,
    incomeCents,
    previousIncomeCents,
    expenseCents,
    previousExpenseCents,
    monthTransactionCount,
    spendingByCategory: [...spending.values()].sort((a, b) => b.cents - a.cents || a.name.localeCompare(b.name)),
  };
}

export type TrendDirection = 'up' | 'down' | 'flat' | 'none';

/** '+5.2% from last month' (change relative to last month), or 'No data for last month' when last month is 0. */
export function trendFromLastMonth(currentCents: number, previousCents: number): { text: string; direction: TrendDirection } {
  if (previousCents === 0) return { text: 'No data for last month', direction: 'none' };
  const tenths = Math.round(((currentCents - previousCents) * 1000) / Math.abs(previousCents));
  const direction: TrendDirection = tenths > 0 ? 'up' : tenths < 0 ? 'down' : 'flat';
  const sign = tenths < 0 ? '-' : '+';
  const magnitude = Math.abs(tenths);
  return { text: `${sign}${Math.floor(magnitude / 10)}.${magnitude % 10}% from last month`, direction };
}
