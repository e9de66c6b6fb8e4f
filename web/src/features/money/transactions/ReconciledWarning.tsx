import { Alert } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { formatDisplayDate } from '../format';
import { reconciliationQueries } from './reconciliation';
import type { Transaction } from './types';

/**
 * Issue 24: editing a transaction a reconciliation locked warns (the edit is still allowed), for
 * each account the transaction moves.
 */
export function ReconciledWarning({ transaction }: { transaction: Transaction }) {
  const from = useQuery({ ...reconciliationQueries.status(transaction.fromAccountId ?? ''), enabled: Boolean(transaction.fromAccountId) });
  const to = useQuery({ ...reconciliationQueries.status(transaction.toAccountId ?? ''), enabled: Boolean(transaction.toAccountId) });
  const on = from.data?.locked[transaction.id] ?? to.data?.locked[transaction.id];
  if (!on) return null;
  return (
    <Alert color="yellow" mb="md" data-testid="reconciled-warning">
      This transaction was reconciled on {formatDisplayDate(on)}: changing it changes a reconciled balance
    </Alert>
  );
}
