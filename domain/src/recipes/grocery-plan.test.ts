import { describe, expect, it } from 'vitest';
import type { RecipeIngredient } from './fields';
import { groceryCategoryOf, planGroceryAdditions, type ListedGroceryItem } from './grocery-plan';

const ingredient = (quantity: string | null, unit: string, food: string): RecipeIngredient => ({
  quantity,
  unit,
  food,
  note: '',
  calories: null,
  proteinHundredths: null,
  carbsHundredths: null,
  fatHundredths: null,
});
const item = (
  id: string,
  name: string,
  quantity: string | null,
  unit: string,
  overrides: Partial<ListedGroceryItem> = {},
): ListedGroceryItem => ({
  id,
  name,
  category: 'Other',
  checked: false,
  quantity,
  unit,
  ...overrides,
});

describe('add to grocery list: the plan', () => {
  const recipe = [
    ingredient('200', 'g', 'Rice'),
    ingredient('1', 'cup', 'Milk'),
    ingredient('2', '', 'Eggs'),
    ingredient(null, '', 'Salt'),
  ];

  it('scales to the servings asked for: 2 servings made for 4 doubles', () => {
    expect(planGroceryAdditions([], recipe, 2, 4)).toEqual({
      adds: [
        { name: 'Rice', category: 'Pantry', quantity: '400', unit: 'g' },
        { name: 'Milk', category: 'Dairy', quantity: '2', unit: 'cup' },
        { name: 'Eggs', category: 'Dairy', quantity: '4', unit: '' },
        { name: 'Salt', category: 'Spices', quantity: null, unit: '' },
      ],
      topUps: [],
    });
  });

  it('same food and unit: the quantities add on the item there (case and unit spelling aside)', () => {
    const listed = [
      item('rice', 'rice', '100', 'grams', { category: 'Grains' }),
      item('milk', 'Milk', '1', 'l'),
      item('salt', 'Salt', null, ''),
    ];
    const plan = planGroceryAdditions(listed, recipe, 2, 4);
    expect(plan.topUps).toEqual([{ groceryItemId: 'rice', category: 'Grains', quantity: '400' }]);
    // Milk in litres stays a line of its own; salt is there already (nothing to add to no amount).
    expect(plan.adds.map((add) => `${add.quantity} ${add.unit} ${add.name}`)).toEqual(['2 cup Milk', '4  Eggs']);
  });

  it('an item without an amount takes the recipe amount; a checked item (bought) is not merged into', () => {
    const listed = [item('eggs', 'Eggs', null, ''), item('rice', 'Rice', '1', 'g', { checked: true })];
    const plan = planGroceryAdditions(listed, recipe, 2, 2);
    expect(plan.topUps).toEqual([{ groceryItemId: 'eggs', category: 'Other', quantity: '2' }]);
    expect(plan.adds.map((add) => add.name)).toEqual(['Rice', 'Milk', 'Salt']);
  });

  it('lines of the recipe with the same food and unit add up first, exactly (3 servings made for 4)', () => {
    const plan = planGroceryAdditions([], [ingredient('1', 'cup', 'Flour'), ingredient('1/2', 'cups', 'flour')], 3, 4);
    expect(plan.adds).toEqual([{ name: 'Flour', category: 'Pantry', quantity: '2', unit: 'cup' }]);
    expect(planGroceryAdditions([], [ingredient('1', 'cup', 'Flour')], 3, 4).adds[0]?.quantity).toBe('1 1/3');
  });

  it('guesses grocery categories from the food', () => {
    expect(['Chicken breast', 'Black pepper', 'Red onion', 'Sourdough bread', 'Widget'].map(groceryCategoryOf)).toEqual([
      'Meat & Seafood',
      'Spices',
      'Produce',
      'Bakery',
      'Other',
    ]);
  });
});
