import { Box, Center, Loader, Text } from '@mantine/core';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef } from 'react';
import type { Category } from '../categories/types';
import { TransactionRow } from './TransactionRow';
import type { Transaction } from './types';

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
}

const ESTIMATED_ROW_HEIGHT = 124;
const ROW_GAP = 8;
/** Fetch the next page when the last rendered row is this close to the end of what is loaded. */
const LOAD_AHEAD_ROWS = 25;

/**
 * 'All Transactions' (SPEC 2), virtualised: only the rows in view (plus a few) are in the DOM,
 * each measured after render, so 10,000 rows scroll as smoothly as 10. Further pages load as
 * the end comes near.
 */
export function TransactionList({
  transactions,
  accountNames,
  categories,
  hasMore,
  loadingMore,
  onLoadMore,
  ...handlers
}: TransactionListProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  // eslint-disable-next-line react-hooks/incompatible-library -- TanStack Virtual re-renders this component itself; nothing here is memoized around it
  const virtualizer = useVirtualizer({
    count: transactions.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ESTIMATED_ROW_HEIGHT,
    getItemKey: (index) => transactions[index]?.id ?? index,
    overscan: 6,
    gap: ROW_GAP,
  });
  const items = virtualizer.getVirtualItems();
  const lastIndex = items[items.length - 1]?.index ?? -1;

  useEffect(() => {
    if (hasMore && !loadingMore && lastIndex >= transactions.length - LOAD_AHEAD_ROWS) onLoadMore();
  }, [hasMore, loadingMore, lastIndex, transactions.length, onLoadMore]);

  return (
    <Box
      ref={scrollRef}
      data-testid="transaction-list"
      role="list"
      aria-label="All transactions"
      // As tall as the rows need, at most most of the viewport; beyond that the list scrolls.
      style={{
        height: `min(70vh, 760px, ${virtualizer.getTotalSize() + (loadingMore ? 48 : 4)}px)`,
        overflowY: 'auto',
        overscrollBehavior: 'contain',
      }}
    >
      <div style={{ height: virtualizer.getTotalSize(), width: '100%', position: 'relative' }}>
        {items.map((item) => {
          const tx = transactions[item.index];
          if (!tx) return null;
          return (
            <div
              key={item.key}
              data-index={item.index}
              ref={virtualizer.measureElement}
              role="listitem"
              style={{ position: 'absolute', top: 0, left: 0, width: '100%', transform: `translateY(${item.start}px)`, paddingRight: 4 }}
            >
              <TransactionRow transaction={tx} accountNames={accountNames} categories={categories} {...handlers} />
            </div>
          );
        })}
      </div>
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
