import type { GroceryItemJson } from '@life/domain';
import type { GroceryItemRow } from '@life/projector/projections/nutrition/queries';

/** GET/POST/PUT /api/grocery-items item; the shape web reads too. */
export function toGroceryItemJson(row: GroceryItemRow): GroceryItemJson {
  return { id: row.id, name: row.name, category: row.category, checked: row.checked, createdAt: row.created_at };
}
