import { accountTypeHasCreditLimit } from '@life/domain/accounts/constants';
import { formatUsd } from '../../../format';
import { toCents } from '../format';
import type { Account } from './types';

/** How much of a credit account's limit is used (issue 13 #5): what its card and row show. */
export interface CreditUsage {
  /** What is owed: the negative part of the balance, in cents (a balance in credit owes nothing). */
  usedCents: number;
  limitCents: number;
  /** Whole percent of the limit used, rounded down (shown and drawn; the bar stops at 100). */
  percent: number;
  /** Owed more than the limit. */
  over: boolean;
  /** '72% of $5,000.00 limit', or 'Over limit by $120.00'. */
  label: string;
}

/**
 * The used share of a credit card's (or loan's) limit, in integer cents; the percent is the only
 * division. Null for account types without a limit (or a credit account stored without one).
 */
export function creditUsage(account: Pick<Account, 'accountType' | 'balance' | 'creditLimit'>): CreditUsage | null {
  if (!accountTypeHasCreditLimit(account.accountType) || account.creditLimit === null) return null;
  const limitCents = toCents(account.creditLimit);
  const usedCents = Math.max(0, -toCents(account.balance));
  const over = usedCents > limitCents;
  const percent = limitCents === 0 ? (usedCents === 0 ? 0 : 100) : Math.floor((usedCents * 100) / limitCents);
  const label = over ? `Over limit by ${formatUsd(usedCents - limitCents)}` : `${percent}% of ${formatUsd(limitCents)} limit`;
  return { usedCents, limitCents, percent, over, label };
}
