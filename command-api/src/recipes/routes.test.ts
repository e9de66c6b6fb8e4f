import { readFileSync } from 'node:fs';
import { groceryItemStreamId, recipeStreamId, type RecipeGroceryResultJson, type RecipeJson } from '@life/domain';
import { oneTestDbKind } from '@life/infra/testing/test-db';
import { describe, expect, it } from 'vitest';
import { apiSpec, DELETE, expectNewEvents, POST, PUT } from '../testing/api-spec';
import { useTestApp } from '../testing/route-test';

const fixture = (name: string) => readFileSync(new URL(`../../../domain/src/recipes/testing/${name}`, import.meta.url), 'utf8');

const soup = {
  name: 'Rice soup',
  servings: 2,
  ingredients: [
    { quantity: '200', unit: 'g', food: 'Rice' },
    { quantity: '1', unit: 'cup', food: 'Milk' },
    { quantity: '2', food: 'Eggs', note: 'beaten' },
    { food: 'Salt' },
  ],
  steps: ['Simmer the rice in the milk.', 'Stir in the eggs.'],
  tags: ['Soup', 'quick'],
  calories: 350,
  protein: '12.5',
  carbs: '40',
  fat: '9.25',
};

describe.each(oneTestDbKind())('recipes (%s)', (kind) => {
  const app = useTestApp(kind);

  it('creates, lists with search, edits, deletes and restores, each write pinned to its events', async () => {
    const user = await app.register();
    const spec = apiSpec(app).given(user);
    const { body } = await spec.when(POST('/api/recipes', soup)).then(
      201,
      expectNewEvents([
        {
          streamId: expect.stringMatching(/^recipe-/),
          type: 'RecipeCreated',
          data: expect.objectContaining({ userId: user.user.id, name: 'Rice soup', servings: 2, calories: 350, proteinHundredths: 1250 }),
        },
      ]),
    );
    const recipe = body as RecipeJson;
    expect(recipe).toMatchObject({ servings: 2, protein: '12.50', fat: '9.25', tags: ['Soup', 'quick'] });
    expect(recipe.ingredients[2]).toEqual({
      quantity: '2',
      unit: '',
      food: 'Eggs',
      note: 'beaten',
      calories: null,
      protein: null,
      carbs: null,
      fat: null,
    });
    const streamId = recipeStreamId(recipe.id);
    await apiSpec(app)
      .given(user)
      .when(POST('/api/recipes', { name: 'Oat porridge', tags: ['Breakfast'] }))
      .then(201);

    const names = async (query: string) =>
      ((await (await user.client.get(`/api/recipes${query}`)).json()) as RecipeJson[]).map((r) => r.name);
    expect(await names('')).toEqual(['Oat porridge', 'Rice soup']);
    expect(await names('?search=MILK')).toEqual(['Rice soup']);
    expect(await names('?search=breakfast')).toEqual(['Oat porridge']);
    const beforeEdit = new Date().toISOString();

    await spec
      .when(PUT(`/api/recipes/${recipe.id}`, { ...soup, servings: 4 }))
      .then(
        200,
        expectNewEvents([{ streamId, type: 'RecipeUpdated', data: expect.objectContaining({ recipeId: recipe.id, servings: 4 }) }]),
      );
    await spec.when(PUT(`/api/recipes/${recipe.id}`, { ...soup, servings: 4 })).then(200, expectNewEvents([]));
    expect(((await (await user.client.get(`/api/recipes/${recipe.id}?asOf=${beforeEdit}`)).json()) as RecipeJson).servings).toBe(2);

    await spec
      .when(DELETE(`/api/recipes/${recipe.id}`))
      .then(204, expectNewEvents([{ streamId, type: 'RecipeDeleted', data: { recipeId: recipe.id } }]));
    expect((await user.client.get(`/api/recipes/${recipe.id}`)).status).toBe(404);
    const deleted = (await (await user.client.get('/api/history/deleted?kind=recipe')).json()) as { id: string; details: string }[];
    expect(deleted).toEqual([expect.objectContaining({ id: recipe.id, name: 'Rice soup', details: 'Recipe · 4 servings' })]);
    await spec
      .when(POST(`/api/history/recipe/${recipe.id}/restore`, {}))
      .then(200, expectNewEvents([{ streamId, type: 'RecipeCreated', data: expect.objectContaining({ servings: 4 }) }]));
    const history = (await (await user.client.get(`/api/history/recipe/${recipe.id}`)).json()) as { entries: { label: string }[] };
    expect(history.entries.map((entry) => entry.label)).toEqual(['Created', 'Servings changed', 'Deleted', 'Created']);
  });

  it('adds the ingredients for 4 servings to the grocery list, merged with what is there, grouped by category', async () => {
    const user = await app.register();
    const rice = (await (await user.client.post('/api/grocery-items', { name: 'rice', quantity: '100', unit: 'grams' })).json()) as {
      id: string;
    };
    const milk = (await (await user.client.post('/api/grocery-items', { name: 'Milk', quantity: '1', unit: 'l' })).json()) as {
      id: string;
    };
    const recipe = (await (await user.client.post('/api/recipes', soup)).json()) as RecipeJson;

    const { body } = await apiSpec(app)
      .given(user)
      .when(POST(`/api/recipes/${recipe.id}/grocery-list`, { servings: 4 }))
      .then(
        200,
        expectNewEvents([
          {
            streamId: groceryItemStreamId(rice.id),
            type: 'GroceryItemQuantityAdded',
            data: { groceryItemId: rice.id, added: '400', quantity: '500' },
          },
          {
            streamId: expect.stringMatching(/^grocery-item-/),
            type: 'GroceryItemAdded',
            data: expect.objectContaining({ name: 'Milk', quantity: '2', unit: 'cup' }),
          },
          {
            streamId: expect.stringMatching(/^grocery-item-/),
            type: 'GroceryItemAdded',
            data: expect.objectContaining({ name: 'Eggs', quantity: '4', unit: '' }),
          },
          {
            streamId: expect.stringMatching(/^grocery-item-/),
            type: 'GroceryItemAdded',
            data: expect.objectContaining({ name: 'Salt', quantity: null }),
          },
        ]),
      );
    const result = body as RecipeGroceryResultJson;
    expect(
      result.groups.map((group) => [
        group.category,
        group.items.map((item) => `${item.quantity ?? ''} ${item.unit} ${item.name}${item.merged ? ' (merged)' : ''}`),
      ]),
    ).toEqual([
      ['Dairy', ['2 cup Milk', '4  Eggs']],
      ['Spices', ['  Salt']],
      ['Other', ['500 grams rice (merged)']],
    ]);
    const list = (await (await user.client.get('/api/grocery-items')).json()) as {
      id: string;
      name: string;
      quantity: string | null;
      unit: string;
    }[];
    expect(list.map((item) => [item.name, item.quantity, item.unit])).toEqual([
      ['rice', '500', 'grams'],
      ['Milk', '1', 'l'],
      ['Milk', '2', 'cup'],
      ['Eggs', '4', ''],
      ['Salt', null, ''],
    ]);
    expect(list.find((item) => item.id === milk.id)?.quantity).toBe('1');
    // Servings out of range: 400, nothing written.
    await apiSpec(app)
      .given(user)
      .when(POST(`/api/recipes/${recipe.id}/grocery-list`, { servings: 0 }))
      .then(400, expectNewEvents([]));
  });

  it('logs servings as a meal linked to the recipe, which the day totals count', async () => {
    const user = await app.register();
    const recipe = (await (await user.client.post('/api/recipes', soup)).json()) as RecipeJson;
    const response = await user.client.post(`/api/recipes/${recipe.id}/log-meal`, {
      servings: 2,
      type: 'dinner',
      date: '2025-11-15',
      time: '19:30',
    });
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({
      name: 'Rice soup',
      type: 'dinner',
      calories: 700,
      protein: '25.00',
      carbs: '80.00',
      fat: '18.50',
      logged: true,
      date: '2025-11-15',
      time: '19:30',
      recipeId: recipe.id,
    });
    const meals = (await (await user.client.get('/api/meals?startDate=2025-11-15&endDate=2025-11-15')).json()) as { recipeId: string }[];
    expect(meals.map((meal) => meal.recipeId)).toEqual([recipe.id]);
    // Too many servings for one meal (10,000 kcal): refused on servings.
    const tooMuch = await user.client.post(`/api/recipes/${recipe.id}/log-meal`, { servings: 30, type: 'dinner' });
    expect(tooMuch.status).toBe(400);
    expect(await tooMuch.json()).toMatchObject({
      fields: { servings: 'That many servings is more than one meal can hold; log fewer servings' },
    });
    const noCalories = (await (await user.client.post('/api/recipes', { name: 'Mystery' })).json()) as RecipeJson;
    expect((await user.client.post(`/api/recipes/${noCalories.id}/log-meal`, { servings: 1, type: 'lunch' })).status).toBe(409);
  });

  it('imports schema.org JSON-LD as plain text; refuses what is not a recipe', async () => {
    const { client } = await app.register();
    const imported = await client.post('/api/recipes/import', { text: fixture('site-recipe.jsonld') });
    expect(imported.status).toBe(201);
    expect(await imported.json()).toMatchObject({ name: 'Red Lentil Soup & Lemon', servings: 4, calories: 310, protein: '17.50' });
    const hostile = (await (await client.post('/api/recipes/import', { text: fixture('hostile-recipe.jsonld') })).json()) as RecipeJson;
    expect(hostile.name).toBe('Totally Normal Cake');
    expect(JSON.stringify(hostile)).not.toMatch(/<script|onerror|javascript:/i);
    for (const [text, message] of [
      ['{"@type":"WebPage"}', 'No schema.org Recipe was found in the JSON-LD'],
      [`${'['.repeat(40)}${']'.repeat(40)}`, 'The JSON-LD is nested more than 32 levels deep'],
      [`{"@type":"Recipe","name":"${'x'.repeat(1_000_001)}"}`, 'The JSON-LD text is larger than 1 MB'],
    ]) {
      const refused = await client.post('/api/recipes/import', { text });
      expect(refused.status).toBe(400);
      expect(await refused.json()).toMatchObject({ fields: { text: message } });
    }
    expect(((await (await client.get('/api/recipes')).json()) as unknown[]).length).toBe(2);
  });

  it("another user's recipe is not found on every route", async () => {
    const a = await app.register();
    const b = await app.register();
    const recipe = (await (await a.client.post('/api/recipes', soup)).json()) as RecipeJson;
    expect((await b.client.get(`/api/recipes/${recipe.id}`)).status).toBe(404);
    expect((await b.client.put(`/api/recipes/${recipe.id}`, soup)).status).toBe(404);
    expect((await b.client.post(`/api/recipes/${recipe.id}/grocery-list`, { servings: 2 })).status).toBe(404);
    expect((await b.client.post(`/api/recipes/${recipe.id}/log-meal`, { servings: 1, type: 'lunch' })).status).toBe(404);
    expect((await b.client.delete(`/api/recipes/${recipe.id}`)).status).toBe(404);
    expect(await (await b.client.get('/api/recipes')).json()).toEqual([]);
  });
});
