import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../api/fetch';
import type { Account } from './types';

/** Query keys double as paths (joined by '/'): ['/api/accounts'] -> GET /api/accounts. */
export const accountKeys = {
  all: ['/api/accounts'] as const,
  list: () => accountKeys.all,
};

/** SPEC 9: accounts are refreshed every 30 s (stale after 20 s). */
export const accountsQueryOptions = () =>
  queryOptions({
    queryKey: accountKeys.list(),
    queryFn: ({ signal }) => apiFetch<Account[]>('/api/accounts', { signal }),
    refetchInterval: 30_000,
    staleTime: 20_000,
  });

export function useAccounts() {
  return useQuery(accountsQueryOptions());
}

/** id -> account name, for 'From:'/'To:' labels. */
export function accountNameMap(accounts: readonly Account[] | undefined): ReadonlyMap<string, string> {
  return new Map((accounts ?? []).map((account) => [account.id, account.accountName]));
}
