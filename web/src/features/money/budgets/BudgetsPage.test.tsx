import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bodyText, jsonResponse, renderWithProviders, requestUrl } from '../../../test/render';
import BudgetsPage from './BudgetsPage';
import { shiftMonth } from './progress';
import type { Budget, BudgetMonth } from './types';
import type { Category } from '../categories/types';
import { formatMonthLabel, localToday } from '../format';

const thisMonth = localToday().slice(0, 7);
const nextMonth = shiftMonth(thisMonth, 1);

const budget = (id: string, categoryName: string, budgetAmount: string, spent: string, color = '#10B981'): Budget => ({
  id,
  categoryId: `cat-${id}`,
  categoryName,
  color,
  budgetAmount,
  spent,
  month: Number(thisMonth.slice(5, 7)),
  year: Number(thisMonth.slice(0, 4)),
  createdAt: '',
  updatedAt: '',
});
const category = (id: string, name: string, transactionType: Category['transactionType']): Category => ({
  id,
  transactionCategory: name,
  transactionType,
  description: '',
  color: '#ff2600',
  isActive: true,
  createdAt: '',
  updatedAt: '',
});

let months: Record<string, BudgetMonth>;
const empty = (month: string): BudgetMonth => ({ month, budgets: [], totalBudget: '0.00', totalSpent: '0.00' });
const api = (input: RequestInfo | URL, init?: RequestInit) => {
  const url = new URL(requestUrl(input), 'http://localhost');
  if (url.pathname === '/api/budgets/copy' && init?.method === 'POST') {
    const { toMonth } = JSON.parse(bodyText(init)) as { toMonth: string };
    return Promise.resolve(jsonResponse(200, { ...empty(toMonth), copied: 2 }));
  }
  if (url.pathname === '/api/schedules') {
    return Promise.resolve(jsonResponse(200, [{ id: 'pay', name: 'Pay periods', frequency: 'bi-weekly' }]));
  }
  if (url.pathname === '/api/budgets/periods') {
    return Promise.resolve(
      jsonResponse(200, {
        scheduleId: url.searchParams.get('scheduleId'),
        month: url.searchParams.get('month'),
        periods: [
          {
            periodNumber: 3,
            startDate: '2026-11-29',
            endDate: '2026-12-12',
            daysInPeriod: 14,
            budgets: [{ categoryId: 'food', categoryName: 'Food', color: '#10B981', budgetAmount: '140.00', spent: '150.00' }],
            totalBudget: '140.00',
            totalSpent: '150.00',
          },
        ],
      }),
    );
  }
  if (url.pathname === '/api/budgets') {
    const month = url.searchParams.get('month') ?? '';
    return Promise.resolve(jsonResponse(200, months[month] ?? empty(month)));
  }
  if (url.pathname === '/api/expense-types') {
    return Promise.resolve(jsonResponse(200, [category('food', 'Food', 'Expense - Variable'), category('pay', 'Salary', 'Income')]));
  }
  return Promise.resolve(jsonResponse(200, []));
};
const fetchMock = vi.fn(api);

beforeEach(() => {
  months = {};
  fetchMock.mockReset();
  fetchMock.mockImplementation(api);
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const requested = (path: string) => fetchMock.mock.calls.some(([input]) => requestUrl(input).includes(path));

describe('BudgetsPage (issue 11)', () => {
  it("shows this month and SPEC's empty state 'No budgets yet'", async () => {
    renderWithProviders(<BudgetsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Budgets' })).toBeInTheDocument();
    expect(screen.getByTestId('budget-month')).toHaveTextContent(formatMonthLabel(`${thisMonth}-01`));
    expect(await screen.findByText('No budgets yet')).toBeInTheDocument();
    expect(requested(`/api/budgets?month=${thisMonth}`)).toBe(true);
  });

  it("one progress row per budget: red with 'over budget' when spent exceeds budget, bar capped at 100 %; totals", async () => {
    months[thisMonth] = {
      month: thisMonth,
      budgets: [budget('a', 'Food', '100.00', '120.00'), budget('b', 'Rent', '1,000.00', '250.00')],
      totalBudget: '1100.00',
      totalSpent: '370.00',
    };
    renderWithProviders(<BudgetsPage />);
    const rows = await screen.findAllByTestId('budget-row');
    expect(rows).toHaveLength(2);
    const [food, rent] = rows as [HTMLElement, HTMLElement];
    expect(within(food).getByText('over budget')).toBeInTheDocument();
    expect(food).toHaveTextContent('$120.00of $100.00');
    expect(within(food).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    expect(within(rent).queryByText('over budget')).not.toBeInTheDocument();
    expect(within(rent).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '25');
    expect(screen.getByTestId('budget-totals')).toHaveTextContent('$370.00 of $1,100.00$730.00 left');
  });

  it('switches months and copies last month into the month shown', async () => {
    renderWithProviders(<BudgetsPage />);
    await screen.findByText('No budgets yet');
    fireEvent.click(screen.getByRole('button', { name: 'Next month' }));
    await waitFor(() => expect(requested(`/api/budgets?month=${nextMonth}`)).toBe(true));
    expect(screen.getByTestId('budget-month')).toHaveTextContent(formatMonthLabel(`${nextMonth}-01`));
    fireEvent.click(screen.getByRole('button', { name: 'Copy last month' }));
    await waitFor(() => {
      const copy = fetchMock.mock.calls.find(([input]) => requestUrl(input).endsWith('/api/budgets/copy'));
      expect(copy && JSON.parse(bodyText(copy[1]))).toEqual({ fromMonth: thisMonth, toMonth: nextMonth });
    });
  });

  it("'Create Budget' opens the form: expense categories only, the domain's messages", async () => {
    renderWithProviders(<BudgetsPage />);
    await screen.findByText('No budgets yet');
    fireEvent.click(screen.getAllByRole('button', { name: 'Create Budget' })[0]!);
    const form = await screen.findByRole('form', { name: 'New budget' });
    await waitFor(() => expect(within(form).getByRole('option', { name: 'Food' })).toBeInTheDocument());
    expect(within(form).queryByRole('option', { name: 'Salary' })).not.toBeInTheDocument();
    fireEvent.click(within(form).getByRole('button', { name: 'Create Budget' }));
    expect(await within(form).findByText('Category is required')).toBeInTheDocument();
    expect(within(form).getByText('Budget amount is required')).toBeInTheDocument();
  });

  it('by pay period: the first schedule’s periods in the month, each budget prorated, over budget in red', async () => {
    renderWithProviders(<BudgetsPage />);
    await screen.findByText('No budgets yet');
    fireEvent.click(screen.getByRole('radio', { name: 'By pay period' }));
    const period = await screen.findByRole('article', { name: 'Period 3' });
    expect(period).toHaveTextContent('Period 3 • 14 days');
    expect(within(period).getByText('over budget')).toBeInTheDocument();
    expect(within(period).getByTestId('period-total')).toHaveTextContent('$150.00 of $140.00');
    expect(requested(`/api/budgets/periods?scheduleId=pay&month=${thisMonth}`)).toBe(true);
  });
});
