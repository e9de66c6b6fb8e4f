import type { BudgetFields } from './fields';

/** Stored fields the API converts: the cents become the decimal `budgetAmount`. */
export type BudgetConvertedField = 'budgetAmountCents';

/**
 * A budget as GET /api/budgets returns it: its stored fields (fields.ts) under their names, and
 * what was spent in its month (type-only; amounts are decimal strings). `spent` sums the month's
 * expenses tagged with the category, every status.
 */
export interface BudgetJson extends Omit<BudgetFields, BudgetConvertedField> {
  id: string;
  /** The category's name and colour (a deleted category still shows its last name). */
  categoryName: string;
  color: string;
  budgetAmount: string;
  spent: string;
  createdAt: string;
  updatedAt: string;
}

/** GET /api/budgets?month=yyyy-mm: the month's budgets and their totals. */
export interface BudgetMonthJson {
  month: string;
  budgets: BudgetJson[];
  totalBudget: string;
  totalSpent: string;
}

/** POST /api/budgets/copy: how many budgets were copied and the target month's budgets. */
export interface BudgetCopyJson extends BudgetMonthJson {
  copied: number;
}

/** A category's budget prorated to a pay period, and what was spent in it (beyond SPEC). */
export interface BudgetFiguresJson {
  categoryId: string;
  categoryName: string;
  color: string;
  budgetAmount: string;
  spent: string;
}

/** One period of a schedule: its dates and each budgeted category's prorated budget and spending. */
export interface BudgetPeriodJson {
  periodNumber: number;
  startDate: string;
  endDate: string;
  daysInPeriod: number;
  budgets: BudgetFiguresJson[];
  totalBudget: string;
  totalSpent: string;
}

/** GET /api/budgets/periods?scheduleId=&month=yyyy-mm: the schedule's periods that overlap the month. */
export interface BudgetPeriodsJson {
  scheduleId: string;
  month: string;
  periods: BudgetPeriodJson[];
}
