import { TransactionFormDialog } from './TransactionFormDialog';

/**
 * Quick entry (issue 24): 'Add New Transaction' opened by the shell's "n" shortcut from any page.
 * Loaded on the first press (the shell lazy-imports this file), so pages that never use it do not
 * carry the form.
 */
export default function QuickEntryDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return <TransactionFormDialog opened={opened} onClose={onClose} quickEntry />;
}
