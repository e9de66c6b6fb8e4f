import { Button, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { BankImportSummaryJson } from '@life/domain/imports/bank-csv/index';
import type { ImportBatchJson } from '@life/domain/imports/batch/api';
import { assertWritable, useReadOnly } from '../../../api/as-of';
import { apiFetch } from '../../../api/fetch';
import { invalidateAreas } from '../../../api/areas';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { errorToastHandler, showSuccessToast } from '../../../components/toast';
import { ImportSummary, plural } from '../../health-imports';
import { bankImportAreas } from './bank-uploads';
import { ApplyRulesToImport, ImportRuleHits } from '../rules';

const TRANSACTIONS = { one: 'transaction', many: 'transactions' };

/** What the import did (added, skipped with why, pending ones posted, rejected rows with reasons) and 'Undo import'. */
export function BankImportSummary({ summary, onUndone }: { summary: BankImportSummaryJson; onUndone: () => void }) {
  const queryClient = useQueryClient();
  const readOnly = useReadOnly();
  const [confirming, setConfirming] = useState(false);
  const undo = useMutation({
    mutationFn: () => {
      assertWritable();
      return apiFetch<ImportBatchJson>(`/api/imports/${summary.importId}/undo`, { method: 'POST' });
    },
    onSuccess: async (batch) => {
      showSuccessToast('Import undone', `${plural(batch.removed ?? 0, 'transaction', 'transactions')} removed`);
      setConfirming(false);
      onUndone();
      await invalidateAreas(queryClient, bankImportAreas);
    },
    onError: errorToastHandler('Could not undo the import. Please try again.'),
  });
  return (
    <ImportSummary summary={summary} noun={TRANSACTIONS} duplicates={summary.duplicatesSkipped}>
      {summary.posted > 0 && (
        <Text size="sm" mt="xs">
          {plural(summary.posted, 'pending transaction', 'pending transactions')} matched by the file marked posted.
        </Text>
      )}
      {(summary.removed ?? 0) > 0 && (
        <Text size="sm" mt="xs">
          {plural(summary.removed!, 'pending hold', 'pending holds')} removed: released by the bank, or replaced by the posted transaction.
          Undo brings {summary.removed === 1 ? 'it' : 'them'} back.
        </Text>
      )}
      {(summary.unmatchedTransferAccounts?.length ?? 0) > 0 && (
        <Text size="sm" mt="xs">
          Transfers to accounts you do not have were imported uncategorised: {summary.unmatchedTransferAccounts!.join(', ')}
        </Text>
      )}
      <Button mt="sm" variant="light" color="red" size="xs" disabled={readOnly} onClick={() => setConfirming(true)}>
        Undo import
      </Button>
      {/* issue 23 (h10): rules made since (say from a row) re-run on this import's transactions */}
      <ApplyRulesToImport importId={summary.importId} added={summary.added} />
      <ImportRuleHits summary={summary} />
      <ConfirmDialog
        opened={confirming}
        title="Undo import"
        message={`Remove the ${plural(summary.added, 'transaction', 'transactions')} this import added? The history keeps a record of both.`}
        confirmLabel="Undo import"
        loading={undo.isPending}
        onConfirm={() => undo.mutate()}
        onCancel={() => setConfirming(false)}
      />
    </ImportSummary>
  );
}
