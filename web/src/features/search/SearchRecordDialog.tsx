import { Modal } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { CategoryForm, RecurringEditDialog, TransactionFormDialog } from '../money/dialogs';
import { categoryQueries } from '../money/categories/queries';
import { recurringQueries } from '../money/recurring/queries';
import type { SearchResults } from './types';

/** A found record that opens in a dialog over the current page (the others open their page). */
export type DialogRecord =
  | { area: 'transactions'; transaction: SearchResults['transactions'][number]['transaction'] }
  | { area: 'categories'; id: string }
  | { area: 'recurring'; id: string };

/**
 * The edit dialog of a record found by the header's search: a transaction ('Edit Transaction', with
 * the transaction the search returned), a category or a recurring transaction (looked up in their
 * lists, which the money pages load anyway). Loaded lazily: the header's bundle stays small.
 */
export default function SearchRecordDialog({ record, onClose }: { record: DialogRecord; onClose: () => void }) {
  if (record.area === 'transactions') return <TransactionFormDialog opened transaction={record.transaction} onClose={onClose} />;
  if (record.area === 'categories') return <CategoryDialog id={record.id} onClose={onClose} />;
  return <RecurringDialog id={record.id} onClose={onClose} />;
}

function CategoryDialog({ id, onClose }: { id: string; onClose: () => void }) {
  const category = useQuery(categoryQueries.list()).data?.find((item) => item.id === id);
  return (
    <Modal opened={category !== undefined} onClose={onClose} title="Edit Category" size="56rem">
      {category && <CategoryForm category={category} onDone={onClose} />}
    </Modal>
  );
}

function RecurringDialog({ id, onClose }: { id: string; onClose: () => void }) {
  const record = useQuery(recurringQueries.list()).data?.find((item) => item.id === id) ?? null;
  return <RecurringEditDialog record={record} onClose={onClose} />;
}
