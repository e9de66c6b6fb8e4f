import type { ReportJson } from '@life/domain/reports/api';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { asOfAtom } from '../../../api/as-of';
import { appStore } from '../../../api/store';
import { jsonResponse, renderWithProviders, requestUrl } from '../../../test/render';
import ReportsPage from './ReportsPage';

const month = (m: string, income: string, expenses: string, net: string) => ({
  month: m,
  income,
  expenses,
  net,
  incomeCount: 1,
  expenseCount: 2,
});
const trends: ReportJson = {
  start: '2025-12-01',
  end: '2026-11-30',
  accountIds: [],
  categoryIds: [],
  totals: { income: '3250.25', expenses: '1305.49', net: '1944.76', incomeCount: 2, expenseCount: 4 },
  months: [month('2026-10', '3000.00', '0.00', '3000.00'), month('2026-11', '250.25', '1305.49', '-1055.24')],
  categories: [],
};
const breakdown: ReportJson = {
  ...trends,
  categories: [
    { categoryId: 'rent', category: 'Rent', color: '#ff0000', spent: '1200.00', count: 1, share: '91.9' },
    { categoryId: null, category: null, color: null, spent: '105.49', count: 3, share: '8.1' },
  ],
};
const CSV = 'Section,Period,Accounts,Category,Income,Expenses,Net,Count,Share %\r\nTotal,2026-01-01 to 2026-03-31,,,1.00,2.00,-1.00,2,\r\n';

const requests: string[] = [];
const api = (input: RequestInfo | URL) => {
  const url = new URL(requestUrl(input), 'http://localhost');
  requests.push(`${url.pathname}${url.search}`);
  if (url.pathname === '/api/reports/summary.csv') {
    return Promise.resolve(
      new Response(CSV, {
        status: 200,
        headers: { 'Content-Type': 'text/csv', 'Content-Disposition': 'attachment; filename="life-report.csv"' },
      }),
    );
  }
  if (url.pathname === '/api/reports/summary') {
    return Promise.resolve(jsonResponse(200, url.searchParams.has('start') ? breakdown : trends));
  }
  if (url.pathname === '/api/accounts') return Promise.resolve(jsonResponse(200, [{ id: 'main', accountName: 'Main' }]));
  if (url.pathname === '/api/expense-types') return Promise.resolve(jsonResponse(200, []));
  return Promise.resolve(jsonResponse(404, { error: 'Not found' }));
};

let saved: Blob[] = [];
beforeEach(() => {
  requests.length = 0;
  saved = [];
  vi.stubGlobal('fetch', vi.fn(api));
  // Spies, not assignments: restored after each test, so no later test file meets them.
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    saved.push(blob as Blob);
    return 'blob:report';
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  appStore.set(asOfAtom, null);
});

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.textContent);

describe('ReportsPage', () => {
  it('shows each chart’s figures as a captioned table, in en-US dollars', async () => {
    renderWithProviders(<ReportsPage />);
    const trendsCard = screen.getByRole('region', { name: 'Spending Trends' });
    const trendTable = await within(trendsCard).findByRole('table', { name: 'Income and expenses per month, last 12 months' });
    expect(rowsOf(trendTable)).toEqual(['Oct 2026$3,000.00$0.00', 'Nov 2026$250.25$1,305.49']);
    const summaryTable = within(screen.getByRole('region', { name: 'Monthly Summary' })).getByRole('table');
    expect(rowsOf(summaryTable)).toEqual(['Oct 2026$3,000.00$0.00$3,000.00', 'Nov 2026$250.25$1,305.49-$1,055.24']);
    const categoryTable = within(screen.getByRole('region', { name: 'Category Breakdown' })).getByRole('table');
    await waitFor(() => expect(rowsOf(categoryTable)).toEqual(['Rent$1,200.0091.9%', 'Uncategorized$105.498.1%']));
  });

  it('Category Breakdown asks for the chosen range', async () => {
    renderWithProviders(<ReportsPage />);
    fireEvent.click(await screen.findByRole('radio', { name: 'Last 3 months' }));
    await waitFor(() => expect(requests.some((r) => /^\/api\/reports\/summary\?start=\d{4}-\d{2}-01&end=/.test(r))).toBe(true));
  });

  it('Generate Report shows the filtered report and downloads its CSV', async () => {
    renderWithProviders(<ReportsPage />);
    fireEvent.click(screen.getByRole('button', { name: 'Generate Report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Generate Report' });
    fireEvent.change(within(dialog).getByLabelText(/Start Date/), { target: { value: '2026-03-01' } });
    fireEvent.change(within(dialog).getByLabelText(/End Date/), { target: { value: '2026-01-01' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Show report' }));
    expect(await within(dialog).findByText('End date must be on or after start date')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/Start Date/), { target: { value: '2026-01-01' } });
    fireEvent.change(within(dialog).getByLabelText(/End Date/), { target: { value: '2026-03-31' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Show report' }));

    const report = await screen.findByRole('region', { name: 'Report' });
    await waitFor(() => expect(within(report).getByRole('list', { name: 'Report totals' }).textContent).toContain('$1,944.76'));
    expect(requests).toContain('/api/reports/summary?start=2026-01-01&end=2026-03-31');
    expect(rowsOf(within(report).getByRole('table', { name: 'Expenses by category in the report' }))).toEqual([
      'Rent$1,200.0091.9%',
      'Uncategorized$105.498.1%',
    ]);

    fireEvent.click(within(report).getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(requests).toContain('/api/reports/summary.csv?start=2026-01-01&end=2026-03-31');
    expect(await saved[0]!.text()).toBe(CSV);
  });

  it('while the past is viewed, asks every figure, the generated report and its CSV as of that moment (issue 26)', async () => {
    const asOf = '2025-03-10T12:00:00.000Z';
    const asOfQuery = `asOf=${encodeURIComponent(asOf)}`;
    appStore.set(asOfAtom, asOf);
    renderWithProviders(<ReportsPage />);
    const trendsCard = screen.getByRole('region', { name: 'Spending Trends' });
    await within(trendsCard).findByRole('table', { name: 'Income and expenses per month, last 12 months' });
    // No "show the present" note: the figures are the moment's.
    expect(screen.queryByRole('note')).toBeNull();
    expect(requests).toContain(`/api/reports/summary?${asOfQuery}`);
    // "This month" is the viewed moment's month.
    await waitFor(() => expect(requests).toContain(`/api/reports/summary?start=2025-03-01&end=2025-03-31&${asOfQuery}`));

    fireEvent.click(screen.getByRole('button', { name: 'Generate Report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Generate Report' });
    fireEvent.change(within(dialog).getByLabelText(/Start Date/), { target: { value: '2025-01-01' } });
    fireEvent.change(within(dialog).getByLabelText(/End Date/), { target: { value: '2025-02-28' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Show report' }));
    const report = await screen.findByRole('region', { name: 'Report' });
    await waitFor(() => expect(within(report).getByRole('list', { name: 'Report totals' }).textContent).toContain('$1,944.76'));
    expect(requests).toContain(`/api/reports/summary?start=2025-01-01&end=2025-02-28&${asOfQuery}`);
    fireEvent.click(within(report).getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(requests).toContain(`/api/reports/summary.csv?start=2025-01-01&end=2025-02-28&${asOfQuery}`);
    expect(requests.filter((r) => r.startsWith('/api/reports/') && !r.includes(asOfQuery))).toEqual([]);
  });
});
