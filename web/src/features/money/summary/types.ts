/** Totals of a set of transactions (GET /api/money/summary); amounts are decimal strings. */
export interface TotalsView {
  income: string;
  /** Absolute sum of expenses. */
  expenses: string;
  net: string;
  payments: string;
  incomeCount: number;
  expenseCount: number;
  paymentCount: number;
  transactionCount: number;
}

/** GET /api/money/summary?month=yyyy-mm: one calendar month's totals (any status) and its spending by category. */
export interface MonthSummaryView {
  month: string;
  monthTotals: TotalsView;
  allTime: TotalsView;
  /** Expenses by first category, largest first; categoryId null = no category, category null = none or deleted. */
  categories: Array<{ categoryId: string | null; category: string | null; spent: string; count: number }>;
}
