import type { CategoryFields } from './fields';

/**
 * A transaction category as GET /api/expense-types and /api/transaction-categories return it (the
 * SPEC routes keep the old "expense types" name; the code says category): its stored fields
 * (fields.ts) under their names, and these. Written once for command-api and web. Type-only.
 */
export interface CategoryJson extends CategoryFields {
  id: string;
  createdAt: string;
  updatedAt: string;
}
