import { Button, Group, MultiSelect, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { dateOutOfRangeMessage, dateRangeReversedMessage, isIsoDate, isSupportedDate } from '@life/domain/shared/dates';
import { NO_CATEGORY_FILTER } from '@life/domain/reports/figures';
import { useQuery } from '@tanstack/react-query';
import { accountQueries } from '../accounts/queries';
import { categoryQueries } from '../categories/queries';
import type { ReportFilters } from './queries';
import { UNCATEGORIZED } from './ReportTables';

export interface ReportFormValues {
  start: string;
  end: string;
  accountIds: string[];
  categoryIds: string[];
}

const dateProblem = (value: string) => (!isIsoDate(value) ? 'Enter a date' : !isSupportedDate(value) ? dateOutOfRangeMessage : null);

/** The API's rules for a report's range, field by field (the server answers the same messages). */
export function validateReportForm(values: ReportFormValues): Partial<Record<keyof ReportFormValues, string | null>> {
  const start = dateProblem(values.start);
  const end = dateProblem(values.end);
  return { start, end: end ?? (start === null && values.end < values.start ? dateRangeReversedMessage : null) };
}

/** 'Generate Report': a date range and optional account and category filters (none chosen: all). */
export function ReportForm({ initial, onSubmit }: { initial: ReportFormValues; onSubmit: (filters: ReportFilters) => void }) {
  const accounts = useQuery(accountQueries.list());
  const categories = useQuery(categoryQueries.list());
  const form = useForm<ReportFormValues>({ initialValues: initial, validate: validateReportForm, validateInputOnChange: true });
  const categoryOptions = [
    ...(categories.data ?? [])
      .filter((c) => c.transactionType !== 'Payment')
      .map((c) => ({ value: c.id, label: `${c.transactionCategory} (${c.transactionType})` })),
    { value: NO_CATEGORY_FILTER, label: UNCATEGORIZED },
  ];
  return (
    <form onSubmit={form.onSubmit((values) => onSubmit(values))} noValidate>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput type="date" label="Start Date" required {...form.getInputProps('start')} />
          <TextInput type="date" label="End Date" required {...form.getInputProps('end')} />
        </SimpleGrid>
        <MultiSelect
          label="Accounts"
          placeholder="All accounts"
          data={(accounts.data ?? []).map((a) => ({ value: a.id, label: a.accountName }))}
          searchable
          clearable
          {...form.getInputProps('accountIds')}
        />
        <MultiSelect
          label="Categories"
          placeholder="All categories"
          description="A transaction counts toward its first category"
          data={categoryOptions}
          searchable
          clearable
          {...form.getInputProps('categoryIds')}
        />
        <Group justify="flex-end">
          <Button type="submit">Show report</Button>
        </Group>
      </Stack>
    </form>
  );
}
