import { formatHundredths, type RecipeFields } from '@life/domain';
import type { Queryable } from '@life/infra';
import { projection, type LifeProjectedEvent } from '../../projection';
import { occurredAt, ownerOf } from '../rows';
import { NUTRITION_RECIPES } from './names';

type RecipeEvent = LifeProjectedEvent<'RecipeCreated' | 'RecipeUpdated' | 'RecipeDeleted'>;

/** Hundredths of a gram as the decimal(5,2) column takes them ('12.50'); null stays null. */
const grams = (hundredths: number | null) => (hundredths === null ? null : formatHundredths(hundredths));

/** The name, the ingredients' foods and the tags, lower case: what a search matches. */
export function recipeSearchText(fields: Pick<RecipeFields, 'name' | 'ingredients' | 'tags'>): string {
  return [fields.name, ...fields.ingredients.map((ingredient) => ingredient.food), ...fields.tags].join('\n').toLowerCase();
}

/** The field columns of a recipe row (live and versions alike), as parameters $first.. in RECIPE_COLUMN_NAMES order. */
const RECIPE_COLUMN_NAMES = ['name', 'servings', 'ingredients', 'steps', 'tags', 'calories', 'protein', 'carbs', 'fat', 'search_text'];
const RECIPE_COLUMN_TYPES = ['text', 'int', 'jsonb', 'jsonb', 'jsonb', 'int', 'numeric', 'numeric', 'numeric', 'text'];

function columnValues(fields: RecipeFields): unknown[] {
  return [
    fields.name,
    fields.servings,
    JSON.stringify(fields.ingredients),
    JSON.stringify(fields.steps),
    JSON.stringify(fields.tags),
    fields.calories,
    grams(fields.proteinHundredths),
    grams(fields.carbsHundredths),
    grams(fields.fatHundredths),
    recipeSearchText(fields),
  ];
}

const params = (first: number) => RECIPE_COLUMN_TYPES.map((type, index) => `$${first + index}::${type}`);

/** The current version is closed at the event (a deletion, an edit or a restore's re-creation). */
async function closeVersion(tx: Queryable, event: RecipeEvent, userId: string, recipeId: string): Promise<void> {
  await tx.query(
    `UPDATE nutrition_recipe_versions SET to_position = $3, known_to = $4 WHERE user_id = $1 AND id = $2::uuid AND known_to IS NULL`,
    [userId, recipeId, event.position, occurredAt(event)],
  );
}

/** The live row as it now is, copied as the version known from the event. */
async function openVersion(tx: Queryable, event: RecipeEvent, userId: string, recipeId: string): Promise<void> {
  await tx.query(
    `INSERT INTO nutrition_recipe_versions (user_id, id, ${RECIPE_COLUMN_NAMES.join(', ')}, created_position, created_at, updated_at,
       from_position, known_from)
     SELECT user_id, id, ${RECIPE_COLUMN_NAMES.join(', ')}, created_position, created_at, updated_at, $3, $4
       FROM nutrition_recipes WHERE user_id = $1 AND id = $2::uuid`,
    [userId, recipeId, event.position, occurredAt(event)],
  );
}

async function applyOne(tx: Queryable, event: RecipeEvent): Promise<void> {
  switch (event.type) {
    case 'RecipeCreated': {
      const { recipeId, userId, ...fields } = event.data;
      await tx.query(
        `INSERT INTO nutrition_recipes (user_id, id, ${RECIPE_COLUMN_NAMES.join(', ')}, created_position, created_at, updated_at)
         VALUES ($1, $2::uuid, ${params(3).join(', ')}, $13, $14, $14)
         ON CONFLICT (user_id, id) DO NOTHING`,
        [userId, recipeId, ...columnValues(fields), event.position, occurredAt(event)],
      );
      await closeVersion(tx, event, userId, recipeId);
      await openVersion(tx, event, userId, recipeId);
      return;
    }
    case 'RecipeUpdated': {
      const { recipeId, ...fields } = event.data;
      const userId = ownerOf(event);
      const sets = RECIPE_COLUMN_NAMES.map((name, index) => `${name} = ${params(3)[index]}`);
      await tx.query(`UPDATE nutrition_recipes SET ${sets.join(', ')}, updated_at = $13 WHERE user_id = $1 AND id = $2::uuid`, [
        userId,
        recipeId,
        ...columnValues(fields),
        occurredAt(event),
      ]);
      await closeVersion(tx, event, userId, recipeId);
      await openVersion(tx, event, userId, recipeId);
      return;
    }
    case 'RecipeDeleted': {
      const userId = ownerOf(event);
      await tx.query(`DELETE FROM nutrition_recipes WHERE user_id = $1 AND id = $2::uuid`, [userId, event.data.recipeId]);
      await closeVersion(tx, event, userId, event.data.recipeId);
      return;
    }
  }
}

/**
 * nutrition-recipes (issue 27): nutrition_recipes, one row per live recipe (stream `recipe-<id>`),
 * and nutrition_recipe_versions, each row as it was known from one event until the next, for
 * ?asOf= reads and the Recently Deleted list. Every recipe event carries the whole recipe, so each
 * version is the live row copied right after the event.
 */
export const nutritionRecipesProjection = projection({
  name: NUTRITION_RECIPES,
  canHandle: ['RecipeCreated', 'RecipeUpdated', 'RecipeDeleted'],
  tables: ['nutrition_recipes', 'nutrition_recipe_versions'],
  async apply(tx, events) {
    for (const event of events) await applyOne(tx, event);
  },
});
