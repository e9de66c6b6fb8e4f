import type { CategoryType } from '@life/domain';
import type { Queryable } from '@life/infra';
import { LIVE, rowsIn, type RowSource, type VersionedTable } from '../as-of/source';
import { ISO, sqlParams } from '../sql';

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

/** money_categories and its versions (money-history): a deletion marks the row deleted, and closes the version. */
export const CATEGORY_ROWS: VersionedTable = {
  live: 'money_categories',
  versions: 'money_category_versions',
  alias: 'c',
  liveCondition: 'NOT c.deleted',
};

/**
 * Every category of user $1 as last known in the source, a deleted one too (a budget shows its
 * category's last name and colour): money_categories, or each category's latest version known by the
 * instant (bound by `param`), closed or not. A FROM item, alias c.
 */
export function lastKnownCategoriesIn(source: RowSource, param: (value: unknown) => string): string {
  if (source.kind === 'live') return `${CATEGORY_ROWS.live} c`;
  return `(SELECT DISTINCT ON (v.id) v.* FROM ${CATEGORY_ROWS.versions} v
            WHERE v.user_id = $1 AND v.known_from <= ${param(source.instant)}::timestamptz
            ORDER BY v.id, v.known_from DESC) c`;
}

/** The user's categories in the source (a deleted one is not), in creation order. */
export async function listCategories(q: Queryable, userId: string, source: RowSource = LIVE): Promise<CategoryRow[]> {
  const { params, param } = sqlParams(userId);
  const { from, conditions } = rowsIn(source, CATEGORY_ROWS, param);
  const { rows } = await q.query<CategoryRow>(
    `SELECT ${CATEGORY_COLUMNS} FROM ${from} WHERE ${['c.user_id = $1', ...conditions].join(' AND ')} ORDER BY c.created_position`,
    params,
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
