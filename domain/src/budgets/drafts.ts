import type { BudgetFields } from './fields';

/** A parsed budget body (types only): the stored fields (fields.ts), cents as integers, month 1..12, year 1901..2099. */
export type BudgetDraft = BudgetFields;

/** A parsed PUT body: absent fields keep their stored values. */
export type BudgetUpdateDraft = Partial<BudgetDraft>;

/** A month as a year and month number. */
export interface BudgetMonth {
  year: number;
  month: number;
}

/** POST /api/budgets/copy parsed. */
export interface BudgetCopyDraft {
  fromMonth: BudgetMonth;
  toMonth: BudgetMonth;
}
