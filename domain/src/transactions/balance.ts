import { type TransactionStatus, type TransactionType, usesFromAccount, usesToAccount } from './constants';

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
  if (usesFromAccount(tx.type) && tx.fromAccountId) effects.push({ accountId: tx.fromAccountId, cents: -cents });
  if (usesToAccount(tx.type) && tx.toAccountId) effects.push({ accountId: tx.toAccountId, cents });
  return effects;
}

/** 'posted' balances count only posted transactions; 'all' balances count pending ones too. */
export function countsTowardBalance(posted: TransactionStatus, kind: 'posted' | 'all'): boolean {
  return kind === 'all' || posted === 'posted';
}
