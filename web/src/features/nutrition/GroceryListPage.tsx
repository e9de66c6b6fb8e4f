import { Anchor, Button, Card, Stack } from '@mantine/core';
import { IconArrowLeft, IconClearAll } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { PageHeader } from '../../components/PageHeader';
import { GroceryAddBox } from './GroceryAddBox';
import { GroceryItems } from './GroceryItems';
import { groceryMutations, useClearCompletedGroceries } from './mutations';
import { groceryProgress, groceryQueries } from './queries';
import type { GroceryItem } from './types';

export const DELETE_GROCERY_PROMPT = 'Are you sure you want to delete this item? This action cannot be undone.';

/** Beyond SPEC (/nutrition/grocery): the whole grocery list by grocery category (issue 27), with delete and 'Clear completed'. */
export default function GroceryListPage() {
  const items = useQuery(groceryQueries.list());
  const { completed, total } = groceryProgress(items.data ?? []);
  const remove = groceryMutations.useDelete();
  const clear = useClearCompletedGroceries();
  const [deleting, setDeleting] = useState<GroceryItem | null>(null);
  const [clearing, setClearing] = useState(false);

  return (
    <>
      <PageHeader
        title="Grocery List"
        description={items.data ? `${completed} of ${total} items completed` : 'Everything on your shopping list'}
        actions={
          <Button
            variant="light"
            color="red"
            leftSection={<IconClearAll size={16} aria-hidden />}
            disabled={completed === 0}
            onClick={() => setClearing(true)}
          >
            Clear completed
          </Button>
        }
      />
      <Anchor component={Link} to="/nutrition" size="sm" mb="md" display="inline-flex" style={{ alignItems: 'center', gap: 4 }}>
        <IconArrowLeft size={14} aria-hidden /> Back to Nutrition
      </Anchor>
      <Card withBorder radius="lg" padding="lg" mt="md">
        <Stack gap="sm">
          <GroceryAddBox />
          <GroceryItems items={items} loadingHeight={120} grouped onDelete={setDeleting} />
        </Stack>
      </Card>
      <ConfirmDialog
        opened={deleting !== null}
        title="Delete item"
        message={DELETE_GROCERY_PROMPT}
        loading={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) })}
      />
      <ConfirmDialog
        opened={clearing}
        title="Clear completed items"
        message={`Remove the ${completed} checked ${completed === 1 ? 'item' : 'items'} from your list?`}
        confirmLabel="Clear"
        loading={clear.isPending}
        onCancel={() => setClearing(false)}
        onConfirm={() => clear.mutate(undefined, { onSettled: () => setClearing(false) })}
      />
    </>
  );
}
