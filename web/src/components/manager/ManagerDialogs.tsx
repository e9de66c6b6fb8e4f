import { Modal, type ModalProps } from '@mantine/core';
import { Fragment, type ReactNode, useState } from 'react';
import { ConfirmDialog } from '../ConfirmDialog';

interface ManagerFormDialogProps<T extends { id: string }> {
  /** The item being edited, 'new' when adding, null when closed (useManagerState's `editing`). */
  editing: T | 'new' | null;
  onClose: () => void;
  addTitle: string;
  editTitle: string;
  size: ModalProps['size'];
  styles?: ModalProps['styles'];
  /** The form: `item` undefined when adding; `onDone` closes the dialog. Keyed by item, so switching items starts fresh. */
  renderForm: (item: T | undefined, onDone: () => void) => ReactNode;
}

/** The add/edit dialog of a manager. */
export function ManagerFormDialog<T extends { id: string }>({
  editing,
  onClose,
  addTitle,
  editTitle,
  size,
  styles,
  renderForm,
}: ManagerFormDialogProps<T>) {
  return (
    <Modal opened={editing !== null} onClose={onClose} title={editing === 'new' ? addTitle : editTitle} size={size} styles={styles}>
      {editing !== null && (
        <Fragment key={editing === 'new' ? 'new' : editing.id}>{renderForm(editing === 'new' ? undefined : editing, onClose)}</Fragment>
      )}
    </Modal>
  );
}

/** The part of a delete mutation (`useDelete()` of createMutationHooks) the dialog drives. */
interface DeleteMutation {
  mutate(id: string, options: { onSettled: () => void }): void;
  isPending: boolean;
}

interface ManagerDeleteDialogProps<T extends { id: string }> {
  /** The item asked about, null when closed (useManagerState's `deleting`). */
  deleting: T | null;
  onClose: () => void;
  title: string;
  /** The prompt (SPEC 8 confirmations); may name the item. */
  message: (item: T) => string;
  deleteMutation: DeleteMutation;
}

/** "Are you sure?" before a manager deletes an item; closes once the delete settles (its toast says how it went). */
export function ManagerDeleteDialog<T extends { id: string }>({
  deleting,
  onClose,
  title,
  message,
  deleteMutation,
}: ManagerDeleteDialogProps<T>) {
  // Keeps the prompt while the dialog fades out after `deleting` is cleared: the last one shown is
  // state, updated during render when it changes (React's "adjusting state on a prop change").
  const openMessage = deleting ? message(deleting) : null;
  const [lastMessage, setLastMessage] = useState('');
  if (openMessage !== null && openMessage !== lastMessage) setLastMessage(openMessage);

  const confirm = () => {
    if (deleting) deleteMutation.mutate(deleting.id, { onSettled: onClose });
  };

  return (
    <ConfirmDialog
      opened={deleting !== null}
      title={title}
      message={openMessage ?? lastMessage}
      loading={deleteMutation.isPending}
      onConfirm={confirm}
      onCancel={onClose}
    />
  );
}
