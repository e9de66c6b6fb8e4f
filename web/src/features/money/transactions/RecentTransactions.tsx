import { ActionIcon, EmptyState, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconArrowsExchange, IconMinus, IconPlus, IconReceipt, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useAsOf, useReadOnly } from '../../../api/as-of';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { QueryState, SkeletonStack } from '../../../components/QueryState';
import { ReadOnlyTooltip } from '../../../components/ReadOnlyTooltip';
import { SectionCard } from '../../../components/SectionCard';
import { AMOUNT_TONE_COLORS, formatDisplayDate, formatTransactionAmount, localToday } from '../format';
import { useDeleteTransaction } from './mutations';
import { transactionQueries } from './queries';
import { TRANSACTION_TYPE_COLORS, type Transaction } from './types';
import { WriteButton } from '../../../components/WriteButton';
import { RESTORABLE_NOTE } from '../../../components/restore-note';

/** SPEC 9: the overview shows the latest 5. */
export const RECENT_TRANSACTIONS = 5;

const TYPE_ICONS = { income: IconPlus, expense: IconMinus, payment: IconArrowsExchange } as const;

/** One line of the overview's lists: Recent Transactions (with its delete action) and Upcoming (without). */
export function OverviewTransactionRow({
  tx,
  onDelete,
  testId,
}: {
  tx: Transaction;
  onDelete?: (tx: Transaction) => void;
  testId: string;
}) {
  const amount = formatTransactionAmount(tx.type, tx.amount);
  const TypeIcon = TYPE_ICONS[tx.type];
  const readOnly = useReadOnly();
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm" data-testid={testId} aria-label={tx.title} role="listitem">
      <Group gap="sm" wrap="nowrap" miw={0}>
        <ThemeIcon variant="light" color={TRANSACTION_TYPE_COLORS[tx.type]} radius="xl" aria-hidden>
          <TypeIcon size={16} />
        </ThemeIcon>
        <div style={{ minWidth: 0 }}>
          <Text size="sm" fw={500} truncate="end">
            {tx.title}
          </Text>
          <Text size="xs" c="dimmed" truncate="end">
            {formatDisplayDate(tx.date)}
            {tx.category ? ` · ${tx.category}` : ''}
            {tx.posted === 'pending' ? ' · Pending' : ''}
          </Text>
        </div>
      </Group>
      <Group gap={4} wrap="nowrap">
        <Text size="sm" fw={600} c={AMOUNT_TONE_COLORS[amount.tone]}>
          {amount.text}
        </Text>
        {onDelete && (
          <ReadOnlyTooltip>
            <ActionIcon variant="subtle" color="red" aria-label={`Delete ${tx.title}`} onClick={() => onDelete(tx)} disabled={readOnly}>
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          </ReadOnlyTooltip>
        )}
      </Group>
    </Group>
  );
}

/**
 * SPEC 2's Recent Transactions: the latest 5 dated up to the user's today (issue 24: a recurring
 * rule's projected occurrences are not recent; the overview lists them under Upcoming). Viewing the
 * past, today is the day of the instant viewed.
 */
export function RecentTransactions({ onAdd }: { onAdd: () => void }) {
  const asOf = useAsOf();
  const today = localToday(asOf === null ? undefined : Date.parse(asOf));
  const recent = useQuery(transactionQueries.recentThrough(RECENT_TRANSACTIONS, today, asOf));
  const deleteMutation = useDeleteTransaction();
  const [deleting, setDeleting] = useState<Transaction | null>(null);

  return (
    <SectionCard title="Recent Transactions" link={{ to: '/money/transactions', label: 'View All' }}>
      <QueryState
        query={recent}
        loading={<SkeletonStack height={40} count={3} radius="md" busy />}
        error="Could not load transactions. Please try again."
        empty={
          <EmptyState icon={<IconReceipt size={28} aria-hidden />} variant="light" size="sm" title="No transactions yet">
            <WriteButton mt="sm" size="sm" variant="light" leftSection={<IconPlus size={14} aria-hidden />} onClick={onAdd}>
              Add your first transaction
            </WriteButton>
          </EmptyState>
        }
      >
        {(list) => (
          <Stack gap="sm" role="list" aria-label="Recent transactions">
            {list.map((tx) => (
              <OverviewTransactionRow key={tx.id} tx={tx} onDelete={setDeleting} testId="recent-transaction" />
            ))}
          </Stack>
        )}
      </QueryState>
      <ConfirmDialog
        opened={deleting !== null}
        title="Delete transaction"
        message={`Are you sure you want to delete this transaction? ${RESTORABLE_NOTE}`}
        loading={deleteMutation.isPending}
        onConfirm={() => deleting && deleteMutation.mutate(deleting.id, { onSettled: () => setDeleting(null) })}
        onCancel={() => setDeleting(null)}
      />
    </SectionCard>
  );
}
