/** Checkpoint name of the recipes projection (live recipes and their versions); query handlers wait on it. */
export const NUTRITION_RECIPES = 'nutrition-recipes';
