/** The domain's JSON and body types under the names the screens use. */
export type { MealJson as Meal } from '@life/domain/meals/api';
export type { MealInput as MealBody } from '@life/domain/meals/schemas';
export type { ClearedGroceryItemsJson as ClearedGroceryItems, GroceryItemJson as GroceryItem } from '@life/domain/groceries/api';
export type { GroceryItemInput as GroceryItemBody } from '@life/domain/groceries/schemas';
export type { WaterDayJson as WaterDay } from '@life/domain/water/api';
