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
  /** Added with recipes (issue 27): an exact amount ('2', '1 1/2'; recipes/quantity.ts), null: none given. */
  quantity: z.string().nullable().default(null),
  /** '' when counted or none ('2 eggs', 'Milk'). */
  unit: z.string().default(''),
});

export const GROCERY_ITEM_FIELD_KEYS = fieldKeys(groceryItemFieldsSchema);
export type GroceryItemFields = z.output<typeof groceryItemFieldsSchema>;
