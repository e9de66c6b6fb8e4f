import { describe, expect, it } from 'vitest';
import { account } from '../testing/fixtures';
import { computeMoneySummary, monthWindows, trendFromLastMonth } from './summary';
import type { MonthSummaryView, TotalsView } from './types';
import { paletteColor } from '../../../format';

const today = '2026-11-21';

function totals(overrides: Partial<TotalsView>): TotalsView {
  return {
    income: '0.00',
    expenses: '0.00',
    net: '0.00',
    payments: '0.00',
    incomeCount: 0,
    expenseCount: 0,
    paymentCount: 0,
    transactionCount: 0,
    ...overrides,
  };
}

function month(
  m: string,
  monthTotals: Partial<TotalsView>,
  categories: MonthSummaryView['categories'] = [],
  previousMonthEnd: MonthSummaryView['previousMonthEnd'] = { date: '', balances: [] },
): MonthSummaryView {
  return { month: m, monthTotals: totals(monthTotals), allTime: totals({}), categories, previousMonthEnd };
}

describe('monthWindows', () => {
  it('gives this and last calendar month', () => {
    expect(monthWindows('2026-03-31')).toEqual({
      thisMonth: { start: '2026-03-01', end: '2026-03-31' },
      lastMonth: { start: '2026-02-01', end: '2026-02-28' },
    });
    expect(monthWindows('2026-01-10').lastMonth).toEqual({ start: '2025-12-01', end: '2025-12-31' });
  });
});

describe('trendFromLastMonth', () => {
  it('says how much this month differs from last month', () => {
    expect(trendFromLastMonth(105_20, 100_00)).toEqual({ text: '+5.2% from last month', direction: 'up' });
    expect(trendFromLastMonth(91_90, 100_00)).toEqual({ text: '-8.1% from last month', direction: 'down' });
    expect(trendFromLastMonth(100_00, 100_00)).toEqual({ text: '+0.0% from last month', direction: 'flat' });
    // Relative to the size of a negative base: from -100 to -50 is an improvement.
    expect(trendFromLastMonth(-50_00, -100_00)).toEqual({ text: '+50.0% from last month', direction: 'up' });
  });

  it('gives the amount change when last month is 0 or so near it that the percentage passes 999.9% (issue 13)', () => {
    expect(trendFromLastMonth(500, 0)).toEqual({ text: '+$5.00 from last month', direction: 'up' });
    expect(trendFromLastMonth(0, 0)).toEqual({ text: '+$0.00 from last month', direction: 'flat' });
    expect(trendFromLastMonth(-12_50, 0)).toEqual({ text: '-$12.50 from last month', direction: 'down' });
    // $1 to $84 was '+8300.0%'.
    expect(trendFromLastMonth(84_00, 1_00)).toEqual({ text: '+$83.00 from last month', direction: 'up' });
    expect(trendFromLastMonth(-5_000_00, 10_00)).toEqual({ text: '-$5,010.00 from last month', direction: 'down' });
    // The edge: 999.9% is still a percentage, 1000.0% is not.
    expect(trendFromLastMonth(10_999, 1_000)).toEqual({ text: '+999.9% from last month', direction: 'up' });
    expect(trendFromLastMonth(11_000, 1_000)).toEqual({ text: '+$100.00 from last month', direction: 'up' });
  });
});

describe('computeMoneySummary', () => {
  const accounts = [
    account({ id: 'c', accountType: 'checking', balance: '1000.00' }),
    account({ id: 'cc', accountType: 'credit_card', balance: '-250.50', creditLimit: '2000.00' }),
    account({ id: 's', accountType: 'savings', balance: '5000.00', isActive: false }),
  ];

  it('sums active balances; net worth is assets minus liabilities', () => {
    const summary = computeMoneySummary({
      accounts,
      thisMonth: month('2026-11', { income: '3000.00', expenses: '1200.10', transactionCount: 7 }),
      lastMonth: month('2026-10', { income: '2500.00', expenses: '1000.00' }),
      today,
    });
    expect(summary.activeAccountCount).toBe(2);
    expect(summary.totalBalanceCents).toBe(749_50);
    expect(summary.assetsCents).toBe(1000_00);
    expect(summary.liabilitiesCents).toBe(250_50);
    expect(summary.netWorthCents).toBe(summary.assetsCents - summary.liabilitiesCents);
    expect(summary.incomeCents).toBe(3000_00);
    expect(summary.previousIncomeCents).toBe(2500_00);
    expect(summary.expenseCents).toBe(1200_10);
    expect(summary.previousExpenseCents).toBe(1000_00);
    expect(summary.monthTransactionCount).toBe(7);
  });

  it("compares balances with the API's balances at the end of last month, active accounts only", () => {
    const summary = computeMoneySummary({
      accounts: [...accounts, account({ id: 'new', balance: '40.00' })],
      thisMonth: month('2026-11', {}, [], {
        date: '2026-10-31',
        balances: [
          { accountId: 'c', balance: '800.00' },
          { accountId: 'cc', balance: '-100.00' },
          { accountId: 's', balance: '4000.00' },
        ],
      }),
      lastMonth: month('2026-10', {}),
      today,
    });
    // 'new' is not in the API's answer yet: 0. The inactive savings account does not count.
    expect(summary.totalBalanceCents).toBe(789_50);
    expect(summary.previousTotalBalanceCents).toBe(700_00);
    expect(summary.previousNetWorthCents).toBe(700_00);
  });

  it('names and colours spending by category, Uncategorized for none', () => {
    const summary = computeMoneySummary({
      accounts,
      thisMonth: month('2026-11', {}, [
        { categoryId: 'food', category: 'Food', spent: '80.00', count: 2 },
        { categoryId: null, category: null, spent: '20.00', count: 1 },
      ]),
      lastMonth: month('2026-10', {}),
      categories: [
        {
          id: 'food',
          transactionCategory: 'Food',
          transactionType: 'Expense - Variable',
          description: '',
          color: '#ff2600',
          isActive: true,
          createdAt: '',
          updatedAt: '',
        },
      ],
      today,
    });
    expect(summary.spendingByCategory).toEqual([
      // Still its type's default red: a palette colour (issue 26), so categories can be told apart.
      { key: 'food', name: 'Food', color: paletteColor('food'), cents: 80_00 },
      { key: 'none', name: 'Uncategorized', color: '#6B7280', cents: 20_00 },
    ]);
  });
});
