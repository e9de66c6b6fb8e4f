import { formatHundredths, type RecipeIngredient, type RecipeIngredientJson, type RecipeJson } from '@life/domain';
import type { RecipeRow } from '@life/projector/projections/recipes/queries';

const grams = (hundredths: number | null) => (hundredths === null ? null : formatHundredths(hundredths));

function toIngredientJson(ingredient: RecipeIngredient): RecipeIngredientJson {
  return {
    quantity: ingredient.quantity,
    unit: ingredient.unit,
    food: ingredient.food,
    note: ingredient.note,
    calories: ingredient.calories,
    protein: grams(ingredient.proteinHundredths),
    carbs: grams(ingredient.carbsHundredths),
    fat: grams(ingredient.fatHundredths),
  };
}

/** GET /api/recipes item; what every recipe route answers. Nutrition is per serving. */
export function toRecipeJson(row: RecipeRow): RecipeJson {
  return {
    id: row.id,
    name: row.name,
    servings: row.servings,
    ingredients: row.ingredients.map(toIngredientJson),
    steps: row.steps,
    tags: row.tags,
    calories: row.calories,
    protein: row.protein,
    carbs: row.carbs,
    fat: row.fat,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}
