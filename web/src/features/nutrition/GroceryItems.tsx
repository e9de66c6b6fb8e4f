import { groupByGroceryCategory } from '@life/domain/groceries/categories';
import { Skeleton, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { DimmedText, QueryState, type QueryLike } from '../../components/QueryState';
import { GroceryItemRow } from './GroceryItemRow';
import type { GroceryItem } from './types';

interface GroceryItemsProps {
  items: QueryLike<GroceryItem[]>;
  /** The loading skeleton's height (the overview card is shorter than the page). */
  loadingHeight: number;
  /** At most this many rows, then 'and N more'; all when absent. */
  limit?: number;
  /** The full page (issue 27): the items under their grocery category's heading, 'Other' last. */
  grouped?: boolean;
  onDelete?: (item: GroceryItem) => void;
}

/** The checkable grocery rows of the overview card and of the grocery page, with their load states. */
export function GroceryItems({ items, loadingHeight, limit, grouped = false, onDelete }: GroceryItemsProps) {
  return (
    <QueryState
      query={items}
      loading={<Skeleton height={loadingHeight} />}
      error="Could not load your grocery list. Please try again."
      empty={<DimmedText>Your grocery list is empty.</DimmedText>}
    >
      {(list) => {
        if (grouped) {
          return (
            <Stack gap="md">
              {groupByGroceryCategory(list).map((group) => (
                <CategoryGroup key={group.category} category={group.category} items={group.items} onDelete={onDelete} />
              ))}
            </Stack>
          );
        }
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

/** One category's heading and its rows (the heading names the list; rows leave their category out). */
function CategoryGroup({ category, items, onDelete }: { category: string; items: GroceryItem[]; onDelete?: (item: GroceryItem) => void }) {
  const headingId = useId();
  return (
    <Stack gap={6}>
      <Title order={2} size="h5" id={headingId}>
        {category}
      </Title>
      <Stack gap={6} role="list" aria-labelledby={headingId}>
        {items.map((item) => (
          <GroceryItemRow key={item.id} item={item} showCategory={false} onDelete={onDelete} />
        ))}
      </Stack>
    </Stack>
  );
}
