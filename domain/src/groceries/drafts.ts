/** What the grocery schemas parse a body into, and what grocery commands carry. Types only. */

import type { GroceryItemFields } from './fields';

/** POST /api/grocery-items (groceryItemCreateSchema): trimmed name and category ('Other' when blank). */
export type GroceryItemDraft = GroceryItemFields;

/** PUT /api/grocery-items/{id} (groceryItemCheckedSchema): SPEC section 4, checked is togglable both ways. */
export interface GroceryItemCheckedDraft {
  checked: boolean;
}
