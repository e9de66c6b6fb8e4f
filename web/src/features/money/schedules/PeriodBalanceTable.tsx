import { formatUsd } from '../../../format';
import { Table, Text } from '@mantine/core';
import { Fragment } from 'react';
import type { AccountDisplaySettings } from './account-display';
import { balanceGroups } from './period-balances';
import type { AccountBalance } from './types';

const COLUMNS = [
  'Account',
  'Start Pending',
  'Start Balance',
  'Start Balance All',
  'End Pending',
  'End Balance',
  'End Balance All',
] as const;

/** SPEC 2 expanded period: every shown account's balances, grouped by type with counts. */
export function PeriodBalanceTable({ balances, settings }: { balances: readonly AccountBalance[]; settings: AccountDisplaySettings }) {
  const groups = balanceGroups(balances, settings);
  if (groups.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No balance data available for this period
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table striped={false} highlightOnHover verticalSpacing={6} fz="sm">
        <Table.Thead>
          <Table.Tr>
            {COLUMNS.map((column, index) => (
              <Table.Th key={column} ta={index === 0 ? 'left' : 'right'}>
                {column}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {groups.map((group) => (
            <Fragment key={group.type}>
              <Table.Tr data-testid="account-type-group">
                <Table.Th colSpan={COLUMNS.length} bg="var(--mantine-color-default-hover)">
                  {group.label} ({group.rows.length})
                </Table.Th>
              </Table.Tr>
              {group.rows.map((row) => (
                <Table.Tr key={row.accountId} data-testid="account-balance-row">
                  <Table.Td>{row.accountName}</Table.Td>
                  {[row.startPending, row.startPosted, row.startAll, row.endPending, row.endPosted, row.endAll].map((cents, index) => (
                    <Table.Td key={COLUMNS[index + 1]} ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
                      {formatUsd(cents)}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Fragment>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
