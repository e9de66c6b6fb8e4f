import { describe, expect, it } from 'vitest';
import { monthShares, proratedBudgetCents } from './prorate';

describe('budgets by pay period: prorating', () => {
  it('splits a range into the months it covers', () => {
    expect(monthShares('2026-01-25', '2026-03-02')).toEqual([
      { month: { year: 2026, month: 1 }, days: 7, monthDays: 31 },
      { month: { year: 2026, month: 2 }, days: 28, monthDays: 28 },
      { month: { year: 2026, month: 3 }, days: 2, monthDays: 31 },
    ]);
    expect(monthShares('2026-12-20', '2027-01-05').map((share) => share.month)).toEqual([
      { year: 2026, month: 12 },
      { year: 2027, month: 1 },
    ]);
  });

  it('prorates each month’s budget to its days (hand-computed)', () => {
    const budgets: Record<string, number> = { '2026-11': 30000, '2026-12': 31000 };
    const of = ({ year, month }: { year: number; month: number }) => budgets[`${year}-${String(month).padStart(2, '0')}`] ?? 0;
    // A whole month is its budget.
    expect(proratedBudgetCents('2026-11-01', '2026-11-30', of)).toBe(30000);
    // 14 days of November (300.00 / 30 = 10.00 a day) = 140.00.
    expect(proratedBudgetCents('2026-11-01', '2026-11-14', of)).toBe(14000);
    // 11/25..12/08: 6 days of November (60.00) + 8 days of December (310.00 / 31 = 10.00 a day: 80.00).
    expect(proratedBudgetCents('2026-11-25', '2026-12-08', of)).toBe(14000);
    // A month without a budget adds nothing: 12/25..1/7 is 7 days of December only (70.00).
    expect(proratedBudgetCents('2026-12-25', '2027-01-07', of)).toBe(7000);
    // Rounded to the cent per month: 100.00 × 1 / 30 = 3.333… → 3.33.
    expect(proratedBudgetCents('2026-11-01', '2026-11-01', () => 10000)).toBe(333);
  });
});
