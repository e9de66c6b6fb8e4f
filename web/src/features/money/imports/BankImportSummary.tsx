import { Alert, Button, List, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { BankImportSummaryJson } from '@life/domain/imports/bank-csv/index';
import type { ImportBatchJson } from '@life/domain/imports/batch/api';
import { assertWritable, useReadOnly } from '../../../api/as-of';
import { apiFetch } from '../../../api/fetch';
import { invalidateKeys } from '../../../api/mutation-hooks';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { errorToastHandler, showSuccessToast } from '../../../components/toast';
import { invalidatesAfterBankImport } from './bank-uploads';

const plural = (count: number, one: string, many: string) => `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;

/** What the import did (added, skipped as duplicates, rejected rows with reasons) and 'Undo import'. */
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
      await invalidateKeys(queryClient, invalidatesAfterBankImport());
    },
    onError: errorToastHandler('Could not undo the import. Please try again.'),
  });
  const { added, skipped, rejected, rejectedCount } = summary;
  return (
    <Alert color={rejectedCount > 0 ? 'yellow' : 'green'} title="Import finished" role="status">
      <Text size="sm">
        {plural(added, 'transaction', 'transactions')} added, {plural(skipped, 'duplicate', 'duplicates')} skipped,{' '}
        {plural(rejectedCount, 'row', 'rows')} rejected.
      </Text>
      {rejected.length > 0 && (
        <List size="sm" mt="xs" aria-label="Rejected rows">
          {rejected.map((problem) => (
            <List.Item key={`${problem.row}-${problem.column ?? ''}`}>{problem.reason}</List.Item>
          ))}
          {rejectedCount > rejected.length && <List.Item>…and {rejectedCount - rejected.length} more</List.Item>}
        </List>
      )}
      <Button mt="sm" variant="light" color="red" size="xs" disabled={readOnly} onClick={() => setConfirming(true)}>
        Undo import
      </Button>
      <ConfirmDialog
        opened={confirming}
        title="Undo import"
        message={`Remove the ${plural(added, 'transaction', 'transactions')} this import added? The history keeps a record of both.`}
        confirmLabel="Undo import"
        loading={undo.isPending}
        onConfirm={() => undo.mutate()}
        onCancel={() => setConfirming(false)}
      />
    </Alert>
  );
}
