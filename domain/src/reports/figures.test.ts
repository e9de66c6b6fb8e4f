import { describe, expect, it } from 'vitest';
import { lastTwelveMonths, monthsOfRange, reportFigures, sharePercent } from './figures';

describe('report figures', () => {
  it('defaults to the 12 months ending with the current month', () => {
    expect(lastTwelveMonths('2026-11-23')).toEqual({ start: '2025-12-01', end: '2026-11-30' });
    expect(lastTwelveMonths('2024-02-29')).toEqual({ start: '2023-03-01', end: '2024-02-29' });
    expect(monthsOfRange('2025-12-15', '2026-02-01')).toEqual(['2025-12', '2026-01', '2026-02']);
  });

  it('rounds shares half up to one decimal without floats going astray', () => {
    expect(sharePercent(1, 3)).toBe('33.3');
    expect(sharePercent(2, 3)).toBe('66.7');
    expect(sharePercent(1, 8)).toBe('12.5');
    expect(sharePercent(5, 5)).toBe('100.0');
    expect(sharePercent(0, 0)).toBe('0.0');
  });

  it('sums months and first categories, zero months included, uncategorised as its own slice (after named ones on a tie)', () => {
    const figures = reportFigures(
      '2025-01-10',
      '2025-03-31',
      [
        { month: '2025-01', type: 'income', categoryId: null, cents: 300_000, count: 1, transactions: 1 },
        { month: '2025-01', type: 'expense', categoryId: 'food', cents: 1_050, count: 2, transactions: 2 },
        { month: '2025-03', type: 'expense', categoryId: null, cents: 2_000, count: 1, transactions: 1 },
        // One split transaction: its first line's category (rent) counts it once in all, food in its own count.
        { month: '2025-03', type: 'expense', categoryId: 'rent', cents: 500, count: 1, transactions: 1 },
        { month: '2025-03', type: 'expense', categoryId: 'food', cents: 950, count: 1, transactions: 0 },
      ],
      (id) => (id === 'food' ? { name: 'Food', color: '#00ff00' } : id === 'rent' ? { name: 'Rent', color: null } : undefined),
    );
    expect(figures.totals).toEqual({ income: '3000.00', expenses: '45.00', net: '2955.00', incomeCount: 1, expenseCount: 4 });
    expect(figures.months.map((m) => [m.month, m.income, m.expenses, m.net, m.expenseCount])).toEqual([
      ['2025-01', '3000.00', '10.50', '2989.50', 2],
      ['2025-02', '0.00', '0.00', '0.00', 0],
      ['2025-03', '0.00', '34.50', '-34.50', 2],
    ]);
    expect(figures.categories).toEqual([
      { categoryId: 'food', category: 'Food', color: '#00ff00', spent: '20.00', count: 3, share: '44.4' },
      { categoryId: null, category: null, color: null, spent: '20.00', count: 1, share: '44.4' },
      { categoryId: 'rent', category: 'Rent', color: null, spent: '5.00', count: 1, share: '11.1' },
    ]);
  });
});
