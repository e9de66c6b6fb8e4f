import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useAccounts } from '../accounts/queries';
import { useTransactionCategories } from '../categories/queries';
import { localToday } from '../format';
import { fetchAllTransactions, TRANSACTION_POLLING } from '../transactions/queries';
import { computeMoneySummary, summaryWindowStart } from './summary';

/** The summary reads every transaction from the first day of last month on (all pages). */
export const summaryKeys = {
  all: ['money-summary'] as const,
  window: (startDate: string) => [...summaryKeys.all, { startDate }] as const,
};

export const summaryTransactionsQueryOptions = (startDate: string) =>
  queryOptions({
    queryKey: summaryKeys.window(startDate),
    queryFn: ({ signal }) => fetchAllTransactions({ startDate }, signal),
    ...TRANSACTION_POLLING,
  });

/** Money summary for the overview cards and the dashboard; `summary` is undefined while loading. */
export function useMoneySummary() {
  const today = localToday();
  const accounts = useAccounts();
  const transactions = useQuery(summaryTransactionsQueryOptions(summaryWindowStart(today)));
  const categories = useTransactionCategories();
  const summary = useMemo(
    () =>
      accounts.data && transactions.data
        ? computeMoneySummary({ accounts: accounts.data, transactions: transactions.data, categories: categories.data, today })
        : undefined,
    [accounts.data, transactions.data, categories.data, today],
  );
  return {
    summary,
    isLoading: accounts.isPending || transactions.isPending,
    error: accounts.error ?? transactions.error,
  };
}
