import { GROCERY_ITEM_FIELD_KEYS, type GroceryItemFields, type MealJson } from '@life/domain';
import { selectFieldsSql } from '@life/domain/shared/aggregate-fields';
import type { Queryable } from '@life/infra';
import { LIVE, userRowsIn, type RowSource, type VersionedTable } from '../as-of/source';
import { ISO } from '../sql';

// Issue 26: each read below takes its rows from a RowSource (the live table or its versions known at an instant).
const MEAL_ROWS: VersionedTable = { live: 'nutrition_meals', versions: 'nutrition_meals_versions', alias: 'm' };
const GROCERY_ROWS: VersionedTable = { live: 'nutrition_grocery_items', versions: 'nutrition_grocery_items_versions', alias: 'g' };
const WATER_ROWS: VersionedTable = { live: 'nutrition_water', versions: 'nutrition_water_versions', alias: 'w' };

/** nutrition_meals row as the API maps it: the JSON's fields (macros as decimal strings '12.50', or null), snake_case created_at. */
export type MealRow = Omit<MealJson, 'createdAt'> & { created_at: string };

const MEAL_COLUMNS = `m.id::text AS id, m.name, m.type, m.calories, m.protein::text AS protein, m.carbs::text AS carbs, m.fat::text AS fat,
  m.time, m.logged, m.recipe_id::text AS "recipeId", to_char(m.date, 'YYYY-MM-DD') AS date,
  to_char(m.created_at AT TIME ZONE 'UTC', ${ISO}) AS created_at`;

/** Which meals a list shows: one day, or a range of days (both ends included); none: all. */
export interface MealFilters {
  startDate?: string;
  endDate?: string;
}

/** The user's meals, newest day first; within a day by time (those without one last), then as created. */
export async function listMeals(q: Queryable, userId: string, filters: MealFilters = {}, source: RowSource = LIVE): Promise<MealRow[]> {
  const { params, param, from, where } = userRowsIn(source, MEAL_ROWS, userId);
  const start = param(filters.startDate ?? null);
  const end = param(filters.endDate ?? null);
  const { rows } = await q.query<MealRow>(
    `SELECT ${MEAL_COLUMNS} FROM ${from}
     WHERE ${where(`(${start}::date IS NULL OR m.date >= ${start}::date)`, `(${end}::date IS NULL OR m.date <= ${end}::date)`)}
     ORDER BY m.date DESC, m.time ASC NULLS LAST, m.created_position ASC`,
    params,
  );
  return rows;
}

/** One meal of the user (undefined when missing, deleted or someone else's). */
export async function findMeal(q: Queryable, userId: string, mealId: string, source: RowSource = LIVE): Promise<MealRow | undefined> {
  const { params, param, from, where } = userRowsIn(source, MEAL_ROWS, userId);
  const { rows } = await q.query<MealRow>(`SELECT ${MEAL_COLUMNS} FROM ${from} WHERE ${where(`m.id = ${param(mealId)}::uuid`)}`, params);
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
export async function dayMealTotals(q: Queryable, userId: string, date: string, source: RowSource = LIVE): Promise<DayMealTotals> {
  const { params, param, from, where } = userRowsIn(source, MEAL_ROWS, userId);
  const { rows } = await q.query<DayMealTotals>(
    `SELECT coalesce(sum(m.calories) FILTER (WHERE m.logged), 0)::int AS calories,
       coalesce(sum(m.protein) FILTER (WHERE m.logged), 0)::numeric(12,2)::text AS protein,
       coalesce(sum(m.carbs) FILTER (WHERE m.logged), 0)::numeric(12,2)::text AS carbs,
       coalesce(sum(m.fat) FILTER (WHERE m.logged), 0)::numeric(12,2)::text AS fat,
       count(*) FILTER (WHERE m.logged)::int AS "loggedMeals", count(*)::int AS meals
     FROM ${from} WHERE ${where(`m.date = ${param(date)}::date`)}`,
    params,
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
export async function listGroceryItems(q: Queryable, userId: string, source: RowSource = LIVE): Promise<GroceryItemRow[]> {
  const { params, from, where } = userRowsIn(source, GROCERY_ROWS, userId);
  const { rows } = await q.query<GroceryItemRow>(
    `SELECT ${GROCERY_COLUMNS} FROM ${from} WHERE ${where()} ORDER BY g.created_position`,
    params,
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
export async function waterGlassesOn(q: Queryable, userId: string, date: string, source: RowSource = LIVE): Promise<number> {
  const { params, param, from, where } = userRowsIn(source, WATER_ROWS, userId);
  const { rows } = await q.query<{ glasses: number }>(
    `SELECT w.glasses FROM ${from} WHERE ${where(`w.date = ${param(date)}::date`)}`,
    params,
  );
  return rows[0]?.glasses ?? 0;
}
