import { formatCents } from '../shared/money';
import type { MoneyTotalsJson } from './api';

/** Sums of a set of transactions by type: absolute amounts in cents and counts. */
export interface MoneySums {
  incomeCents: number;
  incomeCount: number;
  expenseCents: number;
  expenseCount: number;
  paymentCents: number;
  paymentCount: number;
}

/** The totals the API returns: net = income - expenses (payments move money between accounts and are left out). */
export function moneyTotals(sums: MoneySums): MoneyTotalsJson {
  return {
    income: formatCents(sums.incomeCents),
    expenses: formatCents(sums.expenseCents),
    net: formatCents(sums.incomeCents - sums.expenseCents),
    payments: formatCents(sums.paymentCents),
    incomeCount: sums.incomeCount,
    expenseCount: sums.expenseCount,
    paymentCount: sums.paymentCount,
    transactionCount: sums.incomeCount + sums.expenseCount + sums.paymentCount,
  };
}
