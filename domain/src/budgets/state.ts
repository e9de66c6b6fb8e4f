import type { BudgetFields } from './fields';

export interface BudgetRecord extends BudgetFields {
  budgetId: string;
}

/** State of the per-user budget book (stream `budgets-<userId>`): live budgets only. */
export interface BudgetBookState {
  userId: string | null;
  budgets: Readonly<Record<string, BudgetRecord>>;
  /** Every id ever used (a deleted budget's id is never reused). */
  usedIds: Readonly<Record<string, true>>;
}

/** Stream ids of budget books start with this, then the user id. */
export const BUDGET_BOOK_STREAM_PREFIX = 'budgets-';

export function budgetBookStreamId(userId: string): string {
  return `${BUDGET_BOOK_STREAM_PREFIX}${userId}`;
}

/** One budget per category per month: the key that must be unique among live budgets. */
export function budgetSlotKey(budget: Pick<BudgetRecord, 'categoryId' | 'month' | 'year'>): string {
  return `${budget.year}-${budget.month}-${budget.categoryId.toLowerCase()}`;
}
