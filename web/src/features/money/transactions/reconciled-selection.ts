import { type QueryClient, useQueries } from '@tanstack/react-query';
import { reconciliationQueries } from './reconciliation';
import type { Transaction } from './types';

/** The accounts the transactions move (each has its own reconciliations). */
function accountsOf(transactions: readonly Transaction[]): string[] {
  const ids = new Set<string>();
  for (const tx of transactions) {
    if (tx.fromAccountId) ids.add(tx.fromAccountId);
    if (tx.toAccountId) ids.add(tx.toAccountId);
  }
  return [...ids].sort();
}

function countLocked(transactions: readonly Transaction[], locks: readonly (Readonly<Record<string, string>> | undefined)[]): number {
  return transactions.filter((tx) => locks.some((locked) => locked?.[tx.id] !== undefined)).length;
}

/**
 * Issue 24: how many of the selected transactions a reconciliation locked in (on any account they
 * move), from each account's reconciliation status; null until every account's has loaded.
 */
export function useReconciledCount(selected: readonly Transaction[]): number | null {
  const accounts = accountsOf(selected);
  const statuses = useQueries({ queries: accounts.map((accountId) => reconciliationQueries.status(accountId)) });
  if (statuses.some((status) => status.isPending)) return null;
  return countLocked(
    selected,
    statuses.map((status) => status.data?.locked),
  );
}

/**
 * The same count at the moment of a bulk action (the cached statuses, fetched when missing), so the
 * warning comes before the edit is sent. An account whose status cannot be read counts no lock.
 */
export async function reconciledCountNow(queryClient: QueryClient, selected: readonly Transaction[]): Promise<number> {
  const locks = await Promise.all(
    accountsOf(selected).map((accountId) =>
      queryClient.ensureQueryData(reconciliationQueries.status(accountId)).then(
        (status) => status.locked,
        () => undefined,
      ),
    ),
  );
  return countLocked(selected, locks);
}
