import { z } from 'zod';
import { fieldKeys } from '../shared/aggregate-fields';

/**
 * A grocery item's stored fields, declared once: GroceryItemAdded, the state, the draft, the
 * history's labels and the read model's columns (snake_case names) follow it.
 */
export const groceryItemFieldsSchema = z.object({
  name: z.string(),
  category: z.string(),
  checked: z.boolean(),
});

export const GROCERY_ITEM_FIELD_KEYS = fieldKeys(groceryItemFieldsSchema);
export type GroceryItemFields = z.output<typeof groceryItemFieldsSchema>;
