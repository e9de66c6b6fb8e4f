/**
 * The preview of a bank import (issue 23): each incoming row paired with the transaction already
 * recorded that it matches, what the import will do with it, and a 'Keep anyway' box that adds
 * the row all the same; then the other rows left out (holds, declined) with why.
 */
import { Alert, Checkbox, List, Stack, Table, Text } from '@mantine/core';
import type { BankImportMatchJson, BankImportSummaryJson } from '@life/domain/imports/bank-csv/index';
import { formatCount } from '../../../format';

const WHAT_HAPPENS: Record<BankImportMatchJson['action'], string> = {
  skip: 'Not added',
  post: 'Not added; marks it posted',
  replace: 'Added; replaces the pending one',
  keep: 'Added anyway',
};

const pending = (status: 'posted' | 'pending') => (status === 'pending' ? ' (pending)' : '');

function actionOf(pair: BankImportMatchJson, kept: boolean): BankImportMatchJson['action'] {
  if (kept) return 'keep';
  return pair.action === 'keep' ? (pair.status === 'posted' && pair.transaction.status === 'pending' ? 'post' : 'skip') : pair.action;
}

export function MatchedPairs({
  summary,
  keep,
  onKeep,
  rowLabel = 'Row',
}: {
  summary: BankImportSummaryJson;
  keep: readonly number[];
  onKeep: (rows: number[]) => void;
  rowLabel?: string;
}) {
  const matched = new Set(summary.duplicates.map((pair) => pair.row));
  const others = summary.skippedRows.filter((skipped) => !matched.has(skipped.row));
  const toggle = (row: number, checked: boolean) => onKeep(checked ? [...keep, row] : keep.filter((kept) => kept !== row));
  return (
    <Stack gap="xs">
      {summary.duplicates.length === 0 ? (
        <Alert color="green" role="status">
          No matches with transactions already recorded: {formatCount(summary.added)} transactions will be added.
        </Alert>
      ) : (
        <>
          <Text size="sm">
            {formatCount(summary.duplicates.length)} rows match transactions already recorded and will not be added twice. Tick 'Keep
            anyway' for a row that is really another transaction.
          </Text>
          <Table.ScrollContainer minWidth={640}>
            <Table withTableBorder aria-label="Matched transactions">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{rowLabel}</Table.Th>
                  <Table.Th>In the file</Table.Th>
                  <Table.Th>Already recorded</Table.Th>
                  <Table.Th>What happens</Table.Th>
                  <Table.Th>Keep anyway</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {summary.duplicates.map((pair) => {
                  const kept = keep.includes(pair.row);
                  return (
                    <Table.Tr key={pair.row}>
                      <Table.Td>{pair.row}</Table.Td>
                      <Table.Td>
                        {pair.date} · {pair.amount}
                        {pending(pair.status)}
                        <Text size="xs" c="dimmed">
                          {pair.title}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        {pair.transaction.date} · {pair.transaction.amount}
                        {pending(pair.transaction.status)}
                        <Text size="xs" c="dimmed">
                          {pair.transaction.title}
                          {pair.by === 'bank-id' ? ' · same bank id' : ''}
                        </Text>
                      </Table.Td>
                      <Table.Td>{WHAT_HAPPENS[actionOf(pair, kept)]}</Table.Td>
                      <Table.Td>
                        <Checkbox
                          aria-label={`Keep ${rowLabel.toLowerCase()} ${pair.row} anyway`}
                          checked={kept}
                          onChange={(event) => toggle(pair.row, event.currentTarget.checked)}
                        />
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </>
      )}
      {others.length > 0 && (
        <List size="sm" aria-label="Rows left out">
          {others.map((skipped) => (
            <List.Item key={skipped.row}>{skipped.reason}</List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}
