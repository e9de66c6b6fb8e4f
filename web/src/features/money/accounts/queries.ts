import { queryOptions } from '@tanstack/react-query';
import { asOfKey, currentAsOf, pollingUnlessAsOf, withAsOf } from '../../../api/as-of';
import { apiFetch } from '../../../api/fetch';
import type { Account, AccountUsage } from './types';
import { areaKey } from '../../../api/areas';

/** SPEC 9: accounts are refreshed every 30 s (stale after 20 s). */
const ACCOUNT_POLLING = { refetchInterval: 30_000, staleTime: 20_000 } as const;

/** id -> account name, for 'From:'/'To:' labels. */
export function accountNameMap(accounts: readonly Account[] | undefined): ReadonlyMap<string, string> {
  return new Map((accounts ?? []).map((account) => [account.id, account.accountName]));
}

/** Every account read sits under this key, so a write invalidates them all (SPEC 7). */
const ACCOUNTS_KEY = areaKey('accounts');

/** Read as of the instant being viewed, if any (issue 10: its own key, no polling). */
const list = (asOf = currentAsOf()) =>
  queryOptions({
    queryKey: [...ACCOUNTS_KEY, 'list', ...asOfKey(asOf)] as const,
    queryFn: ({ signal }) => apiFetch<Account[]>(withAsOf('/api/accounts', asOf), { signal }),
    ...pollingUnlessAsOf(ACCOUNT_POLLING, asOf),
  });

/**
 * The accounts query factory: `list()` is the one fetch (GET /api/accounts); other views `select`
 * from that same cached list with a module-level function (it reruns only when the list changes).
 */
export const accountQueries = {
  all: () => ACCOUNTS_KEY,
  list,
  /** id -> account name. */
  names: () => queryOptions({ ...list(), select: accountNameMap }),
  /** What still names one account (GET /api/accounts/{id}/usage): the delete dialog asks before it offers anything. */
  usage: (accountId: string) =>
    queryOptions({
      queryKey: [...ACCOUNTS_KEY, 'usage', accountId] as const,
      queryFn: ({ signal }) => apiFetch<AccountUsage>(`/api/accounts/${encodeURIComponent(accountId)}/usage`, { signal }),
      // Asked each time the dialog opens: a count from a minute ago could offer to delete too few.
      staleTime: 0,
    }),
};
