import { describe, expect, it } from 'vitest';
import { budgetProgress, shiftMonth } from './progress';

describe('budgetProgress (SPEC progress row)', () => {
  it('is the share spent, in integer cents, capped at 100 percent, over only when spent exceeds budget', () => {
    expect(budgetProgress('33.33', '100.00')).toEqual({
      spentCents: 3333,
      budgetCents: 10000,
      over: false,
      percent: 33,
      remainingCents: 6667,
    });
    expect(budgetProgress('100.00', '100.00')).toMatchObject({ over: false, percent: 100, remainingCents: 0 });
    expect(budgetProgress('120.00', '100.00')).toMatchObject({ over: true, percent: 100, remainingCents: -2000 });
    expect(budgetProgress('0.00', '1,234.56')).toMatchObject({ percent: 0, budgetCents: 123456 });
  });

  it('shifts months across year ends', () => {
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
    expect(shiftMonth('2026-11', 0)).toBe('2026-11');
  });
});
