import { randomUUID } from 'node:crypto';
import { groceryItemStreamId } from '@life/domain';
import { openTestEventStore, testDbKinds } from '@life/infra/testing/test-db';
import { afterEach, beforeEach, describe, it } from 'vitest';
import { projectionSpec } from '../../testing/projection-spec';
import { nutritionGroceriesProjection } from './groceries';
import { checkedGroceryItemIds, listGroceryItems } from './queries';

describe.each(testDbKinds())('nutrition-groceries projection on %s', (kind) => {
  let env: Awaited<ReturnType<typeof openTestEventStore>>;
  beforeEach(async () => {
    env = await openTestEventStore(kind);
  });
  afterEach(async () => {
    await env.close();
  });

  const userId = randomUUID();
  const spec = () => projectionSpec(nutritionGroceriesProjection, env, { userId });
  const added = (groceryItemId: string, name = 'Milk', checked = false) =>
    ({
      streamId: groceryItemStreamId(groceryItemId),
      type: 'GroceryItemAdded',
      data: { groceryItemId, userId, name, category: 'Other', checked, quantity: null, unit: '' },
    }) as const;
  const checked = (groceryItemId: string, value: boolean) =>
    ({
      streamId: groceryItemStreamId(groceryItemId),
      type: 'GroceryItemCheckedChanged',
      data: { groceryItemId, checked: value },
      metadata: { occurredAt: '2025-11-16T08:30:00.000Z' },
    }) as const;

  it('GroceryItemAdded inserts the item', async () => {
    const id = randomUUID();
    await spec()
      .given([])
      .when([added(id)])
      .then('nutrition_grocery_items', [
        {
          user_id: userId,
          id,
          name: 'Milk',
          category: 'Other',
          checked: false,
          quantity: null,
          unit: '',
          created_at: '2025-11-15T12:00:00.000Z',
          updated_at: '2025-11-15T12:00:00.000Z',
        },
      ]);
  });

  it('GroceryItemCheckedChanged ticks it off and back', async () => {
    const id = randomUUID();
    await spec()
      .given([added(id)])
      .when([checked(id, true)])
      .then('nutrition_grocery_items', [{ id, checked: true, updated_at: '2025-11-16T08:30:00.000Z' }]);
    await spec()
      .given([])
      .when([checked(id, false)])
      .then('nutrition_grocery_items', [{ id, checked: false }]);
  });

  it('GroceryItemDeleted (on its own or cleared) removes the row; the list keeps its order', async () => {
    const [milk, eggs, bread] = [randomUUID(), randomUUID(), randomUUID()];
    await spec()
      .given([added(milk), added(eggs, 'Eggs', true), added(bread, 'Bread'), checked(bread, true)])
      .when([{ streamId: groceryItemStreamId(eggs), type: 'GroceryItemDeleted', data: { groceryItemId: eggs, reason: 'cleared' } }])
      .thenRows(
        async (q) => ({
          names: (await listGroceryItems(q, userId)).map((row) => row.name),
          checked: await checkedGroceryItemIds(q, userId),
        }),
        { names: ['Milk', 'Bread'], checked: [bread] },
      );
  });
});
