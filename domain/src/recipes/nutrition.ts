/**
 * A recipe's nutrition per serving, and what a number of servings of it holds. Calories are whole
 * kcal, macros hundredths of a gram: integer arithmetic, rounded half up once at the end.
 */
import type { RecipeFields, RecipeIngredient } from './fields';

export interface RecipeNutrition {
  calories: number | null;
  proteinHundredths: number | null;
  carbsHundredths: number | null;
  fatHundredths: number | null;
}

export const NUTRITION_KEYS = ['calories', 'proteinHundredths', 'carbsHundredths', 'fatHundredths'] as const;

/** a / b rounded half up, for a >= 0 and b > 0. */
function divideRounded(a: number, b: number): number {
  return Math.floor((2 * a + b) / (2 * b));
}

/**
 * Per serving from the ingredients' own values: a value is known when every ingredient gives it
 * (a partial sum would understate the recipe), else null. No ingredients: all null.
 */
export function nutritionFromIngredients(ingredients: readonly RecipeIngredient[], servings: number): RecipeNutrition {
  const per = (key: (typeof NUTRITION_KEYS)[number]): number | null => {
    if (ingredients.length === 0 || servings < 1) return null;
    let total = 0;
    for (const ingredient of ingredients) {
      const value = ingredient[key];
      if (value === null) return null;
      total += value;
    }
    return divideRounded(total, servings);
  };
  return {
    calories: per('calories'),
    proteinHundredths: per('proteinHundredths'),
    carbsHundredths: per('carbsHundredths'),
    fatHundredths: per('fatHundredths'),
  };
}

/** What `servings` servings hold (null stays null). */
export function nutritionForServings(recipe: Pick<RecipeFields, (typeof NUTRITION_KEYS)[number]>, servings: number): RecipeNutrition {
  const times = (value: number | null) => (value === null ? null : value * servings);
  return {
    calories: times(recipe.calories),
    proteinHundredths: times(recipe.proteinHundredths),
    carbsHundredths: times(recipe.carbsHundredths),
    fatHundredths: times(recipe.fatHundredths),
  };
}
