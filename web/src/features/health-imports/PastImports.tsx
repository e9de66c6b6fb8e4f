import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ImportBatchJson, ImportKind } from '@life/domain/imports/batch/api';
import { assertWritable, useReadOnly } from '../../api/as-of';
import { apiFetch } from '../../api/fetch';
import { type Area, invalidateAreas } from '../../api/areas';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { DimmedText, QueryState } from '../../components/QueryState';
import { SectionCard } from '../../components/SectionCard';
import { errorToastHandler, showSuccessToast } from '../../components/toast';
import { formatDateTime } from '../../format';
import { importQueries } from './queries';

/** The past imports of one kind, each with its summary and 'Undo import' (confirmed first). */
export function PastImports({ kind, noun, touches }: { kind: ImportKind; noun: { one: string; many: string }; touches: readonly Area[] }) {
  const queryClient = useQueryClient();
  const readOnly = useReadOnly();
  const { data: batches = [], isPending } = useQuery(importQueries.list(kind));
  const [undoing, setUndoing] = useState<ImportBatchJson | null>(null);
  const undo = useMutation({
    mutationFn: (batch: ImportBatchJson) => {
      assertWritable();
      return apiFetch<ImportBatchJson>(`/api/imports/${batch.id}/undo`, { method: 'POST' });
    },
    onSuccess: async (batch) => {
      showSuccessToast('Import undone', `${batch.removed ?? 0} ${batch.removed === 1 ? noun.one : noun.many} removed`);
      setUndoing(null);
      await invalidateAreas(queryClient, [...touches, 'imports']);
    },
    onError: errorToastHandler('Could not undo the import. Please try again.'),
  });

  return (
    <SectionCard title="Past imports">
      <QueryState
        // A failed load reads as no imports, as before.
        query={{ data: batches, isPending, isError: false }}
        loading={null}
        error={null}
        empty={<DimmedText>No imports yet</DimmedText>}
      >
        {(list) => (
          <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label="Past imports">
            {list.map((batch) => (
              <Group key={batch.id} component="li" justify="space-between" wrap="nowrap" aria-label={batch.fileName}>
                <div>
                  <Text fw={500}>{batch.fileName}</Text>
                  <Text size="sm" c="dimmed">
                    {formatDateTime(batch.startedAt)} · {batch.added} added, {batch.skipped} skipped, {batch.rejectedCount} rejected
                  </Text>
                </div>
                {batch.status === 'undone' ? (
                  <Badge color="gray">Undone</Badge>
                ) : batch.status === 'completed' ? (
                  <Button variant="light" color="red" size="xs" disabled={readOnly} onClick={() => setUndoing(batch)}>
                    Undo import
                  </Button>
                ) : (
                  <Badge>Running</Badge>
                )}
              </Group>
            ))}
          </Stack>
        )}
      </QueryState>
      <ConfirmDialog
        opened={undoing !== null}
        title="Undo import"
        message={`Remove the ${undoing?.added ?? 0} ${undoing?.added === 1 ? noun.one : noun.many} this import added? The history keeps a record of both.`}
        confirmLabel="Undo import"
        loading={undo.isPending}
        onConfirm={() => undoing && undo.mutate(undoing)}
        onCancel={() => setUndoing(null)}
      />
    </SectionCard>
  );
}
