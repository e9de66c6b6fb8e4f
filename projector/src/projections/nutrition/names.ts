/** Checkpoint names of the nutrition projections; query handlers wait on these (read-your-writes). */
export const NUTRITION_MEALS = 'nutrition-meals';
export const NUTRITION_GROCERIES = 'nutrition-groceries';
export const NUTRITION_WATER = 'nutrition-water';
