import type { ModalProps } from '@mantine/core';
import type { ReactNode } from 'react';
import type { FilterFields } from './filter-items';
import { ManagerDeleteDialog, ManagerFormDialog } from './ManagerDialogs';
import type { ManagerColumn, RowActionHandlers } from './ManagerItems';
import { ManagerTable } from './ManagerTable';
import { type ManagerEmptyProps, ManagerLayout, managerListStatus } from './ManagerLayout';
import { useManagerState } from './use-manager-state';

/** How a manager reads its items: search fields, type, and the colour its rows show. */
export interface ManagerFields<T, K extends string> extends FilterFields<T, K> {
  color: (item: T) => string;
}

export interface ItemManagerProps<T extends { id: string }, K extends string> {
  /** The list query's state (`useQuery(xQueries.list())`). */
  query: { data: readonly T[] | undefined; isPending: boolean; error: unknown };
  /** A module-level value (the filter memoises on it). */
  fields: ManagerFields<T, K>;
  /**
   * What the items are called: { one: 'account', title: 'Account', many: 'accounts' } gives
   * 'Search accounts', 'Filter by account type', 'Add Account', 'Edit Account', 'Delete account',
   * 'Could not load accounts. Please try again.' and sections labelled 'Checking accounts'.
   */
  names: { one: string; title: string; many: string };
  loadingText: string;
  /** Section order (and the type filter's options); each section lists its items by name. */
  types: readonly K[];
  /** A type's name in the filter and as its section's heading. */
  typeLabel: (type: K) => string;
  /** Count tiles of the filtered items, by type. */
  tiles: { type: K; label: string; testId: string; color?: string }[];
  /** What shows when nothing is left; `filtering` says whether search or filter hid items. Its add button opens the form. */
  empty: (filtering: boolean) => Omit<ManagerEmptyProps, 'onAdd'>;
  renderCard: (item: T, handlers: RowActionHandlers<T>) => ReactNode;
  /** The list view's table: a Type column (`typeCell`, default the type's name) follows the name, then `columns`. */
  table: {
    rowTestId: string;
    nameHeader: string;
    nameExtras?: (item: T) => ReactNode;
    typeCell?: (item: T) => ReactNode;
    columns: ManagerColumn<T>[];
  };
  form: {
    size: ModalProps['size'];
    styles?: ModalProps['styles'];
    render: (item: T | undefined, onDone: () => void) => ReactNode;
  };
  /** SPEC 8's confirmation prompt; may name the item. */
  deleteMessage: (item: T) => string;
  /** A feature's own delete confirmation instead of the plain prompt (the accounts' counts their transactions first). */
  renderDeleteDialog?: (deleting: T | null, onClose: () => void) => ReactNode;
  /** The feature's createMutationHooks result; the manager deletes with its `useDelete()`. */
  mutations: { useDelete(): { mutate(id: string, options: { onSettled: () => void }): void; isPending: boolean } };
}

/** A manager's fixed part, kept beside the feature's card and columns as one module-level value. */
export type ItemManagerConfig<T extends { id: string }, K extends string> = Omit<ItemManagerProps<T, K>, 'query'>;

/**
 * A whole manager (SPEC 2's accounts and category managers; budgets, goals, workouts and meals
 * next): toolbar, tiles, items grouped by type as cards or a table, the add/edit dialog and the
 * delete confirmation. A feature gives its fields, texts, card body, columns and form.
 */
export function ItemManager<T extends { id: string }, K extends string>(props: ItemManagerProps<T, K>) {
  const { query, fields, names, typeLabel } = props;
  const state = useManagerState(query.data, fields);
  const deleteMutation = props.mutations.useDelete();
  const { filtered, filtering, setEditing, setDeleting } = state;
  const handlers: RowActionHandlers<T> = { onEdit: setEditing, onDelete: setDeleting };
  const ofType = (type: K) => filtered.filter((item) => fields.type(item) === type);

  const status = managerListStatus({
    isPending: query.isPending,
    error: query.error,
    count: filtered.length,
    loadingText: props.loadingText,
    errorText: `Could not load ${names.many}. Please try again.`,
    empty: { ...props.empty(filtering), onAdd: () => setEditing('new') },
  });

  return (
    <ManagerLayout
      state={state}
      searchLabel={`Search ${names.many}`}
      filterLabel={`Filter by ${names.one} type`}
      filterOptions={[{ value: 'all', label: 'All Types' }, ...props.types.map((type) => ({ value: type, label: typeLabel(type) }))]}
      addLabel={`Add ${names.title}`}
      tiles={props.tiles.map((tile) => ({
        key: tile.type,
        label: tile.label,
        count: ofType(tile.type).length,
        testId: tile.testId,
        color: tile.color,
      }))}
      status={status}
      sections={props.types.map((type) => ({
        key: type,
        title: typeLabel(type),
        ariaLabel: `${typeLabel(type)} ${names.many}`,
        items: ofType(type).sort((a, b) => fields.name(a).localeCompare(fields.name(b))),
      }))}
      renderCard={(item) => props.renderCard(item, handlers)}
      renderTable={(sections) => (
        <ManagerTable sections={sections} name={fields.name} color={fields.color} {...props.table} {...handlers} />
      )}
    >
      <ManagerFormDialog
        editing={state.editing}
        onClose={() => setEditing(null)}
        addTitle={`Add ${names.title}`}
        editTitle={`Edit ${names.title}`}
        size={props.form.size}
        styles={props.form.styles}
        renderForm={props.form.render}
      />
      {props.renderDeleteDialog ? (
        props.renderDeleteDialog(state.deleting, () => setDeleting(null))
      ) : (
        <ManagerDeleteDialog
          deleting={state.deleting}
          onClose={() => setDeleting(null)}
          title={`Delete ${names.one}`}
          message={props.deleteMessage}
          deleteMutation={deleteMutation}
        />
      )}
    </ManagerLayout>
  );
}
