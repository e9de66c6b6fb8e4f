import { Button, EmptyState } from '@mantine/core';
import { IconFilterOff, IconPlus, IconReceipt } from '@tabler/icons-react';
import { useReadOnly } from '../../../api/as-of';
import { ReadOnlyTooltip } from '../../../components/ReadOnlyTooltip';

interface TransactionsEmptyStateProps {
  /** Filters narrow the list and the user has transactions: nothing matches, rather than nothing yet. */
  filtered: boolean;
  onAdd: () => void;
  onClearFilters: () => void;
}

/**
 * An empty 'All Transactions' list: SPEC's 'No transactions yet' when the user has none at all,
 * else 'No transactions match these filters' with 'Clear filters' (issue 13: thousands exist).
 */
export function TransactionsEmptyState({ filtered, onAdd, onClearFilters }: TransactionsEmptyStateProps) {
  const readOnly = useReadOnly();
  if (filtered) {
    return (
      <EmptyState
        icon={<IconFilterOff size={32} aria-hidden />}
        variant="light"
        title="No transactions match these filters"
        description="Change or clear the filters to see your other transactions"
      >
        <Button mt="md" variant="light" leftSection={<IconFilterOff size={16} aria-hidden />} onClick={onClearFilters}>
          Clear filters
        </Button>
      </EmptyState>
    );
  }
  return (
    <EmptyState
      icon={<IconReceipt size={32} aria-hidden />}
      variant="light"
      title="No transactions yet"
      description="Get started by adding your first transaction"
    >
      <ReadOnlyTooltip>
        <Button mt="md" leftSection={<IconPlus size={16} aria-hidden />} onClick={onAdd} disabled={readOnly}>
          Add Transaction
        </Button>
      </ReadOnlyTooltip>
    </EmptyState>
  );
}
