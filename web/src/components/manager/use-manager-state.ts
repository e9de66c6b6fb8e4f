import { useMemo, useState } from 'react';
import { filterByNameAndType, type FilterFields } from './filter-items';

export type ViewMode = 'cards' | 'list';

/**
 * A manager's state: search text, type filter, card/list view,
 * the item being edited ('new' when adding) or deleted, and the items the search and filter keep.
 * `fields` should be a stable (module-level) value.
 */
export function useManagerState<T, K extends string>(items: readonly T[] | undefined, fields: FilterFields<T, K>) {
  const [search, setSearch] = useState('');
  const [typeFilter, setTypeFilter] = useState<'all' | K>('all');
  const [view, setView] = useState<ViewMode>('cards');
  const [editing, setEditing] = useState<T | 'new' | null>(null);
  const [deleting, setDeleting] = useState<T | null>(null);

  const filtered = useMemo(() => filterByNameAndType(items ?? [], search, typeFilter, fields), [items, search, typeFilter, fields]);
  const filtering = search.trim() !== '' || typeFilter !== 'all';

  return {
    search,
    setSearch,
    typeFilter,
    setTypeFilter,
    view,
    setView,
    editing,
    setEditing,
    deleting,
    setDeleting,
    filtered,
    filtering,
  };
}

/** Everything `useManagerState` hands back; ManagerLayout drives its toolbar with it. */
export type ManagerState<T, K extends string> = ReturnType<typeof useManagerState<T, K>>;
