import { describe, expect, it } from 'vitest';
import { moneyTotals } from './summary';

describe('moneyTotals', () => {
  it('formats the sums, nets income against expenses and counts every transaction', () => {
    expect(
      moneyTotals({ incomeCents: 100000, incomeCount: 2, expenseCents: 123456, expenseCount: 3, paymentCents: 5000, paymentCount: 1 }),
    ).toEqual({
      income: '1000.00',
      expenses: '1234.56',
      net: '-234.56',
      payments: '50.00',
      incomeCount: 2,
      expenseCount: 3,
      paymentCount: 1,
      transactionCount: 6,
    });
  });

  it('is all zeros for no transactions', () => {
    expect(moneyTotals({ incomeCents: 0, incomeCount: 0, expenseCents: 0, expenseCount: 0, paymentCents: 0, paymentCount: 0 })).toEqual({
      income: '0.00',
      expenses: '0.00',
      net: '0.00',
      payments: '0.00',
      incomeCount: 0,
      expenseCount: 0,
      paymentCount: 0,
      transactionCount: 0,
    });
  });
});
