import { fieldColumns } from '@life/domain/shared/aggregate-fields';
import type { Queryable } from '@life/infra';
import { projection, type LifeProjectedEvent } from '../../projection';
import { ownerOf } from '../rows';
import { recordRows } from '../record-rows';
import { NUTRITION_GROCERIES } from './names';

const items = recordRows('nutrition_grocery_items', { versions: 'nutrition_grocery_items_versions' }); // issue 26: as-of reads

/** nutrition_grocery_items: one row per live grocery item (stream `grocery-item-<id>`). */
export const nutritionGroceriesProjection = projection({
  name: NUTRITION_GROCERIES,
  canHandle: ['GroceryItemAdded', 'GroceryItemCheckedChanged', 'GroceryItemQuantityAdded', 'GroceryItemDeleted'],
  tables: ['nutrition_grocery_items', 'nutrition_grocery_items_versions'],
  resetsStream: ['GroceryItemDeleted'],
  async apply(tx, events) {
    for (const event of events) await applyOne(tx, event);
  },
});

async function applyOne(
  tx: Queryable,
  event: LifeProjectedEvent<'GroceryItemAdded' | 'GroceryItemCheckedChanged' | 'GroceryItemQuantityAdded' | 'GroceryItemDeleted'>,
): Promise<void> {
  switch (event.type) {
    case 'GroceryItemAdded': {
      const { userId, groceryItemId, ...fields } = event.data;
      await items.insert(tx, event, userId, groceryItemId, fieldColumns(fields));
      return;
    }
    case 'GroceryItemCheckedChanged':
      await items.update(tx, event, ownerOf(event), event.data.groceryItemId, { checked: event.data.checked });
      return;
    case 'GroceryItemQuantityAdded':
      await items.update(tx, event, ownerOf(event), event.data.groceryItemId, { quantity: event.data.quantity });
      return;
    case 'GroceryItemDeleted':
      await items.remove(tx, ownerOf(event), event.data.groceryItemId, event);
      return;
  }
}
