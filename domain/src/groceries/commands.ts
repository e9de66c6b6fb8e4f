import type { Command } from '../core/commands';
import type { GroceryItemCheckedDraft, GroceryItemDraft } from './drafts';

export type AddGroceryItem = Command<'AddGroceryItem', { groceryItemId: string; draft: GroceryItemDraft }>;
export type ChangeGroceryItemChecked = Command<'ChangeGroceryItemChecked', { groceryItemId: string } & GroceryItemCheckedDraft>;
export type DeleteGroceryItem = Command<'DeleteGroceryItem', { groceryItemId: string }>;
/**
 * 'Clear completed', one item at a time: deletes the item only if it is still checked when the
 * command runs, so an item unticked meanwhile stays. A missing or foreign item is NotFound.
 */
export type ClearCompletedGroceryItem = Command<'ClearCompletedGroceryItem', { groceryItemId: string }>;

/** A recipe's amount of the same food and unit added to the item (issue 27): its quantity is the sum. */
export type AddGroceryItemQuantity = Command<'AddGroceryItemQuantity', { groceryItemId: string; quantity: string }>;
export type GroceryItemCommand =
  AddGroceryItem | ChangeGroceryItemChecked | AddGroceryItemQuantity | DeleteGroceryItem | ClearCompletedGroceryItem;
