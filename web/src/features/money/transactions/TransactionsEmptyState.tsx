import { Button, EmptyState } from '@mantine/core';
import { IconFilterOff, IconPlus, IconReceipt } from '@tabler/icons-react';
import { WriteButton } from '../../../components/WriteButton';

interface TransactionsEmptyStateProps {
  /** Filters narrow the list and the user has transactions: nothing matches, rather than nothing yet. */
  filtered: boolean;
  onAdd: () => void;
  onClearFilters: () => void;
}

const NO_MATCH = {
  icon: IconFilterOff,
  title: 'No transactions match these filters',
  description: 'Change or clear the filters to see your other transactions',
};
const NONE_YET = { icon: IconReceipt, title: 'No transactions yet', description: 'Get started by adding your first transaction' };

/**
 * An empty 'All Transactions' list: SPEC's 'No transactions yet' when the user has none at all,
 * else 'No transactions match these filters' with 'Clear filters' (issue 13: thousands exist).
 */
export function TransactionsEmptyState({ filtered, onAdd, onClearFilters }: TransactionsEmptyStateProps) {
  const { icon: StateIcon, title, description } = filtered ? NO_MATCH : NONE_YET;
  return (
    <EmptyState icon={<StateIcon size={32} aria-hidden />} variant="light" title={title} description={description}>
      {filtered ? (
        <Button mt="md" variant="light" leftSection={<IconFilterOff size={16} aria-hidden />} onClick={onClearFilters}>
          Clear filters
        </Button>
      ) : (
        <WriteButton mt="md" leftSection={<IconPlus size={16} aria-hidden />} onClick={onAdd}>
          Add Transaction
        </WriteButton>
      )}
    </EmptyState>
  );
}
