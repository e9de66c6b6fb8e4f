import { randomUUID } from 'node:crypto';
import { recipeStreamId, type RecipeFields } from '@life/domain';
import { openTestEventStore, testDbKinds } from '@life/infra/testing/test-db';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { projectionSpec } from '../../testing/projection-spec';
import { versionsKnownAt } from '../as-of/source';
import { listDeletedRecords } from '../deleted-records';
import { findRecipe, listRecipes } from './queries';
import { nutritionRecipesProjection } from './recipes';

describe.each(testDbKinds())('nutrition-recipes projection on %s', (kind) => {
  let env: Awaited<ReturnType<typeof openTestEventStore>>;
  beforeEach(async () => {
    env = await openTestEventStore(kind);
  });
  afterEach(async () => {
    await env.close();
  });

  const userId = randomUUID();
  const spec = () => projectionSpec(nutritionRecipesProjection, env, { userId });
  const fields: RecipeFields = {
    name: 'Lentil soup',
    servings: 2,
    ingredients: [
      {
        quantity: '1.5',
        unit: 'cup',
        food: 'Red lentils',
        note: 'rinsed',
        calories: 600,
        proteinHundredths: 4000,
        carbsHundredths: null,
        fatHundredths: null,
      },
    ],
    steps: ['Simmer'],
    tags: ['Soup'],
    calories: 300,
    proteinHundredths: 2050,
    carbsHundredths: null,
    fatHundredths: 5,
  };
  const at = (occurredAt: string) => ({ metadata: { occurredAt } });
  const created = (recipeId: string, overrides: Partial<RecipeFields> = {}, when = '2025-11-15T12:00:00.000Z') =>
    ({
      streamId: recipeStreamId(recipeId),
      type: 'RecipeCreated',
      data: { recipeId, userId, ...fields, ...overrides },
      ...at(when),
    }) as const;
  const updated = (recipeId: string, overrides: Partial<RecipeFields>, when: string) =>
    ({ streamId: recipeStreamId(recipeId), type: 'RecipeUpdated', data: { recipeId, ...fields, ...overrides }, ...at(when) }) as const;
  const deleted = (recipeId: string, when: string) =>
    ({ streamId: recipeStreamId(recipeId), type: 'RecipeDeleted', data: { recipeId }, ...at(when) }) as const;

  it('RecipeCreated inserts the recipe: macros as decimal(5,2), lists as stored, a search text', async () => {
    const id = randomUUID();
    await spec()
      .given([])
      .when([created(id)])
      .then('nutrition_recipes', [
        {
          user_id: userId,
          id,
          name: 'Lentil soup',
          servings: 2,
          ingredients: fields.ingredients,
          steps: ['Simmer'],
          tags: ['Soup'],
          calories: 300,
          protein: 20.5,
          carbs: null,
          fat: 0.05,
          search_text: 'lentil soup\nred lentils\nsoup',
        },
      ]);
  });

  it('an edit replaces the row; a deletion removes it; a restore brings it back', async () => {
    const id = randomUUID();
    await spec()
      .given([created(id)])
      .when([updated(id, { name: 'Red soup', servings: 4 }, '2025-11-16T08:00:00.000Z')])
      .then('nutrition_recipes', [{ id, name: 'Red soup', servings: 4, updated_at: '2025-11-16T08:00:00.000Z' }]);
    await spec()
      .given([created(id), deleted(id, '2025-11-17T08:00:00.000Z')])
      .when([created(id, {}, '2025-11-18T08:00:00.000Z')])
      .then('nutrition_recipes', [{ id, name: 'Lentil soup' }]);
  });

  it('keeps every version: as of a moment, and the deleted list', async () => {
    const id = randomUUID();
    const other = randomUUID();
    await spec()
      .given([])
      .when([
        created(id),
        updated(id, { name: 'Red soup' }, '2025-11-16T08:00:00.000Z'),
        deleted(id, '2025-11-17T08:00:00.000Z'),
        created(other, { name: 'Oats', tags: ['breakfast'] }),
      ])
      .thenRows(
        async (q) => {
          const names = async (instant: string) =>
            (await listRecipes(q, userId, { source: versionsKnownAt(instant) })).map((row) => row.name);
          return {
            before: await names('2025-11-15T11:00:00.000Z'),
            first: await names('2025-11-15T13:00:00.000Z'),
            edited: await names('2025-11-16T09:00:00.000Z'),
            afterDelete: await names('2025-11-17T09:00:00.000Z'),
            live: (await listRecipes(q, userId)).map((row) => row.name),
            gone: await findRecipe(q, userId, id),
            then: (await findRecipe(q, userId, id, versionsKnownAt('2025-11-16T09:00:00.000Z')))?.name,
            deleted: (await listDeletedRecords(q, userId, ['recipe'])).map((row) => [row.id, row.name, row.deleted_at]),
          };
        },
        {
          before: [],
          first: ['Lentil soup', 'Oats'],
          edited: ['Oats', 'Red soup'],
          afterDelete: ['Oats'],
          live: ['Oats'],
          gone: undefined,
          then: 'Red soup',
          deleted: [[id, 'Red soup', '2025-11-17T08:00:00.000Z']],
        },
      );
  });

  it('searches the name, an ingredient or a tag, in any case, with LIKE characters taken literally', async () => {
    await spec()
      .given([])
      .when([created(randomUUID()), created(randomUUID(), { name: 'Oats 100%', ingredients: [], tags: ['Breakfast'] })])
      .thenRows(
        async (q) => {
          const search = async (text: string) => (await listRecipes(q, userId, { search: text })).map((row) => row.name);
          return [await search('SOUP'), await search('lentils'), await search('breakfast'), await search('100%'), await search('0_')];
        },
        [['Lentil soup'], ['Lentil soup'], ['Oats 100%'], ['Oats 100%'], []],
      );
    expect(await listRecipes(env.db, randomUUID())).toEqual([]);
  });
});
