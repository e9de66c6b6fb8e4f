import { Skeleton, Stack, Table } from '@mantine/core';
import { Suspense, type ReactNode } from 'react';

interface FigureTableProps {
  caption: ReactNode;
  /** The column headings: the row-header column's, then the figure columns' (right-aligned, as their numbers). */
  headers: readonly string[];
  /** Headings after the figure columns, left-aligned (e.g. 'Source', a hidden 'Actions'). */
  trailing?: ReactNode;
  /** Below this width the table scrolls sideways (a phone); without it the table never scrolls. */
  minWidth?: number;
  /** The body's rows. */
  children: ReactNode;
}

/** A table of figures (a chart's or a report's numbers, for screen readers and copying), captioned with what it shows. */
export function FigureTable({ caption, headers, trailing, minWidth, children }: FigureTableProps) {
  const [rowHeader, ...figures] = headers;
  const table = (
    <Table striped captionSide="top" fz="sm">
      <Table.Caption>{caption}</Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{rowHeader}</Table.Th>
          {figures.map((header) => (
            <Table.Th key={header} scope="col" ta="right">
              {header}
            </Table.Th>
          ))}
          {trailing}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>{children}</Table.Tbody>
    </Table>
  );
  return minWidth === undefined ? table : <Table.ScrollContainer minWidth={minWidth}>{table}</Table.ScrollContainer>;
}

/** A chart (loaded lazily: the chart library comes with its screen only) above the table of its numbers. */
export function ChartWithTable({ chart, children }: { chart: ReactNode; children: ReactNode }) {
  return (
    <Stack gap="md">
      <Suspense fallback={<Skeleton height={220} />}>{chart}</Suspense>
      {children}
    </Stack>
  );
}
