import { CATEGORY_TYPES_FOR_TRANSACTION } from '@life/domain/transactions/category-fit';
import type { BulkEditInput, BulkEditResultJson } from '@life/domain/transactions/bulk-edit';
import { Alert, Button, Group, Paper, Select, Text, type ComboboxData } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { showSuccessToast } from '../../../components/toast';
import type { Category } from '../categories/types';
import { useBulkEdit, useUndoBulkEdit } from './bulk-edit';
import { reconciledCountNow, useReconciledCount } from './reconciled-selection';
import type { RowSelection } from './use-row-selection';
import type { Transaction } from './types';

interface BulkActionsBarProps {
  selection: RowSelection;
  /** The rows the selection is over (to know the selected transactions' types). */
  transactions: readonly Transaction[];
  categories: ReadonlyMap<string, Category>;
  accounts: readonly { value: string; label: string }[];
}

const NO_CATEGORY = '__none__';
const STATUS_CHOICES = [
  { value: 'posted', label: 'Posted' },
  { value: 'pending', label: 'Pending' },
];

const plural = (count: number) => `${count} transaction${count === 1 ? '' : 's'}`;

/** Issue 24: what a bulk edit over reconciled transactions is told before it is sent. */
export function reconciledNotice(reconciled: number, selected: number): string {
  const which =
    reconciled === selected
      ? selected === 1
        ? 'It is'
        : `All ${selected} are`
      : `${reconciled} of the ${plural(selected)} ${reconciled === 1 ? 'is' : 'are'}`;
  return `${which} reconciled: changing ${reconciled === 1 ? 'it' : 'them'} changes a reconciled balance.`;
}

type BulkChange = Omit<BulkEditInput, 'ids'>;

/** What was done, for the toast and the undo notice. */
function doneText(body: BulkEditInput, result: BulkEditResultJson): string {
  if (body.action === 'delete') return `Deleted ${plural(result.changed)}`;
  return `Updated ${plural(result.changed)}`;
}

/**
 * Bulk edit of the ledger (issue 24): with rows selected, set their category, status or account, or
 * delete them: one request for the whole selection. The last edit stays offered for undo (one undo
 * reverts the whole edit) until another edit or dismissing it.
 */
export function BulkActionsBar({ selection, transactions, categories, accounts }: BulkActionsBarProps) {
  const bulkEdit = useBulkEdit();
  const undo = useUndoBulkEdit();
  const queryClient = useQueryClient();
  // Delete always asks; another change asks only when reconciled rows are selected (issue 24).
  const [confirming, setConfirming] = useState<{ change: BulkChange; reconciled: number } | null>(null);
  const [checking, setChecking] = useState(false);
  const [last, setLast] = useState<{ batchId: string; text: string } | null>(null);
  const selected = useMemo(() => transactions.filter((tx) => selection.isSelected(tx.id)), [transactions, selection]);
  const reconciledCount = useReconciledCount(selected);

  // Only the categories that fit every selected transaction's type (the server refuses the others).
  const categoryChoices = useMemo(() => {
    const types = new Set(transactions.filter((tx) => selection.isSelected(tx.id)).map((tx) => tx.type));
    const fitting = [...categories.values()].filter(
      (category) =>
        category.isActive && [...types].every((type) => CATEGORY_TYPES_FOR_TRANSACTION[type].includes(category.transactionType)),
    );
    return [
      { value: NO_CATEGORY, label: 'No category' },
      ...fitting.map((category) => ({ value: category.id, label: category.transactionCategory })),
    ];
  }, [transactions, categories, selection]);

  const run = (change: BulkChange) => {
    const body: BulkEditInput = { ...change, ids: [...selection.ids] };
    bulkEdit.mutate(body, {
      onSuccess: (result) => {
        const text = doneText(body, result);
        showSuccessToast(text);
        setLast({ batchId: result.batchId, text });
        selection.clear();
      },
      onSettled: () => setConfirming(null),
    });
  };

  // Before sending: count the reconciled rows among the selection (from the cache, fetched if missing).
  const request = async (change: BulkChange) => {
    setChecking(true);
    try {
      const reconciled = await reconciledCountNow(queryClient, selected);
      if (reconciled > 0 || change.action === 'delete') setConfirming({ change, reconciled });
      else run(change);
    } finally {
      setChecking(false);
    }
  };

  const undoLast = () => {
    if (!last) return;
    undo.mutate(last.batchId, {
      onSuccess: (result) => {
        showSuccessToast(`Undone: ${plural(result.count)} restored`);
        setLast(null);
      },
    });
  };

  const busy = bulkEdit.isPending || checking;
  const confirmCount = selection.size;
  const deleting = confirming?.change.action === 'delete';
  const notice = confirming && confirming.reconciled > 0 ? ` ${reconciledNotice(confirming.reconciled, confirmCount)}` : '';
  return (
    <>
      {selection.size > 0 && (
        <Paper withBorder radius="md" p="xs" mb="xs" role="toolbar" aria-label="Bulk edit" data-testid="bulk-actions">
          <Group gap="xs" wrap="wrap">
            <Text size="sm" fw={600} data-testid="bulk-selected-count" aria-live="polite">
              {selection.size} selected
            </Text>
            {reconciledCount !== null && reconciledCount > 0 && (
              <Text size="xs" c="yellow.8" data-testid="bulk-reconciled-count">
                <IconLock size={12} aria-hidden style={{ verticalAlign: 'middle' }} /> {reconciledCount} reconciled
              </Text>
            )}
            <ActionSelect
              label="Set category"
              data={categoryChoices}
              searchable
              disabled={busy}
              onPick={(value) => void request({ action: 'set-category', categoryId: value === NO_CATEGORY ? null : value })}
              w={180}
            />
            <ActionSelect
              label="Set status"
              data={STATUS_CHOICES}
              disabled={busy}
              onPick={(value) => void request({ action: 'set-status', posted: value as 'posted' | 'pending' })}
              w={130}
            />
            <ActionSelect
              label="Set account"
              data={accounts}
              searchable
              disabled={busy}
              onPick={(value) => void request({ action: 'set-account', accountId: value })}
              w={180}
            />
            <Button size="xs" color="red" variant="light" disabled={busy} onClick={() => void request({ action: 'delete' })}>
              Delete selected
            </Button>
            <Button size="xs" variant="subtle" onClick={() => selection.clear()}>
              Clear selection
            </Button>
          </Group>
        </Paper>
      )}
      {last && selection.size === 0 && (
        <Alert
          color="teal"
          mb="xs"
          withCloseButton
          closeButtonLabel="Dismiss"
          onClose={() => setLast(null)}
          data-testid="bulk-undo"
          title={last.text}
        >
          <Button size="xs" variant="light" loading={undo.isPending} onClick={undoLast}>
            Undo
          </Button>
        </Alert>
      )}
      <ConfirmDialog
        opened={confirming !== null}
        title={deleting ? 'Delete transactions' : 'Change reconciled transactions'}
        message={
          deleting
            ? `Delete ${plural(confirmCount)}?${notice} You can undo this right after.`
            : `Change ${plural(confirmCount)}?${notice} You can undo this right after.`
        }
        confirmLabel={deleting ? `Delete ${plural(confirmCount)}` : `Change ${plural(confirmCount)}`}
        loading={bulkEdit.isPending}
        onConfirm={() => confirming && run(confirming.change)}
        onCancel={() => setConfirming(null)}
      />
    </>
  );
}

/** A select that acts on the selection when a value is picked, then shows its label again. */
function ActionSelect({
  label,
  data,
  searchable = false,
  disabled,
  onPick,
  w,
}: {
  label: string;
  data: ComboboxData;
  searchable?: boolean;
  disabled: boolean;
  onPick: (value: string) => void;
  w: number;
}) {
  return (
    <Select
      size="xs"
      aria-label={label}
      placeholder={label}
      data={data}
      value={null}
      searchable={searchable}
      disabled={disabled}
      onChange={(value) => value && onPick(value)}
      w={w}
    />
  );
}
