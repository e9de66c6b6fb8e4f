import type { DeletedRecordJson } from '@life/domain/history/api';
import { Badge, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { IconRestore } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { QueryState } from '../../components/QueryState';
import { historyTime, readableText } from './format';
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
  rule: 'Rule',
  recipe: 'Recipe',
  'body-weight': 'Body weight',
  'recurring-transaction': 'Recurring',
};

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** What a record's deletion took is named by it: a recurring transaction's transactions are its occurrences. */
const takenWord = (record: DeletedRecordJson) =>
  record.kind === 'recurring-transaction' ? 'occurrence' : (record.deletedWith?.kind ?? '');

/** What the restore brings back: the record, and what its deletion took with it (issue 26). */
export function restorePrompt(record: DeletedRecordJson): string {
  if (!record.deletedWith) return `Restore "${record.name}" as it was when deleted?`;
  return `Restore "${record.name}" and its ${plural(record.deletedWith.count, takenWord(record))} as they were when deleted?`;
}

/**
 * The rows a record's deletion took (an account's transactions, a recurring transaction's
 * occurrences): not restorable on their own, they
 * come back with it. The latest few are listed; the count says how many.
 */
function DeletedWith({ group, word }: { group: NonNullable<DeletedRecordJson['deletedWith']>; word: string }) {
  const label = `with ${plural(group.count, word)}`;
  return (
    <details>
      <summary>
        <Text span size="sm">
          {label}
        </Text>
      </summary>
      <Stack gap={2} role="list" aria-label={`Deleted ${label}`} pl="md">
        {group.records.map((taken) => (
          <Text key={taken.id} role="listitem" size="sm" c="dimmed" truncate>
            {taken.name} · {readableText(taken.details)}
          </Text>
        ))}
        {group.count > group.records.length && (
          <Text size="sm" c="dimmed">
            and {group.count - group.records.length} more
          </Text>
        )}
      </Stack>
    </details>
  );
}

/**
 * 'Recently deleted' (issue 10, in the money Settings): the caller's deleted transactions, accounts,
 * categories, goals, workouts, meals, categorisation rules, recipes, body-weight entries and recurring transactions with when and their last values; 'Restore' (after a
 * confirmation) brings one back as it was, by appending its creation again, never by rewriting the log.
 * An account deleted with its transactions lists them under it and comes back with them, a recurring
 * transaction the occurrences its deletion removed (issue 26).
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
                    {readableText(record.details)} · deleted {historyTime(record.deletedAt)}
                  </Text>
                  {record.deletedWith && <DeletedWith group={record.deletedWith} word={takenWord(record)} />}
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
            message={confirming ? restorePrompt(confirming) : ''}
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
