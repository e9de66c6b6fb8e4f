/** Recipes (issue 27): what other features may use. */
export { recipeQueries } from './queries';
