import { GROCERY_ITEM_FIELD_KEYS, type GroceryItemJson } from '@life/domain';
import { pickFields } from '@life/domain/shared/aggregate-fields';
import type { GroceryItemRow } from '@life/projector/projections/nutrition/queries';

/** GET/POST/PUT /api/grocery-items item; the shape web reads too. */
export function toGroceryItemJson(row: GroceryItemRow): GroceryItemJson {
  return { id: row.id, ...pickFields(GROCERY_ITEM_FIELD_KEYS, row), createdAt: row.created_at };
}
