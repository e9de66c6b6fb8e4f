import type { TransactionStatus, TransactionType } from '@life/domain/transactions/constants';
import { MAX_TRANSACTION_SEARCH_LENGTH } from '@life/domain/transactions/constants';
import { addDays, dateRangeReversedMessage } from '@life/domain/shared/dates';
import { Card, CloseButton, NativeSelect, SimpleGrid, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useId, useState } from 'react';
import classes from './TransactionFilters.module.css';
import { type Transaction, type TransactionFilters, transactionStatusOptions, transactionTypeOptions } from './types';

export interface TransactionFilterValues {
  transactionType: 'all' | TransactionType;
  status: 'all' | TransactionStatus;
  startDate: string;
  endDate: string;
  /** Part of the title, as typed (the query gets it trimmed, after a pause in typing). */
  search: string;
  /** One account's transactions ('' for every account; the register's is its route's). */
  accountId: string;
  /** Transactions with this category ('' for any). */
  categoryId: string;
}

/** SPEC 9: the default window is 15 days either side of today (the user's local day). */
export const FILTER_WINDOW_DAYS = 15;

/** How long typing in the search box must pause before the list is asked again. */
export const SEARCH_DEBOUNCE_MS = 300;

export function defaultFilterValues(today: string): TransactionFilterValues {
  return {
    transactionType: 'all',
    status: 'all',
    startDate: addDays(today, -FILTER_WINDOW_DAYS),
    endDate: addDays(today, FILTER_WINDOW_DAYS),
    search: '',
    accountId: '',
    categoryId: '',
  };
}

/** 'Clear filters': every transaction, with no date bounds (the default window may hold none of them). */
export const CLEARED_FILTER_VALUES: TransactionFilterValues = {
  transactionType: 'all',
  status: 'all',
  startDate: '',
  endDate: '',
  search: '',
  accountId: '',
  categoryId: '',
};

/** The API query for the form's values ('all', blank dates and a blank search mean no filter). */
export function toTransactionFilters(values: TransactionFilterValues): TransactionFilters {
  const search = values.search.trim();
  return {
    ...(values.transactionType !== 'all' ? { transactionType: values.transactionType } : {}),
    ...(values.status !== 'all' ? { status: values.status } : {}),
    ...(values.startDate ? { startDate: values.startDate } : {}),
    ...(values.endDate ? { endDate: values.endDate } : {}),
    ...(search ? { search } : {}),
    ...(values.accountId ? { accountId: values.accountId } : {}),
    ...(values.categoryId ? { categoryId: values.categoryId } : {}),
  };
}

/** Whether any filter narrows the list (then an empty list is "nothing matches", not "nothing yet"). */
export function hasActiveFilters(filters: TransactionFilters): boolean {
  return Object.keys(filters).length > 0;
}

/** The end-date field's message when the range is reversed (the API's own 400 text for it). */
export function dateRangeProblem(values: Pick<TransactionFilterValues, 'startDate' | 'endDate'>): string | null {
  return values.startDate && values.endDate && values.endDate < values.startDate ? dateRangeReversedMessage : null;
}

/** Whether the list under these filters shows the transaction (the API's rules: dates inclusive, title search case-insensitive). */
export function filtersShow(filters: TransactionFilters, tx: Transaction): boolean {
  return (
    (!filters.transactionType || filters.transactionType === tx.type) &&
    (!filters.status || filters.status === tx.posted) &&
    (!filters.startDate || tx.date >= filters.startDate) &&
    (!filters.endDate || tx.date <= filters.endDate) &&
    (!filters.search || searchFinds(filters.search, tx)) &&
    (!filters.accountId || tx.fromAccountId === filters.accountId || tx.toAccountId === filters.accountId) &&
    (!filters.categoryId || tx.transactionCategoryIds.includes(filters.categoryId))
  );
}

/**
 * What the API's search finds (issue 24): part of the title, the notes, a split line's memo or the
 * (first) category's name, any case, or the amount ("86.42" exactly, "86" any 86.xx; sign, $ and commas aside).
 */
export function searchFinds(
  search: string,
  tx: Pick<Transaction, 'title' | 'category' | 'amount'> & Partial<Pick<Transaction, 'notes' | 'splits'>>,
): boolean {
  const text = search.toLowerCase();
  const has = (value: string | undefined) => value?.toLowerCase().includes(text) ?? false;
  if (has(tx.title) || has(tx.category) || has(tx.notes) || (tx.splits ?? []).some((line) => has(line.memo))) return true;
  const amount = /^[-+]?\$?\s*(\d{1,3}(?:,\d{3})+|\d{1,9})(?:\.(\d{1,2}))?$/.exec(search.trim());
  if (!amount) return false;
  const [dollars, cents = '00'] = tx.amount.replace('-', '').split('.');
  return dollars === amount[1]!.replaceAll(',', '') && (amount[2] === undefined || cents === amount[2].padEnd(2, '0'));
}

/** The values with the filters that hide this transaction widened or dropped, so the list shows it. */
export function valuesShowing(values: TransactionFilterValues, tx: Transaction): TransactionFilterValues {
  const filters = toTransactionFilters(values);
  return {
    transactionType: filters.transactionType && filters.transactionType !== tx.type ? 'all' : values.transactionType,
    status: filters.status && filters.status !== tx.posted ? 'all' : values.status,
    startDate: values.startDate && tx.date < values.startDate ? tx.date : values.startDate,
    endDate: values.endDate && tx.date > values.endDate ? tx.date : values.endDate,
    search: filtersShow({ ...(filters.search ? { search: filters.search } : {}) }, tx) ? values.search : '',
    accountId: filtersShow({ ...(filters.accountId ? { accountId: filters.accountId } : {}) }, tx) ? values.accountId : '',
    categoryId: filtersShow({ ...(filters.categoryId ? { categoryId: filters.categoryId } : {}) }, tx) ? values.categoryId : '',
  };
}

/**
 * The filters the list is read with: the search once typing pauses, and while the date range is
 * reversed the last good filters (no request is sent with a range the API refuses). `rangeError`
 * is the end-date field's message.
 */
export function useAppliedTransactionFilters(values: TransactionFilterValues): {
  filters: TransactionFilters;
  rangeError: string | null;
} {
  const [search] = useDebouncedValue(values.search, SEARCH_DEBOUNCE_MS);
  const rangeError = dateRangeProblem(values);
  const wanted = toTransactionFilters({ ...values, search });
  const [applied, setApplied] = useState(wanted);
  // Adjusting state while rendering (React's pattern for "derived from the previous render").
  if (!rangeError && JSON.stringify(wanted) !== JSON.stringify(applied)) setApplied(wanted);
  return { filters: rangeError ? applied : wanted, rangeError };
}

/** The choices, plus the chosen id when they lack it (still loading, or deleted), so the select shows what filters. */
function withChosen(choices: readonly FilterChoice[], chosen: string): FilterChoice[] {
  return chosen && !choices.some((choice) => choice.value === chosen) ? [...choices, { value: chosen, label: 'Unknown' }] : [...choices];
}

const TYPE_OPTIONS = [{ value: 'all', label: 'All Types' }, ...transactionTypeOptions()];

const STATUS_OPTIONS = [{ value: 'all', label: 'All Status' }, ...transactionStatusOptions()];

/** A choice of the account and category selects (value = id). */
export interface FilterChoice {
  value: string;
  label: string;
}

interface TransactionFiltersCardProps {
  value: TransactionFilterValues;
  /** The Account select's accounts and the Category select's categories (each after its "All" choice). */
  accounts?: readonly FilterChoice[];
  categories?: readonly FilterChoice[];
  onChange: (value: TransactionFilterValues) => void;
  /** The end-date field's message (a reversed range). */
  rangeError?: string | null;
}

export function TransactionFiltersCard({ value, onChange, rangeError, accounts = [], categories = [] }: TransactionFiltersCardProps) {
  const set = <K extends keyof TransactionFilterValues>(key: K, next: TransactionFilterValues[K]) => onChange({ ...value, [key]: next });
  // Phones (issue 24): the filters fold away above the rows behind this toggle (CSS shows it below 48em only).
  const [open, setOpen] = useState(false);
  const bodyId = useId();
  return (
    <Card
      withBorder
      radius="lg"
      padding="lg"
      mb="lg"
      component="section"
      aria-labelledby="transaction-filters-title"
      className={classes.card}
    >
      <Text fw={600} mb="sm" id="transaction-filters-title" className={classes.title}>
        Filters
      </Text>
      <UnstyledButton
        className={classes.toggle}
        aria-expanded={open}
        aria-controls={bodyId}
        onClick={() => setOpen((was) => !was)}
        data-testid="filters-toggle"
      >
        <span>Filters</span>
        <span className={classes.chevron} aria-hidden>
          ›
        </span>
      </UnstyledButton>
      <div id={bodyId} className={classes.body} data-open={open || undefined}>
        <TextInput
          type="search"
          label="Search"
          placeholder="Title, notes, category or amount"
          mb="sm"
          maxLength={MAX_TRANSACTION_SEARCH_LENGTH}
          leftSection={<IconSearch size={16} aria-hidden />}
          rightSection={value.search ? <CloseButton size="sm" aria-label="Clear search" onClick={() => set('search', '')} /> : null}
          value={value.search}
          onChange={(event) => set('search', event.currentTarget.value)}
        />
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }}>
          <NativeSelect
            label="Account"
            data={[{ value: '', label: 'All Accounts' }, ...withChosen(accounts, value.accountId)]}
            value={value.accountId}
            onChange={(event) => set('accountId', event.currentTarget.value)}
          />
          <NativeSelect
            label="Category"
            data={[{ value: '', label: 'All Categories' }, ...withChosen(categories, value.categoryId)]}
            value={value.categoryId}
            onChange={(event) => set('categoryId', event.currentTarget.value)}
          />
          <NativeSelect
            label="Transaction Type"
            data={TYPE_OPTIONS}
            value={value.transactionType}
            onChange={(event) => set('transactionType', event.currentTarget.value as TransactionFilterValues['transactionType'])}
          />
          <NativeSelect
            label="Status"
            data={STATUS_OPTIONS}
            value={value.status}
            onChange={(event) => set('status', event.currentTarget.value as TransactionFilterValues['status'])}
          />
          <TextInput
            type="date"
            label="Start Date"
            value={value.startDate}
            onChange={(event) => set('startDate', event.currentTarget.value)}
          />
          <TextInput
            type="date"
            label="End Date"
            value={value.endDate}
            error={rangeError}
            onChange={(event) => set('endDate', event.currentTarget.value)}
          />
        </SimpleGrid>
      </div>
    </Card>
  );
}
