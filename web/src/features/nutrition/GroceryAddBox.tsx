import { ActionIcon, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { groceryMutations } from './mutations';

/** SPEC 7: the add box names the item; its category is 'Other'. */
const ADD_BOX_CATEGORY = 'Other';

/**
 * SPEC 2's add box, 'Add grocery item...': Enter or the plus button adds; a blank name is ignored
 * (nothing is sent). The box empties once the item is added.
 */
export function GroceryAddBox() {
  const [name, setName] = useState('');
  const add = groceryMutations.useCreate();

  const submit = () => {
    const trimmed = name.trim();
    if (trimmed === '' || add.isPending) return;
    add.mutate({ name: trimmed, category: ADD_BOX_CATEGORY }, { onSuccess: () => setName('') });
  };

  return (
    <TextInput
      placeholder="Add grocery item..."
      aria-label="Add grocery item"
      value={name}
      onChange={(event) => setName(event.currentTarget.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          submit();
        }
      }}
      rightSection={
        <ActionIcon variant="filled" aria-label="Add item" onClick={submit} loading={add.isPending}>
          <IconPlus size={16} />
        </ActionIcon>
      }
    />
  );
}
