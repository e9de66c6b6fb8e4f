import type { TransactionStatus, TransactionType } from '@life/domain/transactions/constants';
import { addDays } from '@life/domain/shared/dates';
import { Card, NativeSelect, SimpleGrid, Text, TextInput } from '@mantine/core';
import { type TransactionFilters, transactionStatusOptions, transactionTypeOptions } from './types';

export interface TransactionFilterValues {
  transactionType: 'all' | TransactionType;
  status: 'all' | TransactionStatus;
  startDate: string;
  endDate: string;
}

/** SPEC 9: the default window is 15 days either side of today (the user's local day). */
export const FILTER_WINDOW_DAYS = 15;

export function defaultFilterValues(today: string): TransactionFilterValues {
  return {
    transactionType: 'all',
    status: 'all',
    startDate: addDays(today, -FILTER_WINDOW_DAYS),
    endDate: addDays(today, FILTER_WINDOW_DAYS),
  };
}

/** The API query for the form's values ('all' and blank dates mean no filter). */
export function toTransactionFilters(values: TransactionFilterValues): TransactionFilters {
  return {
    ...(values.transactionType !== 'all' ? { transactionType: values.transactionType } : {}),
    ...(values.status !== 'all' ? { status: values.status } : {}),
    ...(values.startDate ? { startDate: values.startDate } : {}),
    ...(values.endDate ? { endDate: values.endDate } : {}),
  };
}

const TYPE_OPTIONS = [{ value: 'all', label: 'All Types' }, ...transactionTypeOptions()];

const STATUS_OPTIONS = [{ value: 'all', label: 'All Status' }, ...transactionStatusOptions()];

interface TransactionFiltersCardProps {
  value: TransactionFilterValues;
  onChange: (value: TransactionFilterValues) => void;
}

export function TransactionFiltersCard({ value, onChange }: TransactionFiltersCardProps) {
  const set = <K extends keyof TransactionFilterValues>(key: K, next: TransactionFilterValues[K]) => onChange({ ...value, [key]: next });
  return (
    <Card withBorder radius="lg" padding="lg" mb="lg" component="section" aria-labelledby="transaction-filters-title">
      <Text fw={600} mb="sm" id="transaction-filters-title">
        Filters
      </Text>
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
        <TextInput type="date" label="End Date" value={value.endDate} onChange={(event) => set('endDate', event.currentTarget.value)} />
      </SimpleGrid>
    </Card>
  );
}
