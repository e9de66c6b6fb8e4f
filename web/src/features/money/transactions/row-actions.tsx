import { IconHistory, IconPencil, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { Transaction } from './types';

/** One item of a ledger row's actions menu. */
export interface RowAction {
  key: string;
  label: string;
  icon: ReactNode;
  color?: string;
  onSelect: () => void;
}

export interface RowActionHandlers {
  onEdit: (transaction: Transaction) => void;
  onDelete: (transaction: Transaction) => void;
  /** Opens the transaction's history (issue 10); absent: no 'History' item. */
  onHistory?: (transaction: Transaction) => void;
}

/**
 * The row's menu, in order. A new action (e.g. 'History') is one more entry here and one more
 * handler in RowActionHandlers; the row, the list and the keyboard need no change.
 */
export function transactionRowActions(tx: Transaction, handlers: RowActionHandlers): RowAction[] {
  const actions: RowAction[] = [];
  // SPEC 4: editing is offered only for transactions not generated from a recurring transaction.
  if (isEditable(tx)) {
    actions.push({
      key: 'edit',
      label: 'Edit Transaction',
      icon: <IconPencil size={14} aria-hidden />,
      onSelect: () => handlers.onEdit(tx),
    });
  }
  const { onHistory } = handlers;
  if (onHistory) {
    actions.push({ key: 'history', label: 'History', icon: <IconHistory size={14} aria-hidden />, onSelect: () => onHistory(tx) });
  }
  actions.push({
    key: 'delete',
    label: 'Delete Transaction',
    color: 'red',
    icon: <IconTrash size={14} aria-hidden />,
    onSelect: () => handlers.onDelete(tx),
  });
  return actions;
}

export const isEditable = (tx: Pick<Transaction, 'recurringTransactionId'>): boolean => !tx.recurringTransactionId;
