export { nutritionGroceriesProjection } from './groceries';
export { nutritionMealsProjection } from './meals';
export { nutritionWaterProjection } from './water';
export { NUTRITION_GROCERIES, NUTRITION_MEALS, NUTRITION_WATER } from './names';
