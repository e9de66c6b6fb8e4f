import { balanceEffects, countsTowardBalance, startOfMonth, type TransactionStatus, type TransactionType } from '@life/domain';
import { NO_CATEGORY } from './names';

/** What a transaction contributes to the totals tables. */
export interface Contribution {
  userId: string;
  type: TransactionType;
  amountCents: number;
  fromAccountId: string | null;
  toAccountId: string | null;
  status: TransactionStatus;
  date: string;
  categoryIds: readonly string[];
}

export interface DailyEffectDelta {
  user_id: string;
  account_id: string;
  date: string;
  posted_cents: number;
  all_cents: number;
  entries: number;
}

export interface MonthlyDelta {
  user_id: string;
  month: string;
  income_cents: number;
  income_count: number;
  expense_cents: number;
  expense_count: number;
  payment_cents: number;
  payment_count: number;
}

/** Reports (issue 11): income and expenses by month, account (the one the transaction moves) and first category. */
export interface ReportSumDelta {
  user_id: string;
  month: string;
  account_id: string;
  category_id: string;
  income_cents: number;
  income_count: number;
  expense_cents: number;
  expense_count: number;
}

export interface CategoryDelta {
  user_id: string;
  month: string;
  category_id: string;
  expense_cents: number;
  expense_count: number;
}

function entry<T>(map: Map<string, T>, key: string, create: () => T): T {
  let value = map.get(key);
  if (!value) map.set(key, (value = create()));
  return value;
}

/**
 * Net changes of one batch to the additive tables. A change of a transaction is its old
 * contribution taken out (sign -1) and the new one added (+1), so updates, status flips and
 * deletes are all the same two moves, and a batch touches each (account, day) row once.
 */
export class LedgerTotals {
  readonly daily = new Map<string, DailyEffectDelta>();
  readonly monthly = new Map<string, MonthlyDelta>();
  readonly categories = new Map<string, CategoryDelta>();
  readonly reportSums = new Map<string, ReportSumDelta>();

  addTransaction(tx: Contribution, sign: 1 | -1): void {
    for (const effect of balanceEffects(tx)) {
      this.addEffect(
        tx.userId,
        effect.accountId,
        tx.date,
        countsTowardBalance(tx.status, 'posted') ? effect.cents * sign : 0,
        effect.cents * sign,
        sign,
      );
    }
    const month = startOfMonth(tx.date);
    const summary = entry(this.monthly, `${tx.userId}|${month}`, () => ({
      user_id: tx.userId,
      month,
      income_cents: 0,
      income_count: 0,
      expense_cents: 0,
      expense_count: 0,
      payment_cents: 0,
      payment_count: 0,
    }));
    const cents = Math.abs(tx.amountCents) * sign;
    summary[`${tx.type}_cents` as const] += cents;
    summary[`${tx.type}_count` as const] += sign;
    if (tx.type !== 'payment') this.addReportSum(tx, month, cents, sign);
    if (tx.type === 'expense') {
      const categoryId = tx.categoryIds[0] ?? NO_CATEGORY;
      const spending = entry(this.categories, `${tx.userId}|${month}|${categoryId}`, () => ({
        user_id: tx.userId,
        month,
        category_id: categoryId,
        expense_cents: 0,
        expense_count: 0,
      }));
      spending.expense_cents += cents;
      spending.expense_count += sign;
    }
  }

  private addReportSum(tx: Contribution, month: string, cents: number, sign: 1 | -1): void {
    const accountId = (tx.type === 'income' ? tx.toAccountId : tx.fromAccountId) ?? NO_CATEGORY;
    const categoryId = tx.categoryIds[0] ?? NO_CATEGORY;
    const sum = entry(this.reportSums, `${tx.userId}|${month}|${accountId}|${categoryId}`, () => ({
      user_id: tx.userId,
      month,
      account_id: accountId,
      category_id: categoryId,
      income_cents: 0,
      income_count: 0,
      expense_cents: 0,
      expense_count: 0,
    }));
    const kind = tx.type === 'income' ? 'income' : 'expense';
    sum[`${kind}_cents`] += cents;
    sum[`${kind}_count`] += sign;
  }

  /** A balance adjustment: a posted effect on one account. */
  addAdjustment(userId: string, accountId: string, date: string, amountCents: number): void {
    this.addEffect(userId, accountId, date, amountCents, amountCents, 1);
  }

  private addEffect(userId: string, accountId: string, date: string, posted: number, all: number, entries: number): void {
    const delta = entry(this.daily, `${userId}|${accountId}|${date}`, () => ({
      user_id: userId,
      account_id: accountId,
      date,
      posted_cents: 0,
      all_cents: 0,
      entries: 0,
    }));
    delta.posted_cents += posted;
    delta.all_cents += all;
    delta.entries += entries;
  }
}

/** Deltas that change something (a transaction recorded and deleted in one batch nets to nothing). */
export { nonZero } from '../additive-rows';
