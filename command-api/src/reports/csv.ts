import type { ReportJson } from '@life/domain/reports/api';
import { NO_CATEGORY_FILTER } from '@life/domain/reports/figures';
import { csvLine } from '../export/csv';

export const REPORT_CSV_COLUMNS = ['Section', 'Period', 'Accounts', 'Category', 'Income', 'Expenses', 'Net', 'Count', 'Share %'] as const;
export const UNCATEGORIZED = 'Uncategorized';

/** The caller's account and category names, for the Filters line. */
export interface ReportNames {
  accounts: ReadonlyMap<string, string>;
  categories: ReadonlyMap<string, { name: string }>;
}

/**
 * The report as one RFC 4180 table (CRLF, the same columns on every line, texts formula-defused by
 * the export's csvLine): a Filters line, one Month line per month, one Category line per slice, a Total line.
 */
export function reportCsv(report: ReportJson, names: ReportNames): string {
  const period = `${report.start} to ${report.end}`;
  const categoryName = (id: string) => (id === NO_CATEGORY_FILTER ? UNCATEGORIZED : (names.categories.get(id)?.name ?? id));
  const lines = [
    csvLine(REPORT_CSV_COLUMNS),
    csvLine([
      'Filters',
      period,
      report.accountIds.length > 0 ? report.accountIds.map((id) => names.accounts.get(id) ?? id).join('; ') : 'All accounts',
      report.categoryIds.length > 0 ? report.categoryIds.map(categoryName).join('; ') : 'All categories',
      '',
      '',
      '',
      '',
      '',
    ]),
    ...report.months.map((m) =>
      csvLine(['Month', m.month, '', '', m.income, m.expenses, m.net, String(m.incomeCount + m.expenseCount), '']),
    ),
    ...report.categories.map((c) =>
      csvLine(['Category', period, '', c.category ?? UNCATEGORIZED, '', c.spent, '', String(c.count), c.share]),
    ),
    csvLine([
      'Total',
      period,
      '',
      '',
      report.totals.income,
      report.totals.expenses,
      report.totals.net,
      String(report.totals.incomeCount + report.totals.expenseCount),
      '',
    ]),
  ];
  return lines.join('');
}
