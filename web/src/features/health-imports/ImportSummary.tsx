import { Alert, List, Text } from '@mantine/core';
import type { HealthImportSummaryJson } from '@life/domain/imports/health-api';

const plural = (count: number, one: string, many: string) => `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;

/** What one import did: added, skipped as duplicates, rejected rows with their reasons. */
export function ImportSummary({ summary, noun }: { summary: HealthImportSummaryJson; noun: { one: string; many: string } }) {
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
    </Alert>
  );
}
