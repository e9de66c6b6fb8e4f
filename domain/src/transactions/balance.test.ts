import { describe, expect, it } from 'vitest';
import { balanceEffects, countsTowardBalance, signedAmountCents } from './balance';

describe('balance effects', () => {
  it('takes an expense from the from-account', () => {
    expect(balanceEffects({ type: 'expense', amountCents: 1230, fromAccountId: 'a', toAccountId: null })).toEqual([
      { accountId: 'a', cents: -1230 },
    ]);
  });

  it('adds income to the to-account', () => {
    expect(balanceEffects({ type: 'income', amountCents: 5000, fromAccountId: null, toAccountId: 'b' })).toEqual([
      { accountId: 'b', cents: 5000 },
    ]);
  });

  it('moves a payment from one account to the other', () => {
    expect(balanceEffects({ type: 'payment', amountCents: 700, fromAccountId: 'a', toAccountId: 'b' })).toEqual([
      { accountId: 'a', cents: -700 },
      { accountId: 'b', cents: 700 },
    ]);
  });

  it('uses the absolute amount whatever sign it is given in, and skips missing accounts', () => {
    expect(balanceEffects({ type: 'expense', amountCents: -1230, fromAccountId: 'a', toAccountId: 'ignored' })).toEqual([
      { accountId: 'a', cents: -1230 },
    ]);
    expect(balanceEffects({ type: 'income', amountCents: 100, fromAccountId: 'ignored', toAccountId: null })).toEqual([]);
  });

  it('signs amounts for display: expenses negative', () => {
    expect(signedAmountCents('expense', 1230)).toBe(-1230);
    expect(signedAmountCents('expense', -1230)).toBe(-1230);
    expect(signedAmountCents('income', 1230)).toBe(1230);
    expect(signedAmountCents('payment', 1230)).toBe(1230);
  });

  it('counts posted transactions in posted balances and all in "all" balances', () => {
    expect(countsTowardBalance('posted', 'posted')).toBe(true);
    expect(countsTowardBalance('pending', 'posted')).toBe(false);
    expect(countsTowardBalance('pending', 'all')).toBe(true);
    expect(countsTowardBalance('posted', 'all')).toBe(true);
  });
});
