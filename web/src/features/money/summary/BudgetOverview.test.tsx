import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders, requestUrl } from '../../../test/render';
import type { BudgetMonth } from '../budgets/types';
import { BudgetOverview } from './BudgetOverview';
import type { MoneySummary } from './summary';

const summary: MoneySummary = {
  thisMonth: { start: '2026-11-01', end: '2026-11-30' },
  lastMonth: { start: '2026-10-01', end: '2026-10-31' },
  activeAccountCount: 1,
  totalBalanceCents: 0,
  previousTotalBalanceCents: 0,
  assetsCents: 0,
  liabilitiesCents: 0,
  netWorthCents: 0,
  previousNetWorthCents: 0,
  incomeCents: 0,
  previousIncomeCents: 0,
  expenseCents: 15000,
  previousExpenseCents: 0,
  monthTransactionCount: 2,
  spendingByCategory: [
    { key: 'food', name: 'Food', color: '#10B981', cents: 12000 },
    { key: 'fun', name: 'Fun', color: '#8B5CF6', cents: 3000 },
  ],
};

let november: BudgetMonth;
const fetchMock = vi.fn((input: RequestInfo | URL) =>
  Promise.resolve(jsonResponse(200, requestUrl(input).includes('/api/budgets?month=2026-11') ? november : [])),
);
beforeEach(() => {
  november = { month: '2026-11', budgets: [], totalBudget: '0.00', totalSpent: '0.00' };
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('BudgetOverview (issue 11)', () => {
  it("shows the month's budgets as progress rows under '{Month Year} spending by category'", async () => {
    november.budgets = [
      {
        id: 'b1',
        categoryId: 'food',
        categoryName: 'Food',
        color: '#10B981',
        budgetAmount: '100.00',
        spent: '120.00',
        month: 11,
        year: 2026,
        createdAt: '',
        updatedAt: '',
      },
    ];
    renderWithProviders(<BudgetOverview summary={summary} />);
    expect(screen.getByRole('heading', { name: 'Budget Overview' })).toBeInTheDocument();
    expect(screen.getByText('November 2026 spending by category')).toBeInTheDocument();
    const row = await screen.findByTestId('budget-row');
    expect(within(row).getByText('over budget')).toBeInTheDocument();
    expect(screen.queryByTestId('category-spending')).not.toBeInTheDocument();
  });

  it("without budgets keeps the month's spending by category and offers 'Create a budget'", async () => {
    renderWithProviders(<BudgetOverview summary={summary} />);
    expect(await screen.findAllByTestId('category-spending')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Create a budget' })).toHaveAttribute('href', '/money/budgets');
    expect(screen.queryByTestId('budget-row')).not.toBeInTheDocument();
  });
});
