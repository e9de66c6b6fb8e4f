import { useQuery } from '@tanstack/react-query';
import { ManagerDeleteDialog } from '../../../components/manager/ManagerDialogs';
import { plural } from '../format';
import { categoryMutations } from './mutations';
import { categoryQueries } from './queries';
import type { Category } from './types';
import { RESTORABLE_NOTE } from '../../../components/restore-note';

/** SPEC 8's category confirmation, exact. */
export const CATEGORY_DELETE_MESSAGE = `Are you sure you want to delete this expense category? ${RESTORABLE_NOTE}`;

/**
 * The prompt with how many transactions use the category (issue 24), before SPEC's sentence:
 * '3 transactions use this category. Are you sure ...'. While counting (or when counting failed)
 * SPEC's sentence alone, after a counting note.
 */
export function categoryDeleteMessage(usage: { transactions: number } | undefined, counting: boolean): string {
  if (usage === undefined)
    return counting ? `Counting the transactions that use it... ${CATEGORY_DELETE_MESSAGE}` : CATEGORY_DELETE_MESSAGE;
  const uses =
    usage.transactions === 0
      ? 'No transactions use this category.'
      : `${plural(usage.transactions, 'transaction')} ${usage.transactions === 1 ? 'uses' : 'use'} this category.`;
  return `${uses} ${CATEGORY_DELETE_MESSAGE}`;
}

interface CategoryDeleteDialogProps {
  /** The category asked about, null when closed (the manager's `deleting`). */
  deleting: Category | null;
  onClose: () => void;
}

/** The category manager's delete confirmation: it counts the transactions using the category first. */
export function CategoryDeleteDialog({ deleting, onClose }: CategoryDeleteDialogProps) {
  const usage = useQuery({ ...categoryQueries.usage(deleting?.id ?? ''), enabled: deleting !== null, gcTime: 0 });
  const deleteMutation = categoryMutations.useDelete();
  const counted = usage.isFetching ? undefined : usage.data;
  return (
    <ManagerDeleteDialog
      deleting={deleting}
      onClose={onClose}
      title="Delete category"
      message={() => categoryDeleteMessage(counted, usage.isFetching)}
      deleteMutation={deleteMutation}
    />
  );
}
