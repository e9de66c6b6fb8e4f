import {
  balanceEffects,
  categoryShares,
  countsTowardBalance,
  startOfMonth,
  type TransactionSplit,
  type TransactionStatus,
  type TransactionType,
} from '@life/domain';
import { type AdditiveRow, type AdditiveShape, zeroRow } from '../additive-rows';
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
  /** A split's lines (issue 24): each goes to its own category in the per-category sums. */
  splits: readonly TransactionSplit[];
}

/**
 * The additive tables' shapes (additive-rows.ts), the same for the live ledger and money-history's
 * twins. Reports (issue 11): income and expenses by month, account (the one the transaction moves)
 * and category: the first category's, or each split line's (categoryShares). A split transaction
 * counts once in each category it reaches (`*_count`; a row exists while those are not 0), and once
 * in all (`*_transactions`: in its first share's row only, so their sum counts transactions;
 * migration 0255). The categories' rows are a month's expenses of one category, counted alike.
 */
export const LEDGER_TOTAL_SHAPES = {
  daily: {
    key: { user_id: 'uuid', account_id: 'uuid', date: 'date' },
    columns: { posted_cents: 'bigint', all_cents: 'bigint', entries: 'int' },
    countColumns: ['entries'],
  },
  monthly: {
    key: { user_id: 'uuid', month: 'date' },
    columns: {
      income_cents: 'bigint',
      income_count: 'int',
      expense_cents: 'bigint',
      expense_count: 'int',
      payment_cents: 'bigint',
      payment_count: 'int',
    },
    countColumns: ['income_count', 'expense_count', 'payment_count'],
  },
  reportSums: {
    key: { user_id: 'uuid', month: 'date', account_id: 'uuid', category_id: 'uuid' },
    columns: {
      income_cents: 'bigint',
      income_count: 'int',
      income_transactions: 'int',
      expense_cents: 'bigint',
      expense_count: 'int',
      expense_transactions: 'int',
    },
    countColumns: ['income_count', 'expense_count'],
  },
  categories: {
    key: { user_id: 'uuid', month: 'date', category_id: 'uuid' },
    columns: { expense_cents: 'bigint', expense_count: 'int', expense_transactions: 'int' },
    countColumns: ['expense_count'],
  },
  // How many transactions name a category on a day (issue 25 goal 4): the list's count by category, O(days).
  categoryDays: {
    key: { user_id: 'uuid', category_id: 'uuid', date: 'date' },
    columns: { transactions: 'int' },
    countColumns: ['transactions'],
  },
} as const satisfies Record<string, AdditiveShape>;

/** The tables in the order a batch writes them. */
export const LEDGER_TOTAL_KINDS = ['daily', 'monthly', 'reportSums', 'categories', 'categoryDays'] as const;

export type DailyEffectDelta = AdditiveRow<typeof LEDGER_TOTAL_SHAPES.daily>;
export type MonthlyDelta = AdditiveRow<typeof LEDGER_TOTAL_SHAPES.monthly>;
export type ReportSumDelta = AdditiveRow<typeof LEDGER_TOTAL_SHAPES.reportSums>;
export type CategoryDelta = AdditiveRow<typeof LEDGER_TOTAL_SHAPES.categories>;
export type CategoryDayDelta = AdditiveRow<typeof LEDGER_TOTAL_SHAPES.categoryDays>;

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
  readonly categoryDays = new Map<string, CategoryDayDelta>();

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
    const summary = entry(this.monthly, `${tx.userId}|${month}`, () => zeroRow(LEDGER_TOTAL_SHAPES.monthly, { user_id: tx.userId, month }));
    const cents = Math.abs(tx.amountCents) * sign;
    summary[`${tx.type}_cents` as const] += cents;
    summary[`${tx.type}_count` as const] += sign;
    // Once in each category it names, whatever its type: what the list's category filter matches.
    for (const categoryId of new Set(tx.categoryIds)) {
      const day = entry(this.categoryDays, `${tx.userId}|${categoryId}|${tx.date}`, () =>
        zeroRow(LEDGER_TOTAL_SHAPES.categoryDays, { user_id: tx.userId, category_id: categoryId, date: tx.date }),
      );
      day.transactions += sign;
    }
    if (tx.type === 'payment') return;
    // Per category: the first category gets the whole amount, or each split line its own (issue 24).
    const shares = categoryShares({ amountCents: Math.abs(tx.amountCents), transactionCategoryIds: tx.categoryIds, splits: tx.splits });
    // The first share (a split's first line's category) counts the transaction once in all (issue 24).
    for (const [index, share] of shares.entries()) {
      const categoryId = share.categoryId ?? NO_CATEGORY;
      const shareCents = share.amountCents * sign;
      const once = index === 0 ? sign : 0;
      this.addReportSum(tx, month, categoryId, shareCents, sign, once);
      if (tx.type !== 'expense') continue;
      const spending = entry(this.categories, `${tx.userId}|${month}|${categoryId}`, () =>
        zeroRow(LEDGER_TOTAL_SHAPES.categories, { user_id: tx.userId, month, category_id: categoryId }),
      );
      spending.expense_cents += shareCents;
      spending.expense_count += sign;
      spending.expense_transactions += once;
    }
  }

  private addReportSum(tx: Contribution, month: string, categoryId: string, cents: number, count: number, once: number): void {
    const accountId = (tx.type === 'income' ? tx.toAccountId : tx.fromAccountId) ?? NO_CATEGORY;
    const sum = entry(this.reportSums, `${tx.userId}|${month}|${accountId}|${categoryId}`, () =>
      zeroRow(LEDGER_TOTAL_SHAPES.reportSums, { user_id: tx.userId, month, account_id: accountId, category_id: categoryId }),
    );
    const kind = tx.type === 'income' ? 'income' : 'expense';
    sum[`${kind}_cents`] += cents;
    sum[`${kind}_count`] += count;
    sum[`${kind}_transactions`] += once;
  }

  /** A balance adjustment: a posted effect on one account. */
  addAdjustment(userId: string, accountId: string, date: string, amountCents: number): void {
    this.addEffect(userId, accountId, date, amountCents, amountCents, 1);
  }

  private addEffect(userId: string, accountId: string, date: string, posted: number, all: number, entries: number): void {
    const delta = entry(this.daily, `${userId}|${accountId}|${date}`, () =>
      zeroRow(LEDGER_TOTAL_SHAPES.daily, { user_id: userId, account_id: accountId, date }),
    );
    delta.posted_cents += posted;
    delta.all_cents += all;
    delta.entries += entries;
  }
}

/** Deltas that change something (a transaction recorded and deleted in one batch nets to nothing). */
export { nonZero } from '../additive-rows';
