import { Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { SectionCard } from '../../components/SectionCard';
import { GroceryAddBox } from './GroceryAddBox';
import { GroceryItems } from './GroceryItems';
import { groceryProgress, groceryQueries } from './queries';

/** How many items the overview shows; View All opens the full list. */
const OVERVIEW_ITEMS = 8;

/** SPEC 2 'Grocery List': 'N of M items completed', View All, the add box and a checkable list. */
export function GroceryListCard() {
  const items = useQuery(groceryQueries.list());
  const { completed, total } = groceryProgress(items.data ?? []);

  return (
    <SectionCard
      title="Grocery List"
      description={items.data ? `${completed} of ${total} items completed` : undefined}
      link={{ to: '/nutrition/grocery', label: 'View All' }}
    >
      <Stack gap="sm">
        <GroceryAddBox />
        <GroceryItems items={items} loadingHeight={60} limit={OVERVIEW_ITEMS} />
      </Stack>
    </SectionCard>
  );
}
