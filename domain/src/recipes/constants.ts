import { MAX_MACRO_HUNDREDTHS, MAX_MEAL_CALORIES } from '../meals/constants';

export const MAX_RECIPE_NAME_LENGTH = 200;
export const MIN_RECIPE_SERVINGS = 1;
export const MAX_RECIPE_SERVINGS = 100;
export const MAX_RECIPE_INGREDIENTS = 100;
export const MAX_RECIPE_STEPS = 50;
export const MAX_RECIPE_TAGS = 20;
export const MAX_INGREDIENT_FOOD_LENGTH = 100;
export const MAX_INGREDIENT_UNIT_LENGTH = 30;
export const MAX_INGREDIENT_NOTE_LENGTH = 200;
export const MAX_RECIPE_STEP_LENGTH = 2000;
export const MAX_RECIPE_TAG_LENGTH = 40;
/** Per serving, as a meal may carry (a logged serving is a meal). */
export const MAX_RECIPE_CALORIES = MAX_MEAL_CALORIES;
export const MAX_RECIPE_MACRO_HUNDREDTHS = MAX_MACRO_HUNDREDTHS;
/** An ingredient's own values (for all of it, as used in the recipe) may be larger than a serving's. */
export const MAX_INGREDIENT_CALORIES = 100_000;
export const MAX_INGREDIENT_MACRO_HUNDREDTHS = 999_999;
/** Servings one 'Add to grocery list' or 'Log as meal' may ask for. */
export const MAX_SCALED_SERVINGS = 100;
/** A pasted or uploaded JSON-LD text: larger is refused before it is parsed. */
export const MAX_RECIPE_IMPORT_CHARACTERS = 1_000_000;
/** Objects and arrays nested deeper than this are refused (recipe JSON-LD is a few levels deep). */
export const MAX_RECIPE_IMPORT_DEPTH = 32;

export const RECIPE_MACROS = ['protein', 'carbs', 'fat'] as const;
export type RecipeMacro = (typeof RECIPE_MACROS)[number];

export const recipeMessages = {
  nameRequired: 'Recipe name is required',
  servingsInvalid: `Servings must be a whole number from ${MIN_RECIPE_SERVINGS} to ${MAX_RECIPE_SERVINGS}`,
  ingredientsInvalid: 'Ingredients must be a list of ingredients',
  ingredientsTooMany: `A recipe can have at most ${MAX_RECIPE_INGREDIENTS} ingredients`,
  ingredientInvalid: 'Each ingredient must have a food and an optional quantity, unit and note',
  foodRequired: 'Food is required',
  quantityInvalid: 'Quantity must be a number (2, 1.5, 1/3 or 1 1/2) of at most 1,000,000',
  ingredientCaloriesInvalid: `Calories must be a whole number from 0 to ${MAX_INGREDIENT_CALORIES.toLocaleString('en-US')}`,
  stepsInvalid: 'Steps must be a list of texts',
  stepsTooMany: `A recipe can have at most ${MAX_RECIPE_STEPS} steps`,
  stepRequired: 'Step text is required',
  tagsInvalid: 'Tags must be a list of texts',
  tagsTooMany: `A recipe can have at most ${MAX_RECIPE_TAGS} tags`,
  tagRequired: 'Tag is required',
  caloriesInvalid: `Calories must be a whole number from 0 to ${MAX_RECIPE_CALORIES.toLocaleString('en-US')}`,
  notFound: 'Recipe not found',
  alreadyExists: 'Recipe already exists',
  notDeleted: 'This recipe is not deleted',
  scaledServingsInvalid: `Servings must be a whole number from 1 to ${MAX_SCALED_SERVINGS}`,
  /** Log as meal: a meal holds at most 10,000 kcal and 999.99 g of each macro. */
  mealTooLarge: 'That many servings is more than one meal can hold; log fewer servings',
  noIngredients: 'This recipe has no ingredients to add',
  noCalories: 'Add the calories per serving before logging this recipe as a meal',
  importRequired: 'Paste or upload a schema.org/Recipe JSON-LD text',
  importTooLarge: `The JSON-LD text is larger than 1 MB`,
  importNotJson: 'The text is not valid JSON',
  importTooDeep: `The JSON-LD is nested more than ${MAX_RECIPE_IMPORT_DEPTH} levels deep`,
  importNoRecipe: 'No schema.org Recipe was found in the JSON-LD',
} as const;
