/**
 * The column mapping of a bank CSV (issue 11): a select per field, pre-filled from the header
 * names, and the detected date and number formats (editable). Checked with the domain's
 * bankCsvMappingSchema, the same rules the server applies.
 */
import { Group, Select, SimpleGrid, Table, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import {
  BANK_DATE_FORMATS,
  BANK_NUMBER_FORMATS,
  bankCsvMappingSchema,
  type BankCsvMapping,
  type BankCsvPreviewJson,
} from '@life/domain/imports/bank-csv/index';
import { formatCount } from '../../../format';

export interface MappingValues {
  date: string;
  description: string;
  amount: string;
  debit: string;
  credit: string;
  category: string;
  status: string;
  type: string;
  dateFormat: string;
  numberFormat: string;
}

export function initialMapping(preview: BankCsvPreviewJson): MappingValues {
  const { detected } = preview;
  return {
    date: detected.date ?? '',
    description: detected.description ?? '',
    amount: detected.amount ?? '',
    debit: detected.debit ?? '',
    credit: detected.credit ?? '',
    category: detected.category ?? '',
    status: detected.status ?? '',
    type: detected.type ?? '',
    dateFormat: detected.dateFormat ?? '',
    numberFormat: detected.numberFormat ?? '',
  };
}

/** The mapping the server takes, or the field -> message map of what is missing. */
export function toMapping(
  values: MappingValues,
  delimiter: string,
): { ok: true; mapping: BankCsvMapping } | { ok: false; errors: Record<string, string> } {
  const optional = (value: string | null) => value || undefined;
  const result = bankCsvMappingSchema.safeParse({
    delimiter,
    dateFormat: values.dateFormat,
    numberFormat: values.numberFormat,
    date: values.date,
    description: values.description,
    amount: optional(values.amount),
    debit: optional(values.debit),
    credit: optional(values.credit),
    category: optional(values.category),
    status: optional(values.status),
    type: optional(values.type),
  });
  if (result.success) return { ok: true, mapping: result.data };
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? 'amount');
    errors[field] ??= field === 'date' || field === 'description' ? 'Choose a column' : issue.message;
  }
  return { ok: false, errors };
}

const FIELDS: { field: keyof MappingValues; label: string; optional: boolean }[] = [
  { field: 'date', label: 'Date column', optional: false },
  { field: 'description', label: 'Description column', optional: false },
  { field: 'amount', label: 'Amount column', optional: true },
  { field: 'debit', label: 'Debit column (money out)', optional: true },
  { field: 'credit', label: 'Credit column (money in)', optional: true },
  { field: 'category', label: 'Category column', optional: true },
  { field: 'status', label: 'Status column (pending or posted)', optional: true },
  { field: 'type', label: 'Type column (titles rows without a description)', optional: true },
];

export function CsvMappingForm({ preview, form }: { preview: BankCsvPreviewJson; form: UseFormReturnType<MappingValues> }) {
  const columns = preview.header.map((name) => ({ value: name, label: name }));
  return (
    <>
      <Text size="sm" c="dimmed">
        {formatCount(preview.rowCount)} rows
        {preview.headerRow > 1 ? ` (the ${preview.headerRow - 1} lines above the header are skipped)` : ''}. Amounts below 0 (or debits)
        become expenses, the others income.
      </Text>
      <Table.ScrollContainer minWidth={500} maxHeight={260}>
        <Table striped withTableBorder aria-label="File preview">
          <Table.Thead>
            <Table.Tr>
              {preview.header.map((name, index) => (
                <Table.Th key={`${index}-${name}`}>{name}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {preview.rows.map((row, rowIndex) => (
              <Table.Tr key={rowIndex}>
                {preview.header.map((_, index) => (
                  <Table.Td key={index}>{row[index] ?? ''}</Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {FIELDS.map(({ field, label, optional }) => (
          <Select
            key={field}
            label={label}
            data={columns}
            clearable={optional}
            placeholder={optional ? 'Not in this file' : 'Choose'}
            {...form.getInputProps(field)}
          />
        ))}
      </SimpleGrid>
      <Group grow>
        <Select label="Date format" data={[...BANK_DATE_FORMATS]} {...form.getInputProps('dateFormat')} />
        <Select label="Number format" data={[...BANK_NUMBER_FORMATS]} {...form.getInputProps('numberFormat')} />
      </Group>
    </>
  );
}
