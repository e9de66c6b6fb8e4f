/**
 * 'Add to grocery list' (issue 27): a recipe's ingredients scaled to the servings asked for, merged
 * into the list. Same food and unit as an unchecked item already there (compared without case;
 * unit spellings like 'grams' and 'g' are one unit): the quantities add, on that item. Another
 * unit, or only a checked item (already bought): a line of its own. Lines of the recipe itself
 * with the same food and unit add up first. An item without an amount takes the recipe's amount;
 * an ingredient without one adds nothing to an item already there. Pure: the route turns the plan
 * into the groceries aggregate's commands.
 */
import { DEFAULT_GROCERY_CATEGORY } from '../groceries/constants';
import { addQuantities, formatQuantity, parseQuantity, scaleQuantity, type Quantity } from '../shared/quantity';
import type { RecipeIngredient } from './fields';

/** What the plan needs of an item on the list. */
export interface ListedGroceryItem {
  id: string;
  name: string;
  category: string;
  checked: boolean;
  quantity: string | null;
  unit: string;
}

export interface GroceryAddition {
  name: string;
  category: string;
  quantity: string | null;
  unit: string;
}

export interface GroceryPlan {
  /** New lines, in recipe order. */
  adds: GroceryAddition[];
  /** Items already on the list that get more: the amount to add. */
  topUps: { groceryItemId: string; category: string; quantity: string }[];
}

const UNIT_ALIASES: Readonly<Record<string, string>> = {
  gram: 'g',
  grams: 'g',
  gr: 'g',
  kilogram: 'kg',
  kilograms: 'kg',
  kilo: 'kg',
  kilos: 'kg',
  milliliter: 'ml',
  milliliters: 'ml',
  millilitre: 'ml',
  millilitres: 'ml',
  liter: 'l',
  liters: 'l',
  litre: 'l',
  litres: 'l',
  cups: 'cup',
  c: 'cup',
  tablespoon: 'tbsp',
  tablespoons: 'tbsp',
  tbs: 'tbsp',
  tbsps: 'tbsp',
  teaspoon: 'tsp',
  teaspoons: 'tsp',
  tsps: 'tsp',
  ounce: 'oz',
  ounces: 'oz',
  pound: 'lb',
  pounds: 'lb',
  lbs: 'lb',
  cloves: 'clove',
  pinches: 'pinch',
  cans: 'can',
  slices: 'slice',
  pieces: 'piece',
};

/** The unit as compared: lower case, no trailing dot, one spelling per unit. */
export function unitKey(unit: string): string {
  const word = unit.trim().toLowerCase().replace(/\.$/, '');
  return UNIT_ALIASES[word] ?? word;
}

export function foodKey(food: string): string {
  return food.trim().toLowerCase().replace(/\s+/g, ' ');
}

/** First match wins: 'black pepper' is a spice before 'pepper' is produce. */
const CATEGORY_WORDS: readonly [string, readonly string[]][] = [
  [
    'Spices',
    [
      'salt',
      'black pepper',
      'cumin',
      'paprika',
      'cinnamon',
      'oregano',
      'thyme',
      'chili powder',
      'nutmeg',
      'turmeric',
      'spice',
      'peppercorn',
    ],
  ],
  [
    'Produce',
    [
      'apple',
      'banana',
      'lemon',
      'lime',
      'orange',
      'onion',
      'garlic',
      'tomato',
      'potato',
      'carrot',
      'celery',
      'lettuce',
      'spinach',
      'pepper',
      'cucumber',
      'zucchini',
      'mushroom',
      'avocado',
      'herb',
      'parsley',
      'cilantro',
      'basil',
      'ginger',
      'berries',
      'berry',
      'broccoli',
      'cabbage',
      'kale',
      'leek',
      'shallot',
      'scallion',
      'fruit',
      'vegetable',
    ],
  ],
  ['Dairy', ['milk', 'butter', 'cheese', 'cream', 'yogurt', 'yoghurt', 'egg', 'parmesan', 'mozzarella', 'feta']],
  [
    'Meat & Seafood',
    ['chicken', 'beef', 'pork', 'lamb', 'turkey', 'bacon', 'sausage', 'ham', 'fish', 'salmon', 'tuna', 'shrimp', 'prawn', 'cod'],
  ],
  ['Bakery', ['bread', 'bun', 'tortilla', 'pita', 'baguette', 'roll']],
  [
    'Pantry',
    [
      'flour',
      'sugar',
      'rice',
      'pasta',
      'noodle',
      'oil',
      'vinegar',
      'bean',
      'lentil',
      'oat',
      'honey',
      'sauce',
      'stock',
      'broth',
      'baking',
      'yeast',
      'chocolate',
      'nut',
      'almond',
      'can',
      'tomato paste',
      'syrup',
      'vanilla',
    ],
  ],
  ['Frozen', ['frozen', 'ice cream']],
  ['Beverages', ['water', 'juice', 'wine', 'beer', 'coffee', 'tea']],
];

/** A grocery category for a food, by the words it holds ('Other' when none fits). */
export function groceryCategoryOf(food: string): string {
  const words = foodKey(food);
  for (const [category, keys] of CATEGORY_WORDS) {
    if (keys.some((key) => new RegExp(`\\b${key}(e?s)?\\b`).test(words))) return category;
  }
  return DEFAULT_GROCERY_CATEGORY;
}

interface Line {
  food: string;
  unit: string;
  quantity: Quantity | null;
}

/** The recipe's lines for `servings`, with same food and unit added together (in first-seen order). */
export function scaledIngredientLines(ingredients: readonly RecipeIngredient[], recipeServings: number, servings: number): Line[] {
  const lines = new Map<string, Line>();
  for (const ingredient of ingredients) {
    const parsed = ingredient.quantity === null ? undefined : parseQuantity(ingredient.quantity);
    const scaled = parsed ? scaleQuantity(parsed, servings, recipeServings) : null;
    const key = `${foodKey(ingredient.food)}\n${unitKey(ingredient.unit)}`;
    const line = lines.get(key);
    if (!line) lines.set(key, { food: ingredient.food, unit: ingredient.unit, quantity: scaled });
    else if (scaled) line.quantity = line.quantity ? addQuantities(line.quantity, scaled) : scaled;
  }
  return [...lines.values()];
}

export function planGroceryAdditions(
  listed: readonly ListedGroceryItem[],
  ingredients: readonly RecipeIngredient[],
  recipeServings: number,
  servings: number,
): GroceryPlan {
  const open = new Map<string, ListedGroceryItem>();
  for (const item of listed) {
    const key = `${foodKey(item.name)}\n${unitKey(item.unit)}`;
    if (!item.checked && !open.has(key)) open.set(key, item);
  }
  const plan: GroceryPlan = { adds: [], topUps: [] };
  for (const line of scaledIngredientLines(ingredients, recipeServings, servings)) {
    const there = open.get(`${foodKey(line.food)}\n${unitKey(line.unit)}`);
    if (there) {
      if (line.quantity) plan.topUps.push({ groceryItemId: there.id, category: there.category, quantity: formatQuantity(line.quantity) });
      continue;
    }
    plan.adds.push({
      name: line.food,
      category: groceryCategoryOf(line.food),
      quantity: line.quantity ? formatQuantity(line.quantity) : null,
      unit: line.unit,
    });
  }
  return plan;
}
