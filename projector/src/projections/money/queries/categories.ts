import type { CategoryType } from '@life/domain';
import type { Queryable } from '@life/infra';
import { ISO } from './sql';

/** money_categories row (served at the SPEC route /api/expense-types). */
export interface CategoryRow {
  id: string;
  transaction_category: string;
  transaction_type: CategoryType;
  description: string;
  color: string;
  is_active: boolean;
  created_at: string;
  updated_at: string;
}

/** A category row's columns (money_categories and its versions, money_category_versions, alike). */
export const CATEGORY_COLUMNS = `id::text AS id, transaction_category, transaction_type, description, color, is_active,
  to_char(created_at AT TIME ZONE 'UTC', ${ISO}) AS created_at, to_char(updated_at AT TIME ZONE 'UTC', ${ISO}) AS updated_at`;

/** The user's live categories in creation order. */
export async function listCategories(q: Queryable, userId: string): Promise<CategoryRow[]> {
  const { rows } = await q.query<CategoryRow>(
    `SELECT ${CATEGORY_COLUMNS} FROM money_categories WHERE user_id = $1 AND NOT deleted ORDER BY created_position`,
    [userId],
  );
  return rows;
}

/** One live category of the user (undefined when missing, deleted or someone else's). */
export async function findCategory(q: Queryable, userId: string, categoryId: string): Promise<CategoryRow | undefined> {
  const { rows } = await q.query<CategoryRow>(
    `SELECT ${CATEGORY_COLUMNS} FROM money_categories WHERE user_id = $1 AND id = $2::uuid AND NOT deleted`,
    [userId, categoryId],
  );
  return rows[0];
}
