import type { CategoryJson } from '@life/domain/categories/api';
import type { CategoryInput } from '@life/domain/categories/schemas';

/** A transaction category as GET /api/expense-types returns it: the shape command-api also returns. */
export type Category = CategoryJson;

/** POST /api/expense-types and PUT /api/expense-types/{id}: the domain's body shape. */
export type CategoryBody = CategoryInput;
