import type { CategoryJson } from '@life/domain';
import type { CategoryRow } from '@life/projector/projections/categories/queries';

/** GET /api/expense-types and /api/transaction-categories item; the shape web reads too. */
export function toCategoryJson(row: CategoryRow): CategoryJson {
  return {
    id: row.id,
    transactionCategory: row.transaction_category,
    transactionType: row.transaction_type,
    description: row.description,
    color: row.color,
    isActive: row.is_active,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}
