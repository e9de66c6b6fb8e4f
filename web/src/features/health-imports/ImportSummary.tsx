import { Alert, List, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { ImportRowProblem } from '@life/domain/imports/row-problem';

export const plural = (count: number, one: string, many: string) => `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;

/** The counts every import's summary has (health and bank imports alike). */
export interface ImportCounts {
  added: number;
  skipped: number;
  rejected: readonly ImportRowProblem[];
  rejectedCount: number;
  /** The first skipped rows with why (`skipped` counts them all); older batches have none listed. */
  skippedRows?: readonly ImportRowProblem[];
}

/** What one import did: added, skipped as duplicates, rejected and skipped rows with their reasons; `children` follow (a bank import's undo). */
export function ImportSummary({
  summary,
  noun,
  preview = false,
  children,
}: {
  summary: ImportCounts;
  noun: { one: string; many: string };
  /** A dry run's summary: what the import would do, nothing saved yet. */
  preview?: boolean;
  children?: ReactNode;
}) {
  const { added, skipped, rejected, rejectedCount, skippedRows = [] } = summary;
  return (
    <Alert
      color={preview ? 'blue' : rejectedCount > 0 ? 'yellow' : 'green'}
      title={preview ? 'Preview: nothing saved yet' : 'Import finished'}
      role="status"
    >
      <Text size="sm">
        {preview
          ? `${plural(added, noun.one, noun.many)} to add, ${plural(skipped, 'duplicate', 'duplicates')} to skip, `
          : `${plural(added, noun.one, noun.many)} added, ${plural(skipped, 'duplicate', 'duplicates')} skipped, `}
        {plural(rejectedCount, 'row', 'rows')} rejected.
      </Text>
      {rejected.length > 0 && (
        <List size="sm" mt="xs" aria-label="Rejected rows">
          {rejected.map((problem) => (
            <List.Item key={`${problem.row}-${problem.column ?? ''}`}>{problem.reason}</List.Item>
          ))}
          {rejectedCount > rejected.length && <List.Item>…and {rejectedCount - rejected.length} more</List.Item>}
        </List>
      )}
      {skippedRows.length > 0 && (
        <List size="sm" mt="xs" aria-label="Skipped rows">
          {skippedRows.map((problem) => (
            <List.Item key={`${problem.row}-${problem.reason}`}>{problem.reason}</List.Item>
          ))}
          {skipped > skippedRows.length && <List.Item>…and {skipped - skippedRows.length} more</List.Item>}
        </List>
      )}
      {children}
    </Alert>
  );
}
