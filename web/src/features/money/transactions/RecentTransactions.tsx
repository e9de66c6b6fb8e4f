import { ActionIcon, Anchor, Card, EmptyState, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowsExchange, IconMinus, IconPlus, IconReceipt, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useReadOnly } from '../../../api/as-of';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { QueryState, SkeletonStack } from '../../../components/QueryState';
import { ReadOnlyTooltip } from '../../../components/ReadOnlyTooltip';
import { AMOUNT_TONE_COLORS, formatDisplayDate, formatTransactionAmount } from '../format';
import { useDeleteTransaction } from './mutations';
import { transactionQueries } from './queries';
import { TRANSACTION_TYPE_COLORS, type Transaction } from './types';
import { WriteButton } from '../../../components/WriteButton';

/** SPEC 9: the overview shows the latest 5. */
export const RECENT_TRANSACTIONS = 5;

const TYPE_ICONS = { income: IconPlus, expense: IconMinus, payment: IconArrowsExchange } as const;

function RecentRow({ tx, onDelete }: { tx: Transaction; onDelete: (tx: Transaction) => void }) {
  const amount = formatTransactionAmount(tx.type, tx.amount);
  const TypeIcon = TYPE_ICONS[tx.type];
  const readOnly = useReadOnly();
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm" data-testid="recent-transaction" aria-label={tx.title} role="listitem">
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
        <ReadOnlyTooltip>
          <ActionIcon variant="subtle" color="red" aria-label={`Delete ${tx.title}`} onClick={() => onDelete(tx)} disabled={readOnly}>
            <IconTrash size={16} aria-hidden />
          </ActionIcon>
        </ReadOnlyTooltip>
      </Group>
    </Group>
  );
}

export function RecentTransactions({ onAdd }: { onAdd: () => void }) {
  const recent = useQuery(transactionQueries.recent(RECENT_TRANSACTIONS));
  const deleteMutation = useDeleteTransaction();
  const [deleting, setDeleting] = useState<Transaction | null>(null);

  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="recent-transactions-title" h="100%">
      <Group justify="space-between" mb="md">
        <Title order={2} size="h4" id="recent-transactions-title">
          Recent Transactions
        </Title>
        <Anchor component={Link} to="/money/transactions" size="sm">
          View All
        </Anchor>
      </Group>
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
              <RecentRow key={tx.id} tx={tx} onDelete={setDeleting} />
            ))}
          </Stack>
        )}
      </QueryState>
      <ConfirmDialog
        opened={deleting !== null}
        title="Delete transaction"
        message="Are you sure you want to delete this transaction? This action cannot be undone."
        loading={deleteMutation.isPending}
        onConfirm={() => deleting && deleteMutation.mutate(deleting.id, { onSettled: () => setDeleting(null) })}
        onCancel={() => setDeleting(null)}
      />
    </Card>
  );
}
