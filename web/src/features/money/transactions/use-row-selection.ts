import { useCallback, useMemo, useState } from 'react';

/**
 * The ledger's row selection for bulk edit (issue 24), over the rows loaded, in list order.
 * Click or Space toggles a row and makes it the anchor; Shift+click (or Shift+arrow) selects from
 * the anchor to that row; Ctrl/Cmd+A selects every loaded row; Esc clears. Rows that leave the
 * list (filtered out, deleted) leave the selection.
 */
export interface RowSelection {
  /** Selected ids still in the list, in list order. */
  readonly ids: readonly string[];
  readonly size: number;
  isSelected(id: string): boolean;
  toggle(id: string): void;
  /** Adds the rows from the anchor (or the first row) to `id`; `id` becomes the anchor when there was none. */
  selectRange(id: string): void;
  /** Shift+arrow: from the anchor (or `fromId`) to `toId`, replacing the range extended before. */
  extend(fromId: string, toId: string): void;
  selectAll(): void;
  clear(): void;
}

interface SelectionState {
  selected: ReadonlySet<string>;
  anchor: string | null;
}

const EMPTY: SelectionState = { selected: new Set(), anchor: null };

/** The ids from `a` to `b` inclusive, in list order (empty when either is not in the list). */
function between(order: readonly string[], a: string, b: string): string[] {
  const from = order.indexOf(a);
  const to = order.indexOf(b);
  if (from < 0 || to < 0) return [];
  return order.slice(Math.min(from, to), Math.max(from, to) + 1);
}

export function useRowSelection(rows: readonly { id: string }[]): RowSelection {
  const order = useMemo(() => rows.map((row) => row.id), [rows]);
  const [state, setState] = useState<SelectionState>(EMPTY);

  const toggle = useCallback((id: string) => {
    setState(({ selected }) => {
      const next = new Set(selected);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return { selected: next, anchor: id };
    });
  }, []);

  const selectRange = useCallback(
    (id: string) => {
      setState(({ selected, anchor }) => {
        const start = anchor !== null && order.includes(anchor) ? anchor : (order[0] ?? id);
        return { selected: new Set([...selected, ...between(order, start, id)]), anchor: start };
      });
    },
    [order],
  );

  const extend = useCallback(
    (fromId: string, toId: string) => {
      setState(({ selected, anchor }) => {
        const start = anchor !== null && order.includes(anchor) ? anchor : fromId;
        // The rows between the anchor and where the focus was came from this extension: redo them.
        const previous = new Set(between(order, start, fromId));
        const kept = [...selected].filter((id) => !previous.has(id) || id === start);
        return { selected: new Set([...kept, ...between(order, start, toId)]), anchor: start };
      });
    },
    [order],
  );

  const selectAll = useCallback(() => setState(({ anchor }) => ({ selected: new Set(order), anchor })), [order]);
  const clear = useCallback(() => setState(EMPTY), []);

  return useMemo(() => {
    const ids = order.filter((id) => state.selected.has(id));
    const present = new Set(ids);
    return {
      ids,
      size: ids.length,
      isSelected: (id: string) => present.has(id),
      toggle,
      selectRange,
      extend,
      selectAll,
      clear,
    };
  }, [order, state.selected, toggle, selectRange, extend, selectAll, clear]);
}
