import { describe, expect, it } from 'vitest';
import { isUpcomingOccurrence } from './upcoming';

describe('isUpcomingOccurrence', () => {
  const rule = '7b0c1c9e-3f1a-4c59-9d1e-0f4b8f3b2a11';
  it('is a recurring occurrence dated after today', () => {
    expect(isUpcomingOccurrence({ recurringTransactionId: rule, date: '2026-11-28' }, '2026-11-27')).toBe(true);
  });
  it("is not today's occurrence, nor a past one", () => {
    expect(isUpcomingOccurrence({ recurringTransactionId: rule, date: '2026-11-27' }, '2026-11-27')).toBe(false);
    expect(isUpcomingOccurrence({ recurringTransactionId: rule, date: '2025-01-01' }, '2026-11-27')).toBe(false);
  });
  it('is not a future transaction the user entered by hand', () => {
    expect(isUpcomingOccurrence({ recurringTransactionId: null, date: '2027-03-01' }, '2026-11-27')).toBe(false);
  });
});
