import { Modal } from '@mantine/core';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { ReconciledWarning } from './ReconciledWarning';
import { TransactionForm } from './TransactionForm';
import type { Transaction } from './types';

interface TransactionFormDialogProps {
  opened: boolean;
  onClose: () => void;
  /** Edit this transaction ('Edit Transaction'); without it the dialog adds one ('Add New Transaction'). */
  transaction?: Transaction | null;
  /** After a save is confirmed (Continue): the transaction as saved. */
  onSaved?: (transaction: Transaction) => void;
  /** Opened by the quick-entry shortcut (TransactionForm's quickEntry). */
  quickEntry?: boolean;
}

/**
 * The add/edit transaction dialog. Esc, a click outside and the X close it at once while the form
 * is untouched; with changes they ask first ('Discard changes?'), so a half-filled form is never
 * lost by a stray key (Cancel is an explicit choice and closes without asking).
 */
export function TransactionFormDialog({ opened, onClose, transaction, onSaved, quickEntry }: TransactionFormDialogProps) {
  const [dirty, setDirty] = useState(false);
  const [asking, setAsking] = useState(false);
  const close = () => {
    setDirty(false);
    setAsking(false);
    onClose();
  };
  return (
    <>
      <Modal
        opened={opened}
        onClose={() => (dirty ? setAsking(true) : close())}
        title={transaction ? 'Edit Transaction' : 'Add New Transaction'}
        size="lg"
        styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
      >
        {/* Mounted only while open: each opening starts from fresh values. */}
        {opened && transaction && <ReconciledWarning transaction={transaction} />}
        {opened && (
          <TransactionForm
            key={transaction?.id ?? 'new'}
            transaction={transaction ?? undefined}
            onDone={close}
            onSaved={onSaved}
            onDirtyChange={setDirty}
            quickEntry={quickEntry}
          />
        )}
      </Modal>
      <ConfirmDialog
        opened={asking}
        title="Discard changes?"
        message="The transaction has not been saved. Discard what you entered?"
        confirmLabel="Discard"
        cancelLabel="Keep editing"
        onConfirm={close}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}
