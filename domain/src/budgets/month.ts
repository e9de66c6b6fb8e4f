import { BUDGET_MONTH_PATTERN, MAX_BUDGET_YEAR, MIN_BUDGET_YEAR } from './constants';
import type { BudgetMonth } from './drafts';

/** 'yyyy-mm' as a month, or undefined when it is not one of the supported months. */
export function parseBudgetMonth(text: unknown): BudgetMonth | undefined {
  if (typeof text !== 'string') return undefined;
  const match = BUDGET_MONTH_PATTERN.exec(text.trim());
  if (!match) return undefined;
  const year = Number(match[1]);
  const month = Number(match[2]);
  if (month < 1 || month > 12 || year < MIN_BUDGET_YEAR || year > MAX_BUDGET_YEAR) return undefined;
  return { year, month };
}

export function formatBudgetMonth({ year, month }: BudgetMonth): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}`;
}

/** The month `offset` months after `from` (negative: before). */
export function shiftBudgetMonth({ year, month }: BudgetMonth, offset: number): BudgetMonth {
  const index = year * 12 + (month - 1) + offset;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

export function sameBudgetMonth(a: BudgetMonth, b: BudgetMonth): boolean {
  return a.year === b.year && a.month === b.month;
}

/** The month of a yyyy-mm-dd day. */
export function budgetMonthOf(day: string): BudgetMonth {
  return { year: Number(day.slice(0, 4)), month: Number(day.slice(5, 7)) };
}
