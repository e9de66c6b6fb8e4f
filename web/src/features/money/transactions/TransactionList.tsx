import { Box, Center, Loader, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type FocusEvent, type KeyboardEvent, type MouseEvent } from 'react';
import { HistoryDrawer } from '../../history';
import type { Category } from '../categories/types';
import { isEditable } from './row-actions';
import { TransactionRow } from './TransactionRow';
import { splitLinesOf, splitPanelHeight } from './SplitRowParts';
import type { Transaction } from './types';
import { selectionKey, selectionClick } from './selection-keys';
import type { RowSelection } from './use-row-selection';

interface TransactionListProps {
  transactions: readonly Transaction[];
  accountNames: ReadonlyMap<string, string>;
  categories: ReadonlyMap<string, Category>;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  onEdit: (transaction: Transaction) => void;
  onDelete: (transaction: Transaction) => void;
  onToggleStatus: (transaction: Transaction) => void;
  /** One account's ledger: each row shows the account's balance after it (issue 24). */
  showBalance?: boolean;
  /** The list's accessible name. */
  label?: string;
  /** Bulk edit (issue 24): rows get a checkbox; click, Shift/Ctrl+click, Space, Shift+arrows, Ctrl+A and Esc select. */
  selection?: RowSelection;
}

/**
 * Row heights of TransactionRow.module.css: one line from 48em, three on phones. Fixed, so nothing
 * is measured while scrolling; an expanded split row adds its lines' fixed heights (splitPanelHeight).
 */
export const ROW_HEIGHT = { wide: 40, phone: 72 } as const;
const WIDE = '(min-width: 48em)';
/**
 * Rows are keyed by slot (index modulo this), not by transaction: scrolling then rewrites the text
 * of rows that left the view instead of unmounting them and mounting new ones, which is most of a
 * frame's cost on a slow machine. More than the rows ever rendered at once (900 px / 40 px + overscan).
 */
const RECYCLE_SLOTS = 64;
/** Fetch the next page when the last rendered row is this close to the end of what is loaded. */
const LOAD_AHEAD_ROWS = 25;

const KEY_STEPS: Record<string, (index: number, count: number, page: number) => number> = {
  ArrowDown: (index, count) => Math.min(count - 1, index + 1),
  ArrowUp: (index) => Math.max(0, index - 1),
  PageDown: (index, count, page) => Math.min(count - 1, index + page),
  PageUp: (index, _count, page) => Math.max(0, index - page),
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/**
 * 'All Transactions' (SPEC 2), virtualised: only the rows in view (plus a few) are in the DOM, at
 * a fixed height each, so 2,000 rows scroll like 20. Further pages load as the end comes near.
 * Keyboard (issue 13): one row is in the Tab order (roving tabindex); ArrowUp/ArrowDown (and
 * PageUp/PageDown, Home/End) move between rows, Enter edits, Delete or Backspace asks to delete.
 */
export function TransactionList({
  transactions,
  accountNames,
  categories,
  hasMore,
  loadingMore,
  onLoadMore,
  onEdit,
  onDelete,
  onToggleStatus,
  showBalance = false,
  label = 'All transactions',
  selection,
}: TransactionListProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const rowHeight = useMediaQuery(WIDE, true) ? ROW_HEIGHT.wide : ROW_HEIGHT.phone;
  // Split rows shown with their lines (issue 24), by transaction id.
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set());
  const toggleSplit = useCallback(
    (id: string) =>
      setExpanded((open) => {
        const next = new Set(open);
        if (!next.delete(id)) next.add(id);
        return next;
      }),
    [],
  );
  // Stable between scroll frames: the virtualiser recomputes every row's offset whenever these change.
  const estimateSize = useCallback(
    (index: number) => {
      const tx = transactions[index];
      return rowHeight + (tx && expanded.has(tx.id) ? splitPanelHeight(splitLinesOf(tx).length) : 0);
    },
    [rowHeight, expanded, transactions],
  );
  const getItemKey = useCallback((index: number) => transactions[index]?.id ?? index, [transactions]);
  const getScrollElement = useCallback(() => scrollRef.current, []);
  // eslint-disable-next-line react-hooks/incompatible-library -- TanStack Virtual re-renders this component itself; nothing here is memoized around it
  const virtualizer = useVirtualizer({
    count: transactions.length,
    getScrollElement,
    estimateSize,
    getItemKey,
    overscan: 6,
    // Let React batch the scroll's re-render with the frame instead of flushing it inside the scroll event.
    useFlushSync: false,
  });
  const items = virtualizer.getVirtualItems();
  // One history drawer for the list; the last transaction shown stays its subject while it closes.
  const [historyOf, setHistoryOf] = useState<Transaction | null>(null);
  const [historyOpened, setHistoryOpened] = useState(false);
  const openHistory = useCallback((tx: Transaction) => {
    setHistoryOf(tx);
    setHistoryOpened(true);
  }, []);
  const lastIndex = items[items.length - 1]?.index ?? -1;

  useEffect(() => {
    if (hasMore && !loadingMore && lastIndex >= transactions.length - LOAD_AHEAD_ROWS) onLoadMore();
  }, [hasMore, loadingMore, lastIndex, transactions.length, onLoadMore]);

  useEffect(() => virtualizer.measure(), [virtualizer, estimateSize]);

  // The row Tab reaches; kept inside the list when it shrinks.
  const [activeIndex, setActiveIndex] = useState(0);
  const active = Math.min(activeIndex, Math.max(0, transactions.length - 1));
  // A row to focus once it is rendered (moving to a row out of view scrolls first).
  const pendingFocus = useRef<number | null>(null);
  useEffect(() => {
    const index = pendingFocus.current;
    if (index === null) return;
    const row = scrollRef.current?.querySelector<HTMLElement>(`[data-index="${index}"] [data-testid="transaction-row"]`);
    if (!row) return;
    pendingFocus.current = null;
    row.focus({ preventScroll: true });
  });

  const moveTo = useCallback(
    (index: number) => {
      setActiveIndex(index);
      pendingFocus.current = index;
      virtualizer.scrollToIndex(index, { align: 'auto' });
    },
    [virtualizer],
  );

  const rowIndexOf = (target: EventTarget): number | null => {
    // Only the list's own elements: events from the menu's and dialogs' portals bubble here through React too.
    if (!(target instanceof HTMLElement) || !scrollRef.current?.contains(target)) return null;
    const item = target.closest<HTMLElement>('[data-index]');
    return item ? Number(item.dataset.index) : null;
  };

  // The transaction whose row has focus. A recycled row that now shows another one hands focus to
  // the list itself (arrows bring it back to the active row), so keys never act on the wrong row.
  const focusedId = useRef<string | null>(null);
  useLayoutEffect(() => {
    const list = scrollRef.current;
    const focused = document.activeElement;
    if (!list || !(focused instanceof HTMLElement) || focused === list || !list.contains(focused)) return;
    const index = rowIndexOf(focused);
    if (index !== null && transactions[index]?.id !== focusedId.current) list.focus({ preventScroll: true });
  });

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.target === scrollRef.current && KEY_STEPS[event.key]) {
      event.preventDefault();
      moveTo(active);
      return;
    }
    const index = rowIndexOf(event.target);
    if (index === null) return;
    const step = KEY_STEPS[event.key];
    if (step) {
      event.preventDefault();
      const page = Math.max(1, Math.floor((scrollRef.current?.clientHeight ?? 0) / rowHeight) - 1);
      const next = step(index, transactions.length, page);
      if (selection && event.shiftKey) selectionKey(event, selection, transactions, index, next);
      moveTo(next);
      return;
    }
    if (selection && selectionKey(event, selection, transactions, index)) return;
    // Enter and Delete act on the row itself, not on its switch or menu button (Enter presses those).
    const onRow = (event.target as HTMLElement).dataset.testid === 'transaction-row';
    const tx = transactions[index];
    if (!onRow || !tx) return;
    if (event.key === 'Enter' && isEditable(tx)) {
      event.preventDefault();
      onEdit(tx);
    } else if (event.key === 'Delete' || event.key === 'Backspace') {
      event.preventDefault();
      onDelete(tx);
    }
  };

  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    const index = rowIndexOf(event.target);
    if (index === null) return;
    focusedId.current = transactions[index]?.id ?? null;
    if (index !== active) setActiveIndex(index);
  };

  const total = virtualizer.getTotalSize();
  return (
    <Box
      ref={scrollRef}
      data-testid="transaction-list"
      role="list"
      aria-label={label}
      tabIndex={-1}
      onKeyDown={onKeyDown}
      onFocus={onFocus}
      onClick={
        selection
          ? (event: MouseEvent<HTMLDivElement>) => selectionClick(event, selection, transactions, rowIndexOf(event.target))
          : undefined
      }
      // As tall as the rows need, at most most of the viewport; beyond that the list scrolls. An
      // opaque background lets Chromium scroll it on the compositor instead of repainting it per frame.
      style={{
        height: `min(75vh, 900px, ${total + (loadingMore ? 48 : 2)}px)`,
        overflowY: 'auto',
        overscrollBehavior: 'contain',
        backgroundColor: 'var(--mantine-color-body)',
        contain: 'strict',
      }}
    >
      <div style={{ height: total, width: '100%', position: 'relative' }}>
        {items.map((item) => {
          const tx = transactions[item.index];
          if (!tx) return null;
          return (
            <div
              key={item.index % RECYCLE_SLOTS}
              data-index={item.index}
              role="listitem"
              style={{
                position: 'absolute',
                top: 0,
                left: 0,
                width: '100%',
                height: item.size,
                transform: `translateY(${item.start}px)`,
                contain: 'strict', // a fixed-size box: nothing inside changes the layout outside
              }}
            >
              <TransactionRow
                transaction={tx}
                accountNames={accountNames}
                categories={categories}
                onEdit={onEdit}
                onDelete={onDelete}
                onHistory={openHistory}
                onToggleStatus={onToggleStatus}
                tabIndex={item.index === active ? 0 : -1}
                showBalance={showBalance}
                selectable={selection !== undefined}
                selected={selection?.isSelected(tx.id) ?? false}
                expanded={expanded.has(tx.id)}
                onToggleSplit={toggleSplit}
              />
            </div>
          );
        })}
      </div>
      {historyOf && (
        <HistoryDrawer
          kind="transaction"
          id={historyOf.id}
          name={historyOf.title}
          opened={historyOpened}
          onClose={() => setHistoryOpened(false)}
        />
      )}
      {loadingMore && (
        <Center py="sm">
          <Loader size="sm" aria-hidden />
          <Text size="sm" c="dimmed" ml="xs">
            Loading more transactions...
          </Text>
        </Center>
      )}
    </Box>
  );
}
