import { Anchor, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { SectionCard } from '../../components/SectionCard';
import { GroceryAddBox } from './GroceryAddBox';
import { GroceryItemRow } from './GroceryItemRow';
import { groceryProgress, groceryQueries } from './queries';

/** How many items the overview shows; View All opens the full list. */
const OVERVIEW_ITEMS = 8;

/** SPEC 2 'Grocery List': 'N of M items completed', View All, the add box and a checkable list. */
export function GroceryListCard() {
  const items = useQuery(groceryQueries.list());
  const list = items.data ?? [];
  const { completed, total } = groceryProgress(list);
  const shown = list.slice(0, OVERVIEW_ITEMS);

  return (
    <SectionCard
      title="Grocery List"
      description={items.data ? `${completed} of ${total} items completed` : undefined}
      action={
        <Anchor component={Link} to="/nutrition/grocery" size="sm">
          View All
        </Anchor>
      }
    >
      <Stack gap="sm">
        <GroceryAddBox />
        {items.isPending ? (
          <Skeleton height={60} />
        ) : items.isError ? (
          <Text size="sm" c="red" role="alert">
            Could not load your grocery list. Please try again.
          </Text>
        ) : list.length === 0 ? (
          <Text size="sm" c="dimmed">
            Your grocery list is empty.
          </Text>
        ) : (
          <Stack gap={6} role="list" aria-label="Grocery items">
            {shown.map((item) => (
              <GroceryItemRow key={item.id} item={item} />
            ))}
            {list.length > shown.length && (
              <Text size="xs" c="dimmed">
                and {list.length - shown.length} more
              </Text>
            )}
          </Stack>
        )}
      </Stack>
    </SectionCard>
  );
}
