import type { GroceryItemFields } from './fields';

/** A grocery item as GET/POST/PUT /api/grocery-items answer it. Written once for command-api and web. Type-only. */
export interface GroceryItemJson extends GroceryItemFields {
  id: string;
  createdAt: string;
}

/** POST /api/grocery-items/clear-completed: how many checked items it removed. */
export interface ClearedGroceryItemsJson {
  cleared: number;
}
