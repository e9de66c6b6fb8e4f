import { parseMoney } from '@life/domain/shared/money';

export interface BudgetProgress {
  spentCents: number;
  budgetCents: number;
  /** SPEC: red with an 'over budget' badge when spent exceeds budget. */
  over: boolean;
  /** Spent as a share of the budget, 0..100 (SPEC: the bar is capped at 100 percent). */
  percent: number;
  /** Budget minus spent (negative when over). */
  remainingCents: number;
}

const cents = (amount: string) => {
  const parsed = parseMoney(amount, { sign: 'any' });
  return parsed.ok ? parsed.cents : 0;
};

/** A budget row's figures from the API's decimal strings, in integer cents. */
export function budgetProgress(spent: string, budget: string): BudgetProgress {
  const spentCents = cents(spent);
  const budgetCents = cents(budget);
  const percent = budgetCents > 0 ? Math.min(100, Math.floor((Math.max(0, spentCents) * 100) / budgetCents)) : spentCents > 0 ? 100 : 0;
  return { spentCents, budgetCents, over: spentCents > budgetCents, percent, remainingCents: budgetCents - spentCents };
}

/** 'yyyy-mm' `offset` months away. */
export function shiftMonth(month: string, offset: number): string {
  const index = Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1 + offset;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}
