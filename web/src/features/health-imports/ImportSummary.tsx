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
}

/** What one import did: added, skipped as duplicates, rejected rows with their reasons; `children` follow (a bank import's undo). */
export function ImportSummary({
  summary,
  noun,
  children,
}: {
  summary: ImportCounts;
  noun: { one: string; many: string };
  children?: ReactNode;
}) {
  const { added, skipped, rejected, rejectedCount } = summary;
  return (
    <Alert color={rejectedCount > 0 ? 'yellow' : 'green'} title="Import finished" role="status">
      <Text size="sm">
        {plural(added, noun.one, noun.many)} added, {plural(skipped, 'duplicate', 'duplicates')} skipped,{' '}
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
      {children}
    </Alert>
  );
}
