import type { HistoryEntryJson } from '@life/domain/history/api';
import type { HistoryKind } from '@life/domain/history/kinds';
import { Alert, Drawer, Loader, Stack, Text, Timeline } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { QueryState } from '../../components/QueryState';
import { accountQueries } from '../money/accounts/queries';
import { categoryQueries } from '../money/categories/queries';
import { recurringQueries } from '../money/recurring/queries';
import { changeText, historyTime, readableText, whoText, type HistoryNames } from './format';
import { useRestoreVersion } from './mutations';
import { historyQueries } from './queries';
import { WriteButton } from '../../components/WriteButton';

const NO_NAMES: ReadonlyMap<string, string> = new Map();

/** Names for the ids in money records' changes; other kinds hold none, so they fetch nothing. */
function useHistoryNames(kind: HistoryKind): HistoryNames {
  const money = kind === 'transaction' || kind === 'recurring-transaction';
  const accounts = useQuery({ ...accountQueries.names(), enabled: money });
  // A budget names its category (issue 26).
  const categories = useQuery({ ...categoryQueries.list(), enabled: money || kind === 'budget' });
  const recurring = useQuery({ ...recurringQueries.list(), enabled: kind === 'schedule' });
  return {
    account: accounts.data ?? NO_NAMES,
    category: new Map((categories.data ?? []).map((category) => [category.id, category.transactionCategory])),
    recurring: new Map((recurring.data ?? []).map((rule) => [rule.id, rule.title])),
  };
}

const RECORD_WORDS: Partial<Record<HistoryKind, string>> = {
  transaction: 'transaction',
  goal: 'goal',
  workout: 'workout',
  meal: 'meal',
  account: 'account',
  category: 'category',
  schedule: 'schedule',
  'recurring-transaction': 'recurring transaction',
  recipe: 'recipe',
  'body-weight': 'weight entry',
  budget: 'budget',
};

/** 'Restore this version' with its confirmation (the API marks the entries it can go back to: every kind with versions, budgets and body weight too). */
function RestoreVersion({ kind, id, entry }: { kind: HistoryKind; id: string; entry: HistoryEntryJson }) {
  const [confirming, setConfirming] = useState(false);
  const restore = useRestoreVersion(kind, id);
  return (
    <>
      <WriteButton variant="subtle" size="compact-xs" w="fit-content" onClick={() => setConfirming(true)}>
        Restore this version
      </WriteButton>
      <ConfirmDialog
        opened={confirming}
        title="Restore this version?"
        message={`The ${RECORD_WORDS[kind] ?? 'record'} goes back to how it was after '${readableText(entry.label)}' (${historyTime(entry.at)}). Nothing is erased: the restore is one more change in its history.`}
        confirmLabel="Restore"
        loading={restore.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => restore.mutate({ position: entry.position }, { onSettled: () => setConfirming(false) })}
      />
    </>
  );
}

function HistoryTimeline({ kind, id }: { kind: HistoryKind; id: string }) {
  const history = useQuery(historyQueries.record(kind, id));
  const names = useHistoryNames(kind);
  return (
    <QueryState
      query={history}
      loading={<Loader size="sm" aria-label="Loading history" />}
      error={<Alert color="red">Could not load the history. Please try again.</Alert>}
    >
      {(record) => (
        <Timeline active={record.entries.length - 1} bulletSize={20} lineWidth={2}>
          {record.entries.map((entry) => (
            <Timeline.Item
              key={entry.position}
              title={readableText(entry.label)}
              bullet={<IconHistory size={12} aria-hidden />}
              data-testid="history-entry"
            >
              <Stack gap={2}>
                {entry.changes.map((change) => (
                  // Text children: React escapes them, so a title like <img onerror> shows literally.
                  <Text key={change.field} size="sm">
                    {changeText(change, names)}
                  </Text>
                ))}
                <Text size="xs" c="dimmed">
                  {whoText(entry)}
                </Text>
                {entry.restorable ? <RestoreVersion kind={kind} id={id} entry={entry} /> : null}
              </Stack>
            </Timeline.Item>
          ))}
        </Timeline>
      )}
    </QueryState>
  );
}

interface HistoryDrawerProps {
  kind: HistoryKind;
  id: string;
  /** The record's name, in the title ('History of Groceries'). */
  name: string;
  opened: boolean;
  onClose: () => void;
}

/** A record's timeline, oldest first: what changed (before → after), who, how and when. Fetches only while open. */
export function HistoryDrawer({ kind, id, name, opened, onClose }: HistoryDrawerProps) {
  return (
    <Drawer opened={opened} onClose={onClose} position="right" title={`History of ${name}`} size="md">
      {opened ? <HistoryTimeline kind={kind} id={id} /> : null}
    </Drawer>
  );
}
