import { describe, expect, it } from 'vitest';
import { ConflictError, NotFoundError, ValidationError } from '../core/errors';
import { eventRegistry } from '../registry';
import { parseOrThrow } from '../shared/zod';
import { deciderSpec } from '../testing/decider-spec';
import type { RecipeCommand } from './commands';
import { recipeDecider } from './decider';
import type { RecipeCreatedEvent, RecipeEvent } from './events';
import type { RecipeFields } from './fields';
import { recipeCreateSchema, recipeGrocerySchema, recipeLogMealSchema, type RecipeInput } from './schemas';
import { recipeStreamId } from './state';
import { validateRecipeInput } from './validation';

const userId = 'a0000000-0000-4000-8000-000000000001';
const recipeId = 'r0000000-0000-4000-8000-000000000001';
const metadata = { userId, now: '2025-11-05T10:00:00.000Z', today: '2025-11-05' };
const spec = deciderSpec(recipeDecider);

const body: RecipeInput = {
  name: ' Lentil soup ',
  servings: 2,
  ingredients: [{ quantity: '1 1/2', unit: 'cup', food: ' Red lentils ', note: 'rinsed' }, { food: 'Salt' }],
  steps: ['Simmer 20 minutes'],
  tags: ['Soup', 'soup', 'vegan'],
  calories: 300,
  protein: '20.5',
};
const fields: RecipeFields = {
  name: 'Lentil soup',
  servings: 2,
  ingredients: [
    {
      quantity: '1.5',
      unit: 'cup',
      food: 'Red lentils',
      note: 'rinsed',
      calories: null,
      proteinHundredths: null,
      carbsHundredths: null,
      fatHundredths: null,
    },
    {
      quantity: null,
      unit: '',
      food: 'Salt',
      note: '',
      calories: null,
      proteinHundredths: null,
      carbsHundredths: null,
      fatHundredths: null,
    },
  ],
  steps: ['Simmer 20 minutes'],
  tags: ['Soup', 'vegan'],
  calories: 300,
  proteinHundredths: 2050,
  carbsHundredths: null,
  fatHundredths: null,
};
const command =
  (type: 'CreateRecipe' | 'UpdateRecipe', input: RecipeInput, as = userId) =>
  (): RecipeCommand => ({
    type,
    data: { recipeId, draft: parseOrThrow(recipeCreateSchema, input) },
    metadata: { ...metadata, userId: as },
  });
const simple = (type: 'DeleteRecipe' | 'RestoreRecipe', as = userId): RecipeCommand => ({
  type,
  data: { recipeId },
  metadata: { ...metadata, userId: as },
});
const created = (overrides: Partial<RecipeFields> = {}): RecipeCreatedEvent => ({
  type: 'RecipeCreated',
  data: { recipeId, userId, ...fields, ...overrides },
});
const deleted: RecipeEvent = { type: 'RecipeDeleted', data: { recipeId } };

describe('recipes: create', () => {
  it('has one stream per recipe', () => {
    expect(recipeStreamId(recipeId)).toBe(`recipe-${recipeId}`);
  });

  it('creates with trimmed texts, normalised quantities, distinct tags and macros in hundredths', () => {
    spec.given([]).when(command('CreateRecipe', body)).then([created()]);
  });

  it('defaults: 1 serving, no lists, unknown nutrition', () => {
    const empty = {
      ingredients: [],
      steps: [],
      tags: [],
      calories: null,
      proteinHundredths: null,
      carbsHundredths: null,
      fatHundredths: null,
    };
    spec
      .given([])
      .when(command('CreateRecipe', { name: 'Toast' }))
      .then([created({ name: 'Toast', servings: 1, ...empty })]);
  });

  it('sums blank nutrition from the ingredients when every one gives it, per serving', () => {
    const ingredients = [
      { quantity: 200, unit: 'g', food: 'Rice', calories: 260, protein: '5.4', carbs: '56', fat: '0.6' },
      { quantity: '1', unit: 'tbsp', food: 'Oil', calories: 120, protein: 0, carbs: 0 },
    ];
    const draft = parseOrThrow(recipeCreateSchema, { name: 'Rice', servings: 3, ingredients });
    // (260 + 120) / 3 = 126.67 -> 127; protein 540 / 3 = 180; fat unknown for the oil: not summed.
    expect(draft).toMatchObject({ calories: 127, proteinHundredths: 180, carbsHundredths: 1867, fatHundredths: null });
    // Entered values win.
    expect(parseOrThrow(recipeCreateSchema, { name: 'Rice', servings: 3, ingredients, calories: 100 }).calories).toBe(100);
  });

  it.each([
    [{ name: '' }, { name: 'Recipe name is required' }],
    [{ name: 'x'.repeat(201) }, { name: 'Recipe name must be 200 characters or fewer' }],
    [{ servings: 0 }, { servings: 'Servings must be a whole number from 1 to 100' }],
    [{ servings: '' }, { servings: 'Servings must be a whole number from 1 to 100' }],
    [{ servings: 101 }, { servings: 'Servings must be a whole number from 1 to 100' }],
    [{ ingredients: Array.from({ length: 101 }, () => ({ food: 'x' })) }, { ingredients: 'A recipe can have at most 100 ingredients' }],
    [{ ingredients: [{ food: '' }] }, { 'ingredients.0.food': 'Food is required' }],
    [
      { ingredients: [{ food: 'x', quantity: '1e3' }] },
      { 'ingredients.0.quantity': 'Quantity must be a number (2, 1.5, 1/3 or 1 1/2) of at most 1,000,000' },
    ],
    [
      { ingredients: [{ food: 'x', quantity: '0' }] },
      { 'ingredients.0.quantity': 'Quantity must be a number (2, 1.5, 1/3 or 1 1/2) of at most 1,000,000' },
    ],
    [{ ingredients: [{ food: 'x', unit: 'a\u0007' }] }, { 'ingredients.0.unit': 'Unit must not contain control characters' }],
    [{ steps: Array.from({ length: 51 }, () => 'Stir') }, { steps: 'A recipe can have at most 50 steps' }],
    [{ steps: [' '] }, { 'steps.0': 'Step text is required' }],
    [{ tags: Array.from({ length: 21 }, (_, i) => `t${i}`) }, { tags: 'A recipe can have at most 20 tags' }],
    [{ calories: 10_001 }, { calories: 'Calories must be a whole number from 0 to 10,000' }],
    [{ fat: '1000' }, { fat: 'Fat must be at most 999.99' }],
  ] as [RecipeInput, Record<string, string>][])('refuses %j', (override, messages) => {
    spec
      .given([])
      .when(command('CreateRecipe', { ...body, ...override }))
      .thenThrows(ValidationError, { fields: messages });
    expect(validateRecipeInput({ ...body, ...override })).toEqual(messages);
  });

  it('allows line breaks in a step, not in a name', () => {
    expect(validateRecipeInput({ name: 'a', steps: ['Mix.\nBake.'] })).toEqual({});
    expect(validateRecipeInput({ name: 'a\nb' })).toEqual({ name: 'Recipe name must not contain control characters' });
  });

  it('refuses to create the same recipe twice', () => {
    spec.given([created()]).when(command('CreateRecipe', body)).thenThrows(ConflictError, { message: 'Recipe already exists' });
  });
});

describe('recipes: update, delete, restore', () => {
  it('an edit records the whole new recipe; an unchanged one records nothing', () => {
    spec
      .given([created()])
      .when(command('UpdateRecipe', { ...body, servings: 4 }))
      .then([{ type: 'RecipeUpdated', data: { recipeId, ...fields, servings: 4 } }]);
    spec.given([created()]).when(command('UpdateRecipe', body)).then([]);
  });

  it('deletes and restores with the last values', () => {
    const updated: RecipeEvent = { type: 'RecipeUpdated', data: { recipeId, ...fields, name: 'Soup' } };
    spec.given([created()]).when(simple('DeleteRecipe')).then([deleted]);
    spec
      .given([created(), updated, deleted])
      .when(simple('RestoreRecipe'))
      .then([created({ name: 'Soup' })]);
    spec.given([created()]).when(simple('RestoreRecipe')).thenThrows(ConflictError, { message: 'This recipe is not deleted' });
  });

  it("is not found when missing, deleted or someone else's", () => {
    spec.given([]).when(simple('DeleteRecipe')).thenThrows(NotFoundError, { message: 'Recipe not found' });
    spec.given([]).when(simple('RestoreRecipe')).thenThrows(NotFoundError);
    spec.given([created(), deleted]).when(command('UpdateRecipe', body)).thenThrows(NotFoundError);
    spec
      .given([created()])
      .when(command('UpdateRecipe', body, 'someone-else'))
      .thenThrows(NotFoundError);
    spec.given([created()]).when(simple('DeleteRecipe', 'someone-else')).thenThrows(NotFoundError);
    spec.given([created(), deleted]).when(simple('RestoreRecipe', 'someone-else')).thenThrows(NotFoundError);
  });

  it.each([created(), { type: 'RecipeUpdated', data: { recipeId, ...fields } }, deleted])('registers $type', (event) => {
    expect(eventRegistry.versionOf(event.type)).toBe(1);
    expect(eventRegistry.parse(event.type, 1, JSON.parse(JSON.stringify(event.data)))).toEqual(event.data);
  });
});

describe('recipes: grocery and log-meal bodies', () => {
  it('takes servings 1..100 and a meal type; a logged meal by default', () => {
    expect(parseOrThrow(recipeGrocerySchema, { servings: '4' })).toEqual({ servings: 4 });
    expect(() => parseOrThrow(recipeGrocerySchema, { servings: 0 })).toThrow(ValidationError);
    expect(parseOrThrow(recipeLogMealSchema, { servings: 2, type: 'dinner' })).toEqual({
      servings: 2,
      type: 'dinner',
      time: null,
      logged: true,
    });
    expect(() => parseOrThrow(recipeLogMealSchema, { servings: 2, type: 'brunch', date: '2100-01-01' })).toThrow(ValidationError);
  });
});
