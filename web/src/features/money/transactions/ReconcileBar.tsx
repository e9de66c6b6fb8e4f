import { Group, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { WriteButton } from '../../../components/WriteButton';
import { formatDisplayDate, formatMoney } from '../format';
import { ReconcileDialog } from './ReconcileDialog';
import { ReconciledRowsContext, reconciliationQueries } from './reconciliation';

const NO_LOCKS: Readonly<Record<string, string>> = {};

/**
 * The register's reconciliation (issue 24): the locked-in point ("Reconciled to $X on <date>"), the
 * Reconcile button and its dialog; `children` (the register's rows) learn which rows are locked.
 */
export function ReconcileBar({ accountId, accountName, children }: { accountId: string; accountName: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const status = useQuery(reconciliationQueries.status(accountId));
  const last = status.data?.lastReconciliation ?? null;
  return (
    <>
      <Group justify="space-between" mb="xs" gap="xs">
        <Text size="sm" c="dimmed" data-testid="reconciled-line">
          {last ? (
            <>
              <IconLock size={14} aria-hidden style={{ verticalAlign: 'middle' }} /> Reconciled to {formatMoney(last.statementBalance)} on{' '}
              {formatDisplayDate(last.statementDate)}
            </>
          ) : (
            'Not reconciled yet'
          )}
        </Text>
        <WriteButton size="xs" variant="light" onClick={() => setOpen(true)}>
          Reconcile
        </WriteButton>
      </Group>
      <ReconciledRowsContext.Provider value={status.data?.locked ?? NO_LOCKS}>{children}</ReconciledRowsContext.Provider>
      <ReconcileDialog accountId={accountId} accountName={accountName} opened={open} onClose={() => setOpen(false)} />
    </>
  );
}
