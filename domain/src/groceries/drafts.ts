/** What the grocery schemas parse a body into, and what grocery commands carry. Types only. */

/** POST /api/grocery-items (groceryItemCreateSchema): trimmed name and category ('Other' when blank). */
export interface GroceryItemDraft {
  name: string;
  category: string;
  checked: boolean;
}

/** PUT /api/grocery-items/{id} (groceryItemCheckedSchema): SPEC section 4, checked is togglable both ways. */
export interface GroceryItemCheckedDraft {
  checked: boolean;
}
