import { Skeleton, Stack, Text } from '@mantine/core';
import { DimmedText, QueryState, type QueryLike } from '../../components/QueryState';
import { GroceryItemRow } from './GroceryItemRow';
import type { GroceryItem } from './types';

interface GroceryItemsProps {
  items: QueryLike<GroceryItem[]>;
  /** The loading skeleton's height (the overview card is shorter than the page). */
  loadingHeight: number;
  /** At most this many rows, then 'and N more'; all when absent. */
  limit?: number;
  onDelete?: (item: GroceryItem) => void;
}

/** The checkable grocery rows of the overview card and of the grocery page, with their load states. */
export function GroceryItems({ items, loadingHeight, limit, onDelete }: GroceryItemsProps) {
  return (
    <QueryState
      query={items}
      loading={<Skeleton height={loadingHeight} />}
      error="Could not load your grocery list. Please try again."
      empty={<DimmedText>Your grocery list is empty.</DimmedText>}
    >
      {(list) => {
        const shown = limit === undefined ? list : list.slice(0, limit);
        return (
          <Stack gap={6} role="list" aria-label="Grocery items">
            {shown.map((item) => (
              <GroceryItemRow key={item.id} item={item} onDelete={onDelete} />
            ))}
            {list.length > shown.length && (
              <Text size="xs" c="dimmed">
                and {list.length - shown.length} more
              </Text>
            )}
          </Stack>
        );
      }}
    </QueryState>
  );
}
