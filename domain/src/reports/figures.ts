import { addMonths, endOfMonth, startOfMonth } from '../shared/dates';
import { formatCents } from '../shared/money';
import { moneyTotals } from '../transactions/summary';
import type { ReportCategoryJson, ReportMonthJson, ReportTotalsJson } from './api';

/** The category filter's word for "expenses without a category". */
export const NO_CATEGORY_FILTER = 'none';

/** Months shown by Spending Trends and the default report range: 12, ending with the user's current month. */
export const TREND_MONTHS = 12;

/** The default range: the first day of the month 11 months before `today`'s through the last day of `today`'s month. */
export function lastTwelveMonths(today: string): { start: string; end: string } {
  return { start: addMonths(startOfMonth(today), -(TREND_MONTHS - 1)), end: endOfMonth(today) };
}

/** yyyy-mm of every month from `start`'s through `end`'s, oldest first. */
export function monthsOfRange(start: string, end: string): string[] {
  const months: string[] = [];
  for (let month = startOfMonth(start); month <= end; month = addMonths(month, 1)) months.push(month.slice(0, 7));
  return months;
}

/** One summed group of the range's transactions: a month's income, or a month's expenses of one category (the first, or a split line's). */
export interface ReportSum {
  /** yyyy-mm */
  month: string;
  type: 'income' | 'expense';
  /** The first category or a split line's (expenses), null for none. */
  categoryId: string | null;
  cents: number;
  /** Transactions giving this group a share: a split one counts in each category it reaches (the categories' count). */
  count: number;
  /** Transactions counted once in all: summed over a month's sums of a type, its number of transactions (months' and totals' counts). */
  transactions: number;
}

function totalsOf(incomeCents: number, incomeCount: number, expenseCents: number, expenseCount: number): ReportTotalsJson {
  // The overview's rule (moneyTotals): net = income - expenses; payments are no part of a report.
  const { income, expenses, net } = moneyTotals({ incomeCents, incomeCount, expenseCents, expenseCount, paymentCents: 0, paymentCount: 0 });
  return { income, expenses, net, incomeCount, expenseCount };
}

/** Percent with one decimal, rounded half up, in integer arithmetic ('12.5'). */
export function sharePercent(cents: number, totalCents: number): string {
  if (totalCents <= 0) return '0.0';
  const tenths = Math.floor((cents * 1000 + Math.floor(totalCents / 2)) / totalCents);
  return `${Math.floor(tenths / 10)}.${tenths % 10}`;
}

export interface ReportFigures {
  totals: ReportTotalsJson;
  months: ReportMonthJson[];
  categories: ReportCategoryJson[];
}

/** Folds the sums into the report: totals, every month of the range, categories largest first (then by name). */
export function reportFigures(
  start: string,
  end: string,
  sums: readonly ReportSum[],
  categoryInfo: (categoryId: string) => { name: string | null; color: string | null } | undefined,
): ReportFigures {
  const byMonth = new Map(monthsOfRange(start, end).map((month) => [month, { ic: 0, in: 0, ec: 0, en: 0 }]));
  const byCategory = new Map<string | null, { cents: number; count: number }>();
  const total = { ic: 0, in: 0, ec: 0, en: 0 };
  for (const sum of sums) {
    const month = byMonth.get(sum.month);
    if (!month) continue;
    if (sum.type === 'income') {
      month.ic += sum.cents;
      month.in += sum.transactions;
      total.ic += sum.cents;
      total.in += sum.transactions;
    } else {
      // A split transaction counts once in the month and the totals, once in each of its categories (issue 24).
      month.ec += sum.cents;
      month.en += sum.transactions;
      total.ec += sum.cents;
      total.en += sum.transactions;
      const category = byCategory.get(sum.categoryId) ?? { cents: 0, count: 0 };
      category.cents += sum.cents;
      category.count += sum.count;
      byCategory.set(sum.categoryId, category);
    }
  }
  const categories = [...byCategory].map(([categoryId, { cents, count }]) => {
    const info = categoryId === null ? undefined : categoryInfo(categoryId);
    return { categoryId, cents, count, category: info?.name ?? null, color: info?.color ?? null };
  });
  categories.sort(
    (a, b) =>
      b.cents - a.cents ||
      (a.category ?? '\uffff').localeCompare(b.category ?? '\uffff') ||
      (a.categoryId ?? '').localeCompare(b.categoryId ?? ''),
  );
  return {
    totals: totalsOf(total.ic, total.in, total.ec, total.en),
    months: [...byMonth].map(([month, m]) => ({ month, ...totalsOf(m.ic, m.in, m.ec, m.en) })),
    categories: categories.map(({ categoryId, category, color, cents, count }) => ({
      categoryId,
      category,
      color,
      spent: formatCents(cents),
      count,
      share: sharePercent(cents, total.ec),
    })),
  };
}
