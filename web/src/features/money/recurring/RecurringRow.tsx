import { ActionIcon, Badge, Flex, Group, Menu, Paper, Stack, Text, Tooltip } from '@mantine/core';
import { IconPencil, IconPlayerPlay, IconRepeat, IconTrash } from '@tabler/icons-react';
import { READ_ONLY_MESSAGE, useReadOnly } from '../../../api/as-of';
import { HistoryMenuItem, useRecordHistory } from '../../history';
import type { Category } from '../categories/types';
import { AMOUNT_TONE_COLORS, formatDisplayDate, formatTransactionAmount } from '../format';
import { CategoryTags, transactionTags } from '../transactions/CategoryTags';
import { TRANSACTION_TYPE_COLORS, TRANSACTION_TYPE_LABELS } from '../transactions/types';
import { InactiveBadge } from '../../../components/InactiveBadge';
import { ActionsMenu } from '../../../components/ActionsMenu';
import { biMonthlyDaysLabel, FREQUENCY_LABELS, type RecurringTransaction } from './types';

export interface RecurringRowHandlers {
  onEdit: (record: RecurringTransaction) => void;
  onDelete: (record: RecurringTransaction) => void;
  onGenerate: (record: RecurringTransaction) => void;
}

interface RecurringRowProps extends RecurringRowHandlers {
  record: RecurringTransaction;
  accountNames: ReadonlyMap<string, string>;
  categories: ReadonlyMap<string, Category>;
}

const accountLabel = (names: ReadonlyMap<string, string>, id: string) => names.get(id) ?? 'Unknown Account';

/** One recurring transaction (SPEC 2): signed amount, type, title, tags, frequency, accounts, bi-monthly days, Next and Ends. */
export function RecurringRow({ record, accountNames, categories, onEdit, onDelete, onGenerate }: RecurringRowProps) {
  // Viewing the past (issue 10): every action here writes, except History.
  const readOnly = useReadOnly();
  const amount = formatTransactionAmount(record.type, record.amount);
  const history = useRecordHistory('recurring-transaction', record.id, record.title);
  return (
    <Paper withBorder radius="md" p="sm" data-testid="recurring-row" aria-label={record.title} component="article">
      <Flex direction={{ base: 'column', sm: 'row' }} justify="space-between" align={{ base: 'stretch', sm: 'flex-start' }} gap="sm">
        <Stack gap={4} miw={0} style={{ flex: 1 }}>
          <Group gap="xs" wrap="wrap">
            <Text fw={700} c={AMOUNT_TONE_COLORS[amount.tone]} data-testid="recurring-amount">
              {amount.text}
            </Text>
            <Badge size="sm" variant="light" color={TRANSACTION_TYPE_COLORS[record.type]}>
              {TRANSACTION_TYPE_LABELS[record.type]}
            </Badge>
            <Badge size="sm" variant="outline" color="gray" leftSection={<IconRepeat size={12} aria-hidden />}>
              {FREQUENCY_LABELS[record.frequency]}
            </Badge>
            <InactiveBadge active={record.isActive} size="sm" />
            {record.autoPost && (
              <Badge size="sm" variant="light" color="teal">
                Auto-posted
              </Badge>
            )}
          </Group>
          <Text fw={500} truncate="end">
            {record.title}
          </Text>
          <CategoryTags tags={transactionTags(record, categories)} />
          <Group gap="md">
            {record.fromAccountId && (
              <Text size="xs" c="dimmed">
                From: {accountLabel(accountNames, record.fromAccountId)}
              </Text>
            )}
            {record.toAccountId && (
              <Text size="xs" c="dimmed">
                To: {accountLabel(accountNames, record.toAccountId)}
              </Text>
            )}
            {record.frequency === 'bi-monthly' && record.biMonthlyDates.length > 0 && (
              <Text size="xs" c="dimmed">
                Dates: {biMonthlyDaysLabel(record.biMonthlyDates)}
              </Text>
            )}
          </Group>
          <Group gap="md">
            <Text size="xs" c="dimmed">
              Next: {record.nextOccurrence ? formatDisplayDate(record.nextOccurrence) : 'None'}
            </Text>
            <Text size="xs" c="dimmed">
              Ends: {record.endDate ? formatDisplayDate(record.endDate) : 'Never'}
            </Text>
          </Group>
        </Stack>
        <Group gap={6} wrap="nowrap" justify="flex-end">
          <Tooltip label={readOnly ? READ_ONLY_MESSAGE : 'Edit recurring transaction'} openDelay={readOnly ? 0 : 700}>
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={`Edit ${record.title}`}
              onClick={() => onEdit(record)}
              disabled={readOnly}
            >
              <IconPencil size={16} aria-hidden />
            </ActionIcon>
          </Tooltip>
          <Tooltip label={readOnly ? READ_ONLY_MESSAGE : 'Delete recurring transaction'} openDelay={readOnly ? 0 : 700}>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={`Delete ${record.title}`}
              onClick={() => onDelete(record)}
              disabled={readOnly}
            >
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          </Tooltip>
          <ActionsMenu label={`More actions for ${record.title}`}>
            <Menu.Item leftSection={<IconPlayerPlay size={14} aria-hidden />} onClick={() => onGenerate(record)} disabled={readOnly}>
              Generate now
            </Menu.Item>
            <Menu.Item leftSection={<IconPencil size={14} aria-hidden />} onClick={() => onEdit(record)} disabled={readOnly}>
              Edit Recurring Transaction
            </Menu.Item>
            <HistoryMenuItem onClick={history.open} />
            <Menu.Item color="red" leftSection={<IconTrash size={14} aria-hidden />} onClick={() => onDelete(record)} disabled={readOnly}>
              Delete Recurring Transaction
            </Menu.Item>
          </ActionsMenu>
          {history.drawer}
        </Group>
      </Flex>
    </Paper>
  );
}
