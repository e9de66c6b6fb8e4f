import { Alert, List, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { ImportRowProblem } from '@life/domain/imports/row-problem';
import { formatCount } from '../../format';

export const plural = (count: number, one: string, many: string) => `${formatCount(count)} ${count === 1 ? one : many}`;

/** The counts every import's summary has (health and bank imports alike). */
export interface ImportCounts {
  added: number;
  skipped: number;
  rejected: readonly ImportRowProblem[];
  rejectedCount: number;
  /** The first skipped rows with why (`skipped` counts them all); older batches have none listed. */
  skippedRows?: readonly ImportRowProblem[];
}

/**
 * The summary's first line. Without `duplicates` every skipped row is a duplicate (health imports);
 * with it (a bank import) only that many are, and the other skipped rows (a hold and its release,
 * declined or notice rows) are counted apart: "1 duplicate skipped, 2 rows left out".
 */
export function importHeadline(
  summary: Pick<ImportCounts, 'added' | 'skipped' | 'rejectedCount'>,
  noun: { one: string; many: string },
  { preview = false, duplicates }: { preview?: boolean; duplicates?: number } = {},
): string {
  const { added, skipped, rejectedCount } = summary;
  const matched = duplicates === undefined ? skipped : Math.min(duplicates, skipped);
  const leftOut = skipped - matched;
  const parts = preview
    ? [`${plural(added, noun.one, noun.many)} to add`, `${plural(matched, 'duplicate', 'duplicates')} to skip`]
    : [`${plural(added, noun.one, noun.many)} added`, `${plural(matched, 'duplicate', 'duplicates')} skipped`];
  if (leftOut > 0) parts.push(`${plural(leftOut, 'row', 'rows')} ${preview ? 'to leave out' : 'left out'}`);
  parts.push(`${plural(rejectedCount, 'row', 'rows')} rejected.`);
  return parts.join(', ');
}

/** What one import did: added, skipped as duplicates, rejected and skipped rows with their reasons; `children` follow (a bank import's undo). */
export function ImportSummary({
  summary,
  noun,
  preview = false,
  duplicates,
  children,
}: {
  summary: ImportCounts;
  noun: { one: string; many: string };
  /** A dry run's summary: what the import would do, nothing saved yet. */
  preview?: boolean;
  /** Of the skipped rows, those skipped as duplicates (a bank import); absent: all of them. */
  duplicates?: number;
  children?: ReactNode;
}) {
  const { skipped, rejected, rejectedCount, skippedRows = [] } = summary;
  return (
    <Alert
      color={preview ? 'blue' : rejectedCount > 0 ? 'yellow' : 'green'}
      title={preview ? 'Preview: nothing saved yet' : 'Import finished'}
      role="status"
    >
      <Text size="sm">{importHeadline(summary, noun, { preview, duplicates })}</Text>
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
