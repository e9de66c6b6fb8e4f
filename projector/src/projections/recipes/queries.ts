/**
 * Read-side queries over the recipes read model (recipes.ts): live, or as known at an instant
 * (RowSource: the versions). Rows keep the stored shape; command-api maps them to RecipeJson.
 */
import type { MacrosJson, RecipeFields } from '@life/domain';
import type { Queryable } from '@life/infra';
import { LIVE, rowsIn, type RowSource, type VersionedTable } from '../as-of/source';
import { ISO, sqlParams } from '../sql';

/** nutrition_recipes row: the stored fields, ingredients as stored, the macros as decimal strings ('12.50') or null. */
export interface RecipeRow extends Pick<RecipeFields, 'name' | 'servings' | 'ingredients' | 'steps' | 'tags' | 'calories'>, MacrosJson {
  id: string;
  created_at: string;
  updated_at: string;
}

export const RECIPE_ROWS: VersionedTable = { live: 'nutrition_recipes', versions: 'nutrition_recipe_versions', alias: 'r' };

const RECIPE_COLUMNS = `r.id::text AS id, r.name, r.servings, r.ingredients, r.steps, r.tags, r.calories, r.protein::text AS protein,
  r.carbs::text AS carbs, r.fat::text AS fat, to_char(r.created_at AT TIME ZONE 'UTC', ${ISO}) AS created_at,
  to_char(r.updated_at AT TIME ZONE 'UTC', ${ISO}) AS updated_at`;

/** '50%_off' as a LIKE pattern that matches it literally. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** The user's recipes in the source, by name; `search` matches the name, an ingredient's food or a tag (any case). */
export async function listRecipes(
  q: Queryable,
  userId: string,
  options: { search?: string; source?: RowSource } = {},
): Promise<RecipeRow[]> {
  const { params, param } = sqlParams(userId);
  const { from, conditions } = rowsIn(options.source ?? LIVE, RECIPE_ROWS, param);
  const search = options.search?.trim().toLowerCase();
  if (search) conditions.push(`r.search_text LIKE ${param(`%${likeLiteral(search)}%`)}`);
  const { rows } = await q.query<RecipeRow>(
    `SELECT ${RECIPE_COLUMNS} FROM ${from} WHERE ${['r.user_id = $1', ...conditions].join(' AND ')}
      ORDER BY lower(r.name), r.created_position`,
    params,
  );
  return rows;
}

/** One recipe of the user's in the source (undefined when missing, deleted or someone else's). */
export async function findRecipe(q: Queryable, userId: string, recipeId: string, source: RowSource = LIVE): Promise<RecipeRow | undefined> {
  const { params, param } = sqlParams(userId);
  const { from, conditions } = rowsIn(source, RECIPE_ROWS, param);
  const { rows } = await q.query<RecipeRow>(
    `SELECT ${RECIPE_COLUMNS} FROM ${from} WHERE ${['r.user_id = $1', `r.id = ${param(recipeId)}::uuid`, ...conditions].join(' AND ')}`,
    params,
  );
  return rows[0];
}
