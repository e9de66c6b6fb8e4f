import { DEFAULT_GROCERY_CATEGORY } from '@life/domain/groceries/constants';
import { ActionIcon, Checkbox, Group, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { HistoryButton } from '../history';
import { groceryMutations } from './mutations';
import type { GroceryItem } from './types';

interface GroceryItemRowProps {
  item: GroceryItem;
  /** False under the category's heading (the grouped page). */
  showCategory?: boolean;
  onDelete?: (item: GroceryItem) => void;
}

/** One checkable grocery item (SPEC 4: checked both ways); `onDelete` adds a delete button (the full list). */
export function GroceryItemRow({ item, showCategory = true, onDelete }: GroceryItemRowProps) {
  const update = groceryMutations.useUpdate();
  return (
    <Group justify="space-between" wrap="nowrap" data-testid="grocery-item" role="listitem">
      <Checkbox
        label={
          <Text size="sm" td={item.checked ? 'line-through' : undefined} c={item.checked ? 'dimmed' : undefined}>
            {item.name}
          </Text>
        }
        aria-label={item.name}
        checked={item.checked}
        disabled={update.isPending}
        onChange={(event) => update.mutate({ id: item.id, body: { checked: event.currentTarget.checked } })}
      />
      <Group gap="xs" wrap="nowrap">
        {item.quantity !== null && (
          <Text size="sm" fw={500} aria-label={`Amount of ${item.name}`}>
            {[item.quantity, item.unit].filter(Boolean).join(' ')}
          </Text>
        )}
        {showCategory && item.category !== DEFAULT_GROCERY_CATEGORY && (
          <Text size="xs" c="dimmed">
            {item.category}
          </Text>
        )}
        {onDelete && <HistoryButton kind="grocery-item" id={item.id} name={item.name} />}
        {onDelete && (
          <ActionIcon variant="subtle" color="red" aria-label={`Delete ${item.name}`} onClick={() => onDelete(item)}>
            <IconTrash size={16} />
          </ActionIcon>
        )}
      </Group>
    </Group>
  );
}
