import type { GroceryItemDraft } from './drafts';

export type GroceryItemState =
  | { status: 'none' }
  | { status: 'added'; groceryItemId: string; userId: string; fields: GroceryItemDraft }
  | { status: 'deleted'; groceryItemId: string; userId: string };

export const GROCERY_ITEM_STREAM_PREFIX = 'grocery-item-';

export function groceryItemStreamId(groceryItemId: string): string {
  return `${GROCERY_ITEM_STREAM_PREFIX}${groceryItemId}`;
}
