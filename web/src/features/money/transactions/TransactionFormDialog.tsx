import { Modal } from '@mantine/core';
import { TransactionForm } from './TransactionForm';
import type { Transaction } from './types';

interface TransactionFormDialogProps {
  opened: boolean;
  onClose: () => void;
  /** Edit this transaction ('Edit Transaction'); without it the dialog adds one ('Add New Transaction'). */
  transaction?: Transaction | null;
}

export function TransactionFormDialog({ opened, onClose, transaction }: TransactionFormDialogProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={transaction ? 'Edit Transaction' : 'Add New Transaction'}
      size="lg"
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      {/* Mounted only while open: each opening starts from fresh values. */}
      {opened && <TransactionForm key={transaction?.id ?? 'new'} transaction={transaction ?? undefined} onDone={onClose} />}
    </Modal>
  );
}
