import { ActionIcon, Badge, Flex, Group, Menu, Paper, Stack, Switch, Text, Tooltip } from '@mantine/core';
import { IconCircleCheck, IconClock, IconDots, IconPencil, IconTrash } from '@tabler/icons-react';
import { memo } from 'react';
import type { Category } from '../categories/types';
import { AMOUNT_TONE_COLORS, formatDisplayDate, formatTransactionAmount } from '../format';
import { CategoryTags, transactionTags } from './CategoryTags';
import { TRANSACTION_TYPE_COLORS, TRANSACTION_TYPE_LABELS, type Transaction } from './types';

export interface TransactionRowProps {
  transaction: Transaction;
  accountNames: ReadonlyMap<string, string>;
  categories: ReadonlyMap<string, Category>;
  onEdit: (transaction: Transaction) => void;
  onDelete: (transaction: Transaction) => void;
  onToggleStatus: (transaction: Transaction) => void;
}

const accountLabel = (names: ReadonlyMap<string, string>, id: string) => names.get(id) ?? 'Unknown Account';

/** One row of 'All Transactions' (SPEC 2). Memoised: a 10,000-row list re-renders only rows that changed. */
export const TransactionRow = memo(function TransactionRow({
  transaction: tx,
  accountNames,
  categories,
  onEdit,
  onDelete,
  onToggleStatus,
}: TransactionRowProps) {
  const amount = formatTransactionAmount(tx.type, tx.amount);
  const posted = tx.posted === 'posted';
  // SPEC 4: editing is offered only for transactions not generated from a recurring transaction.
  const editable = !tx.recurringTransactionId;
  return (
    <Paper withBorder radius="md" p="sm" data-testid="transaction-row" aria-label={tx.title} component="article">
      {/* Details beside the actions on wide screens, above them on phones. */}
      <Flex direction={{ base: 'column', sm: 'row' }} justify="space-between" align={{ base: 'stretch', sm: 'flex-start' }} gap="sm">
        <Stack gap={4} miw={0} style={{ flex: 1 }}>
          <Group gap="xs" wrap="wrap">
            <Text fw={700} c={AMOUNT_TONE_COLORS[amount.tone]} data-testid="transaction-amount">
              {amount.text}
            </Text>
            <Badge size="sm" variant="light" color={TRANSACTION_TYPE_COLORS[tx.type]}>
              {TRANSACTION_TYPE_LABELS[tx.type]}
            </Badge>
            <Text size="sm" c="dimmed">
              {formatDisplayDate(tx.date)}
            </Text>
            {posted ? (
              <IconCircleCheck size={16} color="var(--mantine-color-teal-6)" aria-label="Posted" role="img" />
            ) : (
              <IconClock size={16} color="var(--mantine-color-yellow-7)" aria-label="Pending" role="img" />
            )}
          </Group>
          <Text fw={500} truncate="end">
            {tx.title}
          </Text>
          <CategoryTags tags={transactionTags(tx, categories)} />
          {(tx.fromAccountId || tx.toAccountId) && (
            <Group gap="md">
              {tx.fromAccountId && (
                <Text size="xs" c="dimmed">
                  From: {accountLabel(accountNames, tx.fromAccountId)}
                </Text>
              )}
              {tx.toAccountId && (
                <Text size="xs" c="dimmed">
                  To: {accountLabel(accountNames, tx.toAccountId)}
                </Text>
              )}
            </Group>
          )}
        </Stack>
        <Group gap={6} wrap="nowrap" justify="flex-end">
          <Switch
            size="sm"
            checked={posted}
            onChange={() => onToggleStatus(tx)}
            label={posted ? 'Posted' : 'Pending'}
            aria-label={posted ? `Mark ${tx.title} as pending` : `Mark ${tx.title} as posted`}
          />
          {editable && (
            <Tooltip label="Edit transaction" openDelay={700}>
              <ActionIcon variant="subtle" color="gray" aria-label={`Edit ${tx.title}`} onClick={() => onEdit(tx)}>
                <IconPencil size={16} aria-hidden />
              </ActionIcon>
            </Tooltip>
          )}
          <Tooltip label="Delete transaction" openDelay={700}>
            <ActionIcon variant="subtle" color="red" aria-label={`Delete ${tx.title}`} onClick={() => onDelete(tx)}>
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          </Tooltip>
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <ActionIcon variant="subtle" color="gray" aria-label={`More actions for ${tx.title}`}>
                <IconDots size={16} aria-hidden />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              {editable && (
                <Menu.Item leftSection={<IconPencil size={14} aria-hidden />} onClick={() => onEdit(tx)}>
                  Edit Transaction
                </Menu.Item>
              )}
              <Menu.Item color="red" leftSection={<IconTrash size={14} aria-hidden />} onClick={() => onDelete(tx)}>
                Delete Transaction
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        </Group>
      </Flex>
    </Paper>
  );
});
