import { TRANSACTION_STATUSES, TRANSACTION_TYPES } from '@life/domain/transactions/constants';
import type { TransactionFilterValues } from './TransactionFilters';

/**
 * The ledger's filters in the URL (issue 24): a reload, a shared link, back and forward show the
 * same rows. Each filter has its key; a date key present but blank means "no bound" (absent means
 * "not chosen yet": the remembered filters or the default window apply). The account is
 * `accountId` (the Money overview's links), or the register's route.
 */
export const FILTER_PARAM_KEYS = {
  startDate: 'from',
  endDate: 'to',
  transactionType: 'type',
  status: 'status',
  search: 'q',
  categoryId: 'category',
  accountId: 'accountId',
} as const satisfies Record<keyof TransactionFilterValues, string>;

/** The keys that say the URL chose the filters (the account alone does not: it comes from links). */
const CHOSEN_KEYS = ['from', 'to', 'type', 'status', 'q', 'category'] as const;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

const oneOf = <T extends string>(choices: readonly T[], value: string | null): T | 'all' =>
  value !== null && (choices as readonly string[]).includes(value) ? (value as T) : 'all';

/** Whether the URL names the filters (else the page starts from the remembered ones). */
export function urlChoosesFilters(params: URLSearchParams): boolean {
  return CHOSEN_KEYS.some((key) => params.has(key));
}

/**
 * The filters the URL names, each absent key taken from `fallback` (the account too, unless the URL
 * names one). Values the form cannot show (a mistyped type, a malformed day) are dropped.
 */
export function filtersFromParams(params: URLSearchParams, fallback: TransactionFilterValues): TransactionFilterValues {
  const day = (key: 'from' | 'to', kept: string) => {
    const value = params.get(key);
    if (value === null) return kept;
    return DAY.test(value) ? value : '';
  };
  const text = (key: string, kept: string) => params.get(key) ?? kept;
  return {
    startDate: day('from', fallback.startDate),
    endDate: day('to', fallback.endDate),
    transactionType: params.has('type') ? oneOf(TRANSACTION_TYPES, params.get('type')) : fallback.transactionType,
    status: params.has('status') ? oneOf(TRANSACTION_STATUSES, params.get('status')) : fallback.status,
    search: text('q', fallback.search),
    categoryId: text('category', fallback.categoryId),
    accountId: text('accountId', fallback.accountId),
  };
}

/**
 * `params` with the filters written in (every chosen key, so a blank date stays "no bound"), other
 * parameters (e.g. `asOf`) kept. `withAccount` false leaves the account out (the register's is its route).
 */
export function paramsWithFilters(params: URLSearchParams, values: TransactionFilterValues, withAccount = true): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [field, key] of Object.entries(FILTER_PARAM_KEYS) as Array<[keyof TransactionFilterValues, string]>) {
    if (field === 'accountId') continue;
    next.set(key, values[field]);
  }
  if (withAccount && values.accountId) next.set('accountId', values.accountId);
  else next.delete('accountId');
  return next;
}

const MEMORY_KEY = 'life.ledger.filters';

/** The filters last chosen in this tab, but the account (a visit through the sidebar shows them again). */
export function rememberedFilters(): TransactionFilterValues | null {
  try {
    const text = sessionStorage.getItem(MEMORY_KEY);
    return text ? filtersFromParams(new URLSearchParams(text), EMPTY) : null;
  } catch {
    return null;
  }
}

export function rememberFilters(values: TransactionFilterValues): void {
  try {
    sessionStorage.setItem(MEMORY_KEY, paramsWithFilters(new URLSearchParams(), values, false).toString());
  } catch {
    // Storage off (private mode): the URL still holds them.
  }
}

const EMPTY: TransactionFilterValues = {
  startDate: '',
  endDate: '',
  transactionType: 'all',
  status: 'all',
  search: '',
  categoryId: '',
  accountId: '',
};

/** One text per set of filters (the URL they make): equal filters, equal keys. */
export function filterKey(values: TransactionFilterValues): string {
  return paramsWithFilters(new URLSearchParams(), values).toString();
}
