import { z } from 'zod';
import { defineEvent, type EventOf } from '../core/events';
import { groceryItemFieldsSchema } from './fields';

/*
 * One stream per grocery item: `grocery-item-<groceryItemId>` (groceryItemStreamId). Later events
 * carry no userId: only the owner may write to the stream, so projections read it off metadata.userId.
 */

export const GroceryItemAdded = defineEvent({
  type: 'GroceryItemAdded',
  version: 1,
  schema: z.object({ groceryItemId: z.string(), userId: z.string(), ...groceryItemFieldsSchema.shape }),
});

/** Ticked off or back (SPEC section 4: togglable both ways). */
export const GroceryItemCheckedChanged = defineEvent({
  type: 'GroceryItemCheckedChanged',
  version: 1,
  schema: z.object({ groceryItemId: z.string(), checked: z.boolean() }),
});

/**
 * More of the same food and unit (a recipe's ingredients merged into the list, issue 27): `added`
 * to the amount there, giving `quantity`.
 */
export const GroceryItemQuantityAdded = defineEvent({
  type: 'GroceryItemQuantityAdded',
  version: 1,
  schema: z.object({ groceryItemId: z.string(), added: z.string(), quantity: z.string() }),
});

/** Deleted on its own, or by 'clear completed' (reason 'cleared'). */
export const GroceryItemDeleted = defineEvent({
  type: 'GroceryItemDeleted',
  version: 1,
  schema: z.object({ groceryItemId: z.string(), reason: z.literal('cleared').optional() }),
});

export const groceryItemEvents = [GroceryItemAdded, GroceryItemCheckedChanged, GroceryItemQuantityAdded, GroceryItemDeleted];

export type GroceryItemAddedEvent = EventOf<typeof GroceryItemAdded>;
/** Any grocery item event (the union of groceryItemEvents). */
export type GroceryItemEvent = EventOf<(typeof groceryItemEvents)[number]>;
