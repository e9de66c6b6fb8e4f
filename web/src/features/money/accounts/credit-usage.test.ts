import { describe, expect, it } from 'vitest';
import { creditUsage } from './credit-usage';

const card = (balance: string, creditLimit: string | null = '5000.00') => ({ accountType: 'credit_card' as const, balance, creditLimit });

describe('creditUsage', () => {
  it('is the owed share of the limit, rounded down to a whole percent', () => {
    expect(creditUsage(card('-3600.00'))).toEqual({
      usedCents: 360_000,
      limitCents: 500_000,
      percent: 72,
      over: false,
      label: '72% of $5,000.00 limit',
    });
    expect(creditUsage(card('-4999.99'))).toMatchObject({ percent: 99, over: false });
    expect(creditUsage(card('-5000.00'))).toMatchObject({ percent: 100, over: false, label: '100% of $5,000.00 limit' });
  });

  it('says by how much a card is over its limit', () => {
    expect(creditUsage(card('-5120.00'))).toMatchObject({ over: true, percent: 102, label: 'Over limit by $120.00' });
    expect(creditUsage(card('-0.01', '0.00'))).toMatchObject({ over: true, percent: 100, label: 'Over limit by $0.01' });
  });

  it('counts a balance in credit as nothing used', () => {
    expect(creditUsage(card('25.00'))).toMatchObject({ usedCents: 0, percent: 0, label: '0% of $5,000.00 limit' });
    expect(creditUsage(card('0.00', '0.00'))).toMatchObject({ percent: 0, over: false });
  });

  it('adds no floating-point error: cents stay integers', () => {
    // 0.1 + 0.2 style amounts: 1,000.30 of 3,000.90 is exactly a third.
    expect(creditUsage(card('-1000.30', '3000.90'))).toMatchObject({ usedCents: 100_030, limitCents: 300_090, percent: 33 });
  });

  it('applies to loans too, and to no other type', () => {
    expect(creditUsage({ accountType: 'loan / line of credit', balance: '-500.00', creditLimit: '1000.00' })).toMatchObject({
      percent: 50,
    });
    expect(creditUsage({ accountType: 'checking', balance: '-500.00', creditLimit: null })).toBeNull();
    expect(creditUsage(card('-1.00', null))).toBeNull();
  });
});
