import type { KeyboardEvent, MouseEvent } from 'react';
import type { RowSelection } from './use-row-selection';

/**
 * The ledger's selection keys (issue 24), for TransactionList's key handler on the row at `index`:
 * Space on the row toggles it, Shift+arrow (`next` given: where the focus moves) extends from the
 * anchor, Ctrl/Cmd+A selects every loaded row, Esc clears. Returns true when the key was one of these.
 */
export function selectionKey(
  event: KeyboardEvent<HTMLElement>,
  selection: RowSelection,
  rows: readonly { id: string }[],
  index: number,
  next?: number,
): boolean {
  const here = rows[index]?.id;
  if (here === undefined) return false;
  if (next !== undefined) {
    const there = rows[next]?.id;
    if (there !== undefined) selection.extend(here, there);
    return true;
  }
  const onRow = event.target instanceof HTMLElement && event.target.dataset.testid === 'transaction-row';
  if (event.key === ' ' && onRow) {
    event.preventDefault();
    selection.toggle(here);
    return true;
  }
  if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'a') {
    event.preventDefault();
    selection.selectAll();
    return true;
  }
  if (event.key === 'Escape' && selection.size > 0) {
    event.preventDefault();
    selection.clear();
    return true;
  }
  return false;
}

/**
 * A click in the list: on a row's checkbox it toggles the row (Shift: the range from the anchor);
 * anywhere else on a row, Ctrl/Cmd+click toggles and Shift+click selects the range. The row's own
 * buttons (status switch, actions menu) keep their clicks.
 */
export function selectionClick(
  event: MouseEvent<HTMLElement>,
  selection: RowSelection,
  rows: readonly { id: string }[],
  index: number | null,
): void {
  const id = index === null ? undefined : rows[index]?.id;
  const target = event.target;
  if (id === undefined || !(target instanceof HTMLElement)) return;
  const onBox = target.dataset.select !== undefined;
  if (!onBox && (target.closest('button, a, input') || !(event.shiftKey || event.ctrlKey || event.metaKey))) return;
  if (!onBox) event.preventDefault();
  if (event.shiftKey) selection.selectRange(id);
  else selection.toggle(id);
}
