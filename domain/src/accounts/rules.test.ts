import { describe, expect, it } from 'vitest';
import { ACCOUNT_TYPES } from './constants';
import { asksAmountOwed, balanceToOwedCents, owedToBalanceCents } from './rules';

describe('amount owed (issue 24)', () => {
  it('is asked for credit cards and loans only', () => {
    expect(ACCOUNT_TYPES.filter(asksAmountOwed)).toEqual(['credit_card', 'loan / line of credit']);
  });

  it('stores owed money as a negative balance and reads it back', () => {
    expect(owedToBalanceCents(35_000)).toBe(-35_000);
    expect(balanceToOwedCents(-35_000)).toBe(35_000);
    // A card in credit: a negative amount owed is a positive balance.
    expect(owedToBalanceCents(-1_250)).toBe(1_250);
    expect(Object.is(owedToBalanceCents(0), 0)).toBe(true);
    for (const cents of [1, -1, 99, 123_456_789]) expect(balanceToOwedCents(owedToBalanceCents(cents))).toBe(cents);
  });
});
