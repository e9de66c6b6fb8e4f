import { GROCERY_ITEM_FIELD_KEYS, type GroceryItemFields, type MealJson } from '@life/domain';
import { selectFieldsSql } from '@life/domain/shared/aggregate-fields';
import type { Queryable } from '@life/infra';
import { ISO } from '../sql';

/** nutrition_meals row as the API maps it: the JSON's fields (macros as decimal strings '12.50', or null), snake_case created_at. */
export type MealRow = Omit<MealJson, 'createdAt'> & { created_at: string };

const MEAL_COLUMNS = `id::text AS id, name, type, calories, protein::text AS protein, carbs::text AS carbs, fat::text AS fat, time,
  logged, to_char(date, 'YYYY-MM-DD') AS date, to_char(created_at AT TIME ZONE 'UTC', ${ISO}) AS created_at`;

/** Which meals a list shows: one day, or a range of days (both ends included); none: all. */
export interface MealFilters {
  startDate?: string;
  endDate?: string;
}

/** The user's meals, newest day first; within a day by time (those without one last), then as created. */
export async function listMeals(q: Queryable, userId: string, filters: MealFilters = {}): Promise<MealRow[]> {
  const { rows } = await q.query<MealRow>(
    `SELECT ${MEAL_COLUMNS} FROM nutrition_meals
     WHERE user_id = $1 AND ($2::date IS NULL OR date >= $2::date) AND ($3::date IS NULL OR date <= $3::date)
     ORDER BY date DESC, time ASC NULLS LAST, created_position ASC`,
    [userId, filters.startDate ?? null, filters.endDate ?? null],
  );
  return rows;
}

/** One meal of the user (undefined when missing, deleted or someone else's). */
export async function findMeal(q: Queryable, userId: string, mealId: string): Promise<MealRow | undefined> {
  const { rows } = await q.query<MealRow>(`SELECT ${MEAL_COLUMNS} FROM nutrition_meals WHERE user_id = $1 AND id = $2::uuid`, [
    userId,
    mealId,
  ]);
  return rows[0];
}

/** A day's meals added up: the logged ones' calories and macros (SPEC: "sum of logged meals"), and how many of how many are logged. */
export interface DayMealTotals {
  calories: number;
  /** Decimal strings with two decimals ('37.50'). */
  protein: string;
  carbs: string;
  fat: string;
  loggedMeals: number;
  meals: number;
}

/** The Daily Nutrition Goals and the dashboard's Calories Today for `date` (the user's local day). One index range. */
export async function dayMealTotals(q: Queryable, userId: string, date: string): Promise<DayMealTotals> {
  const { rows } = await q.query<DayMealTotals>(
    `SELECT coalesce(sum(calories) FILTER (WHERE logged), 0)::int AS calories,
       coalesce(sum(protein) FILTER (WHERE logged), 0)::numeric(12,2)::text AS protein,
       coalesce(sum(carbs) FILTER (WHERE logged), 0)::numeric(12,2)::text AS carbs,
       coalesce(sum(fat) FILTER (WHERE logged), 0)::numeric(12,2)::text AS fat,
       count(*) FILTER (WHERE logged)::int AS "loggedMeals", count(*)::int AS meals
     FROM nutrition_meals WHERE user_id = $1 AND date = $2::date`,
    [userId, date],
  );
  return rows[0]!;
}

/** nutrition_grocery_items row as the API maps it: the stored fields under their domain names. */
export interface GroceryItemRow extends GroceryItemFields {
  id: string;
  created_at: string;
}

const GROCERY_COLUMNS = `g.id::text AS id, ${selectFieldsSql(GROCERY_ITEM_FIELD_KEYS, 'g')}, to_char(g.created_at AT TIME ZONE 'UTC', ${ISO}) AS created_at`;

/** The user's grocery list in the order items were added. */
export async function listGroceryItems(q: Queryable, userId: string): Promise<GroceryItemRow[]> {
  const { rows } = await q.query<GroceryItemRow>(
    `SELECT ${GROCERY_COLUMNS} FROM nutrition_grocery_items g WHERE g.user_id = $1 ORDER BY g.created_position`,
    [userId],
  );
  return rows;
}

export async function findGroceryItem(q: Queryable, userId: string, groceryItemId: string): Promise<GroceryItemRow | undefined> {
  const { rows } = await q.query<GroceryItemRow>(
    `SELECT ${GROCERY_COLUMNS} FROM nutrition_grocery_items g WHERE g.user_id = $1 AND g.id = $2::uuid`,
    [userId, groceryItemId],
  );
  return rows[0];
}

/** Ids of the user's checked items: what 'clear completed' removes. */
export async function checkedGroceryItemIds(q: Queryable, userId: string): Promise<string[]> {
  const { rows } = await q.query<{ id: string }>(
    `SELECT id::text AS id FROM nutrition_grocery_items WHERE user_id = $1 AND checked ORDER BY created_position`,
    [userId],
  );
  return rows.map((row) => row.id);
}

/** Glasses of water the user logged on `date` (0 when none). */
export async function waterGlassesOn(q: Queryable, userId: string, date: string): Promise<number> {
  const { rows } = await q.query<{ glasses: number }>(`SELECT glasses FROM nutrition_water WHERE user_id = $1 AND date = $2::date`, [
    userId,
    date,
  ]);
  return rows[0]?.glasses ?? 0;
}
