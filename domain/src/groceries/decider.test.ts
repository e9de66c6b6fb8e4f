import { describe, expect, it } from 'vitest';
import { ConflictError, NotFoundError, ValidationError } from '../core/errors';
import { eventRegistry } from '../registry';
import { parseOrThrow } from '../shared/zod';
import { deciderSpec } from '../testing/decider-spec';
import type { GroceryItemCommand } from './commands';
import { groceryItemDecider } from './decider';
import type { GroceryItemAddedEvent, GroceryItemEvent } from './events';
import { groceryItemCheckedSchema, groceryItemCreateSchema } from './schemas';
import { groceryItemStreamId } from './state';

const userId = 'a0000000-0000-4000-8000-000000000001';
const groceryItemId = 'g0000000-0000-4000-8000-000000000001';
const metadata = { userId, now: '2025-11-05T10:00:00.000Z', today: '2025-11-05' };
const spec = deciderSpec(groceryItemDecider);

const add = (body: unknown) => (): GroceryItemCommand => ({
  type: 'AddGroceryItem',
  data: { groceryItemId, draft: parseOrThrow(groceryItemCreateSchema, body) },
  metadata,
});
const check =
  (body: unknown, as = userId) =>
  (): GroceryItemCommand => ({
    type: 'ChangeGroceryItemChecked',
    data: { groceryItemId, ...parseOrThrow(groceryItemCheckedSchema, body) },
    metadata: { ...metadata, userId: as },
  });
const command = (type: 'DeleteGroceryItem' | 'ClearCompletedGroceryItem', as = userId): GroceryItemCommand => ({
  type,
  data: { groceryItemId },
  metadata: { ...metadata, userId: as },
});

const added = (overrides: Partial<GroceryItemAddedEvent['data']> = {}): GroceryItemAddedEvent => ({
  type: 'GroceryItemAdded',
  data: { groceryItemId, userId, name: 'Milk', category: 'Other', checked: false, quantity: null, unit: '', ...overrides },
});
const checked = (value: boolean): GroceryItemEvent => ({ type: 'GroceryItemCheckedChanged', data: { groceryItemId, checked: value } });

describe('grocery items', () => {
  it('has one stream per item', () => {
    expect(groceryItemStreamId(groceryItemId)).toBe(`grocery-item-${groceryItemId}`);
  });

  it("adds with category 'Other' and unchecked by default; trims", () => {
    spec
      .given([])
      .when(add({ name: '  Milk ' }))
      .then([added()]);
    spec
      .given([])
      .when(add({ name: 'Apples', category: ' Produce ' }))
      .then([added({ name: 'Apples', category: 'Produce' })]);
  });

  it.each([
    [{ name: '   ' }, { name: 'Item name is required' }],
    [{ name: 'x'.repeat(101) }, { name: 'Item name must be 100 characters or fewer' }],
    [{ name: 'Milk\u001b' }, { name: 'Item name must not contain control characters' }],
    [{ name: 'Milk', category: 'x'.repeat(51) }, { category: 'Category must be 50 characters or fewer' }],
  ])('refuses %j', (body, fields) => {
    spec.given([]).when(add(body)).thenThrows(ValidationError, { fields });
  });

  it('refuses to add the same item twice', () => {
    spec
      .given([added()])
      .when(add({ name: 'Milk' }))
      .thenThrows(ConflictError);
  });

  it('checks and unchecks (SPEC section 4: both ways); nothing when unchanged', () => {
    spec
      .given([added()])
      .when(check({ checked: true }))
      .then([checked(true)]);
    spec
      .given([added(), checked(true)])
      .when(check({ checked: false }))
      .then([checked(false)]);
    spec
      .given([added()])
      .when(check({ checked: false }))
      .then([]);
    spec
      .given([added()])
      .when(check({}))
      .thenThrows(ValidationError, { fields: { checked: 'Checked is required' } });
  });

  it('deletes; clear completed deletes only a checked item', () => {
    spec
      .given([added()])
      .when(command('DeleteGroceryItem'))
      .then([{ type: 'GroceryItemDeleted', data: { groceryItemId } }]);
    spec
      .given([added(), checked(true)])
      .when(command('ClearCompletedGroceryItem'))
      .then([{ type: 'GroceryItemDeleted', data: { groceryItemId, reason: 'cleared' } }]);
    spec
      .given([added(), checked(true), checked(false)])
      .when(command('ClearCompletedGroceryItem'))
      .then([]);
  });

  it('tops up an amount (issue 27): exact sums; an item without one takes it; bad amounts refused', () => {
    const topUp = (quantity: string, as = userId): GroceryItemCommand => ({
      type: 'AddGroceryItemQuantity',
      data: { groceryItemId, quantity },
      metadata: { ...metadata, userId: as },
    });
    spec
      .given([added({ quantity: '1 1/3', unit: 'cup' })])
      .when(topUp('2/3'))
      .then([{ type: 'GroceryItemQuantityAdded', data: { groceryItemId, added: '2/3', quantity: '2' } }]);
    spec
      .given([added()])
      .when(topUp('2'))
      .then([{ type: 'GroceryItemQuantityAdded', data: { groceryItemId, added: '2', quantity: '2' } }]);
    spec
      .given([added({ quantity: '999999' })])
      .when(topUp('2'))
      .thenThrows(ValidationError, { fields: { quantity: 'Quantity must be a number (2, 1.5, 1/3 or 1 1/2) of at most 1,000,000' } });
    spec.given([added()]).when(topUp('2', 'someone-else')).thenThrows(NotFoundError);
  });

  it('takes an optional amount and unit on add', () => {
    spec
      .given([])
      .when(add({ name: 'Flour', quantity: '1.50', unit: ' kg ' }))
      .then([added({ name: 'Flour', quantity: '1.5', unit: 'kg' })]);
    spec
      .given([])
      .when(add({ name: 'Flour', quantity: 'lots' }))
      .thenThrows(ValidationError, { fields: { quantity: 'Quantity must be a number (2, 1.5, 1/3 or 1 1/2) of at most 1,000,000' } });
  });

  it("is not found when missing, deleted or someone else's", () => {
    spec.given([]).when(command('DeleteGroceryItem')).thenThrows(NotFoundError, { message: 'Grocery item not found' });
    spec
      .given([added(), { type: 'GroceryItemDeleted', data: { groceryItemId } }])
      .when(check({ checked: true }))
      .thenThrows(NotFoundError);
    spec
      .given([added()])
      .when(check({ checked: true }, 'someone-else'))
      .thenThrows(NotFoundError);
    spec
      .given([added(), checked(true)])
      .when(command('ClearCompletedGroceryItem', 'someone-else'))
      .thenThrows(NotFoundError);
  });

  it.each([added(), checked(true), { type: 'GroceryItemDeleted', data: { groceryItemId, reason: 'cleared' } }])(
    'registers $type',
    (event) => {
      expect(eventRegistry.parse(event.type, 1, JSON.parse(JSON.stringify(event.data)))).toEqual(event.data);
    },
  );
});
