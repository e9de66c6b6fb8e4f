/** The domain's recipe JSON and body types under the names the screens use. */
export type {
  RecipeGroceryResultJson as RecipeGroceryResult,
  RecipeIngredientJson as RecipeIngredient,
  RecipeJson as Recipe,
} from '@life/domain/recipes/api';
export type {
  RecipeGroceryInput as RecipeGroceryBody,
  RecipeInput as RecipeBody,
  RecipeLogMealInput as RecipeLogMealBody,
} from '@life/domain/recipes/schemas';
