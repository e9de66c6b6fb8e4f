import { z } from 'zod';
import { draftSchema } from '../shared/zod';
import { checkGroceryItemChecked, checkGroceryItemCreate } from './validation';

/** Types the add box sends; the rules and their messages are in validation.ts. */
export const groceryItemBodySchema = z.object({
  name: z.string().nullish(),
  category: z.string().nullish(),
  checked: z.boolean().nullish(),
  /** Optional amount ('2', '1.5', '1 1/2') and its unit (issue 27). */
  quantity: z.union([z.number(), z.string()]).nullish(),
  unit: z.string().nullish(),
});

/** POST /api/grocery-items body as received. */
export type GroceryItemInput = z.input<typeof groceryItemBodySchema>;

/** POST /api/grocery-items: parses into a GroceryItemDraft. */
export const groceryItemCreateSchema = draftSchema(groceryItemBodySchema, checkGroceryItemCreate);

/** PUT /api/grocery-items/{id}: `{ checked }` (SPEC section 7). */
export const groceryItemCheckedSchema = draftSchema(z.object({ checked: z.boolean().nullish() }), checkGroceryItemChecked);
export type GroceryItemCheckedInput = z.input<typeof groceryItemCheckedSchema>;
