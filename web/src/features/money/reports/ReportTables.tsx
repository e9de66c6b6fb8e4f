import { Table, Text } from '@mantine/core';
import type { ReportCategoryJson, ReportMonthJson } from '@life/domain/reports/api';
import { FigureTable } from '../../../components/FigureTable';
import { formatShortMonth } from '../../../format';
import { formatMoney } from '../format';

export const UNCATEGORIZED = 'Uncategorized';

/** A category slice's name as shown ('Uncategorized' for expenses without one). */
export const sliceName = (slice: ReportCategoryJson) => slice.category ?? UNCATEGORIZED;

/** A month's label in tables and charts: "Nov 2026" from "2026-11". */
export const monthLabel = (month: string) => formatShortMonth(month);

/** Each chart's numbers as a plain table (screen readers, copying), captioned with what it shows. */
export function MonthTable({
  caption,
  months,
  columns,
}: {
  caption: string;
  months: readonly ReportMonthJson[];
  columns: 'trend' | 'summary';
}) {
  return (
    <FigureTable
      caption={caption}
      headers={columns === 'summary' ? ['Month', 'Income', 'Expenses', 'Net'] : ['Month', 'Income', 'Expenses']}
    >
      {months.map((m) => (
        <Table.Tr key={m.month}>
          <Table.Th scope="row" fw={400}>
            {monthLabel(m.month)}
          </Table.Th>
          <Table.Td ta="right">{formatMoney(m.income)}</Table.Td>
          <Table.Td ta="right">{formatMoney(m.expenses)}</Table.Td>
          {columns === 'summary' ? <Table.Td ta="right">{formatMoney(m.net)}</Table.Td> : null}
        </Table.Tr>
      ))}
    </FigureTable>
  );
}

export function CategoryTable({ caption, categories }: { caption: string; categories: readonly ReportCategoryJson[] }) {
  return (
    <FigureTable caption={caption} headers={['Category', 'Spent', 'Share']}>
      {categories.length === 0 ? (
        <Table.Tr>
          <Table.Td colSpan={3}>
            <Text size="sm" c="dimmed">
              No expenses in this range
            </Text>
          </Table.Td>
        </Table.Tr>
      ) : (
        categories.map((slice) => (
          <Table.Tr key={slice.categoryId ?? 'none'}>
            <Table.Th scope="row" fw={400}>
              {sliceName(slice)}
            </Table.Th>
            <Table.Td ta="right">{formatMoney(slice.spent)}</Table.Td>
            <Table.Td ta="right">{slice.share}%</Table.Td>
          </Table.Tr>
        ))
      )}
    </FigureTable>
  );
}
