import type { ClearedGroceryItemsJson, GroceryItemJson } from '@life/domain/groceries/api';
import type { GroceryItemInput } from '@life/domain/groceries/schemas';
import type { MealJson } from '@life/domain/meals/api';
import type { MealInput } from '@life/domain/meals/schemas';
import type { WaterDayJson } from '@life/domain/water/api';

/** The domain's JSON and body types under the names the screens use. */
export type Meal = MealJson;
export type MealBody = MealInput;
export type GroceryItem = GroceryItemJson;
export type GroceryItemBody = GroceryItemInput;
export type ClearedGroceryItems = ClearedGroceryItemsJson;
export type WaterDay = WaterDayJson;
