import type { TransactionStatus, TransactionType } from '@life/domain/transactions/constants';
import { MAX_TRANSACTION_SEARCH_LENGTH } from '@life/domain/transactions/constants';
import { addDays, dateRangeReversedMessage } from '@life/domain/shared/dates';
import { Card, CloseButton, NativeSelect, SimpleGrid, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { type Transaction, type TransactionFilters, transactionStatusOptions, transactionTypeOptions } from './types';

export interface TransactionFilterValues {
  transactionType: 'all' | TransactionType;
  status: 'all' | TransactionStatus;
  startDate: string;
  endDate: string;
  /** Part of the title, as typed (the query gets it trimmed, after a pause in typing). */
  search: string;
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
  };
}

/** 'Clear filters': every transaction, with no date bounds (the default window may hold none of them). */
export const CLEARED_FILTER_VALUES: TransactionFilterValues = {
  transactionType: 'all',
  status: 'all',
  startDate: '',
  endDate: '',
  search: '',
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
    (!filters.search || tx.title.toLowerCase().includes(filters.search.toLowerCase()))
  );
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

const TYPE_OPTIONS = [{ value: 'all', label: 'All Types' }, ...transactionTypeOptions()];

const STATUS_OPTIONS = [{ value: 'all', label: 'All Status' }, ...transactionStatusOptions()];

interface TransactionFiltersCardProps {
  value: TransactionFilterValues;
  onChange: (value: TransactionFilterValues) => void;
  /** The end-date field's message (a reversed range). */
  rangeError?: string | null;
}

export function TransactionFiltersCard({ value, onChange, rangeError }: TransactionFiltersCardProps) {
  const set = <K extends keyof TransactionFilterValues>(key: K, next: TransactionFilterValues[K]) => onChange({ ...value, [key]: next });
  return (
    <Card withBorder radius="lg" padding="lg" mb="lg" component="section" aria-labelledby="transaction-filters-title">
      <Text fw={600} mb="sm" id="transaction-filters-title">
        Filters
      </Text>
      <TextInput
        type="search"
        label="Search"
        placeholder="Search by title"
        mb="sm"
        maxLength={MAX_TRANSACTION_SEARCH_LENGTH}
        leftSection={<IconSearch size={16} aria-hidden />}
        rightSection={value.search ? <CloseButton size="sm" aria-label="Clear search" onClick={() => set('search', '')} /> : null}
        value={value.search}
        onChange={(event) => set('search', event.currentTarget.value)}
      />
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
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
    </Card>
  );
}
