import type { DeletedRecordJson } from '@life/domain/history/api';
import { Badge, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { IconRestore } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { QueryState } from '../../components/QueryState';
import { historyTime } from './format';
import { useRestoreDeletedRecord } from './mutations';
import { historyQueries } from './queries';
import { WriteButton } from '../../components/WriteButton';

const KIND_LABELS: Record<DeletedRecordJson['kind'], string> = {
  transaction: 'Transaction',
  account: 'Account',
  category: 'Category',
  goal: 'Goal',
  workout: 'Workout',
  meal: 'Meal',
};

/**
 * 'Recently deleted' (issue 10, in the money Settings): the caller's deleted transactions, accounts,
 * categories, goals, workouts and meals with when and their last values; 'Restore' (after a
 * confirmation) brings one back as it was, by appending its creation again, never by rewriting the log.
 */
export function RecentlyDeletedPanel() {
  const deleted = useQuery(historyQueries.deleted());
  const restore = useRestoreDeletedRecord();
  const [confirming, setConfirming] = useState<DeletedRecordJson | null>(null);

  return (
    <QueryState
      query={deleted}
      loading={
        <Center py="xl">
          <Loader size="sm" aria-label="Loading deleted records..." />
        </Center>
      }
      error={<Text c="red">Could not load your deleted records.</Text>}
      empty={<Text c="dimmed">Nothing deleted recently.</Text>}
    >
      {(records) => (
        <>
          <Stack gap="xs" role="list" aria-label="Deleted records">
            {records.map((record) => (
              <Group key={`${record.kind}-${record.id}`} role="listitem" justify="space-between" wrap="nowrap" gap="sm">
                <div style={{ minWidth: 0 }}>
                  <Group gap="xs" wrap="nowrap">
                    <Badge variant="light" size="sm">
                      {KIND_LABELS[record.kind]}
                    </Badge>
                    <Text fw={500} truncate>
                      {record.name}
                    </Text>
                  </Group>
                  <Text size="sm" c="dimmed">
                    {record.details} · deleted {historyTime(record.deletedAt)}
                  </Text>
                </div>
                <WriteButton
                  variant="light"
                  size="xs"
                  leftSection={<IconRestore size={14} aria-hidden />}
                  aria-label={`Restore ${record.name}`}
                  onClick={() => setConfirming(record)}
                >
                  Restore
                </WriteButton>
              </Group>
            ))}
          </Stack>
          <ConfirmDialog
            opened={confirming !== null}
            title="Restore deleted record"
            message={confirming ? `Restore "${confirming.name}" as it was when deleted?` : ''}
            confirmLabel="Restore"
            loading={restore.isPending}
            onCancel={() => setConfirming(null)}
            onConfirm={() => {
              if (!confirming) return;
              restore.mutate(confirming, { onSettled: () => setConfirming(null) });
            }}
          />
        </>
      )}
    </QueryState>
  );
}
