import type { TransactionStatus, TransactionType } from './constants';

/** One account's change from one transaction or adjustment, in cents. */
export interface BalanceEffect {
  accountId: string;
  cents: number;
}

export interface BalanceRelevantTransaction {
  type: TransactionType;
  /** Either sign is accepted; the absolute value is used (events store it positive). */
  amountCents: number;
  fromAccountId: string | null;
  toAccountId: string | null;
}

/** The amount as shown and returned by the API: expenses negative, income and payments positive. */
export function signedAmountCents(type: TransactionType, amountCents: number): number {
  const absolute = Math.abs(amountCents);
  return type === 'expense' ? -absolute : absolute;
}

/**
 * How a transaction moves account balances: expense -> from minus; income -> to plus;
 * payment -> from minus, to plus. A missing account id contributes nothing.
 */
export function balanceEffects(tx: BalanceRelevantTransaction): BalanceEffect[] {
  const cents = Math.abs(tx.amountCents);
  const effects: BalanceEffect[] = [];
  if ((tx.type === 'expense' || tx.type === 'payment') && tx.fromAccountId) effects.push({ accountId: tx.fromAccountId, cents: -cents });
  if ((tx.type === 'income' || tx.type === 'payment') && tx.toAccountId) effects.push({ accountId: tx.toAccountId, cents });
  return effects;
}

/** A BalanceAdjusted event's effect (adjustments always count as posted). */
export function balanceAdjustmentEffects(adjustment: { accountId: string; amountCents: number }): BalanceEffect[] {
  return adjustment.amountCents === 0 ? [] : [{ accountId: adjustment.accountId, cents: adjustment.amountCents }];
}

/** 'posted' balances count only posted transactions; 'all' balances count pending ones too. */
export function countsTowardBalance(posted: TransactionStatus, kind: 'posted' | 'all'): boolean {
  return kind === 'all' || posted === 'posted';
}

/** Sums effects per account (accounts without effects are absent). */
export function sumBalanceEffects(effects: Iterable<BalanceEffect>): Map<string, number> {
  const totals = new Map<string, number>();
  for (const { accountId, cents } of effects) totals.set(accountId, (totals.get(accountId) ?? 0) + cents);
  return totals;
}
