/** JSON of GET /api/reports/summary (issue 11): amounts are decimal strings with two decimals. */

/** Income and expenses of a month or a range: every status (posted and pending), payments left out; net = income - expenses. */
export interface ReportTotalsJson {
  income: string;
  expenses: string;
  net: string;
  incomeCount: number;
  expenseCount: number;
}

export interface ReportMonthJson extends ReportTotalsJson {
  /** yyyy-mm */
  month: string;
}

/**
 * Expenses of one category over the range; a transaction counts toward its FIRST category, a split one
 * (issue 24) toward each line's category with that line's amount (then `count` counts it in each; the
 * months' and totals' incomeCount and expenseCount count it once).
 */
export interface ReportCategoryJson {
  /** null: expenses without a category. */
  categoryId: string | null;
  /** null for "no category"; a deleted category keeps its last name. */
  category: string | null;
  color: string | null;
  spent: string;
  count: number;
  /** Percent of the range's expenses, one decimal ('12.5'). */
  share: string;
}

export interface ReportJson {
  start: string;
  end: string;
  accountIds: string[];
  /** Category ids filtered on; 'none' stands for "no category". */
  categoryIds: string[];
  totals: ReportTotalsJson;
  /** Every month the range touches, oldest first, zero months included. */
  months: ReportMonthJson[];
  /** Largest first. */
  categories: ReportCategoryJson[];
}
