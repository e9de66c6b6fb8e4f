import {
  DEFAULT_TARGETS,
  type NutritionDaySums,
  type Nutrient,
  progressWeekWindows,
  WORKOUT_TYPES,
  type WorkoutFiguresJson,
  type WorkoutProgressWeekJson,
  type WorkoutType,
} from '@life/domain';
import type { Queryable } from '@life/infra';
import { LIVE, rowsIn, type RowSource, type VersionedTable } from '../as-of/source';
import { ISO, sqlParams } from '../sql';

const WORKOUTS: VersionedTable = { live: 'fitness_workouts', versions: 'fitness_workout_versions', alias: 'w' };
const MEALS: VersionedTable = { live: 'nutrition_meals', versions: 'nutrition_meal_versions', alias: 'm' };
const TARGETS: VersionedTable = { live: 'user_targets', versions: 'user_targets_versions', alias: 't' };
const BODY_WEIGHTS: VersionedTable = { live: 'body_weight_entries', versions: 'body_weight_entry_versions', alias: 'e' };

const noFigures = (): WorkoutFiguresJson => ({ workouts: 0, minutes: 0, calories: 0 });
const noFiguresByType = () =>
  Object.fromEntries(WORKOUT_TYPES.map((type) => [type, noFigures()])) as Record<WorkoutType, WorkoutFiguresJson>;

function add(into: WorkoutFiguresJson, figures: WorkoutFiguresJson): void {
  into.workouts += figures.workouts;
  into.minutes += figures.minutes;
  into.calories += figures.calories;
}

/**
 * Completed workouts per ISO week (Monday to Sunday) and type over the `weeks` weeks ending with
 * `today`'s, oldest first; days after today count in no week (planned ahead). One grouped statement
 * over the completed-by-date index, live or as known at an instant (the same SQL: `source`).
 */
export async function workoutProgress(
  q: Queryable,
  userId: string,
  { today, weeks }: { today: string; weeks: number },
  source: RowSource = LIVE,
): Promise<{ weeks: WorkoutProgressWeekJson[]; totals: WorkoutFiguresJson & { byType: Record<WorkoutType, WorkoutFiguresJson> } }> {
  const windows = progressWeekWindows(today, weeks);
  const { params, param } = sqlParams(userId, windows[0]!.start, today);
  const { from, conditions } = rowsIn(source, WORKOUTS, param);
  const { rows } = await q.query<{ week: string; type: WorkoutType; workouts: number; minutes: number; calories: number }>(
    `SELECT to_char(w.date - (extract(isodow FROM w.date)::int - 1), 'YYYY-MM-DD') AS week, w.type,
            count(*)::int AS workouts, coalesce(sum(w.duration_minutes), 0)::int AS minutes, coalesce(sum(w.calories), 0)::int AS calories
       FROM ${from}
      WHERE w.user_id = $1 AND w.completed AND w.date BETWEEN $2::date AND $3::date${conditions.map((c) => ` AND ${c}`).join('')}
      GROUP BY 1, 2`,
    params,
  );
  const byWeek = new Map(windows.map((window) => [window.start, { ...window, ...noFigures(), byType: noFiguresByType() }]));
  const totals = { ...noFigures(), byType: noFiguresByType() };
  for (const row of rows) {
    const week = byWeek.get(row.week);
    // Only a type outside WORKOUT_TYPES (none is stored) could miss its bucket.
    if (!week || !(row.type in week.byType)) continue;
    const figures = { workouts: row.workouts, minutes: row.minutes, calories: row.calories };
    add(week, figures);
    add(week.byType[row.type], figures);
    add(totals, figures);
    add(totals.byType[row.type], figures);
  }
  return { weeks: [...byWeek.values()], totals };
}

/** Each day's logged meals added up (calories whole, grams as exact numeric text), days with meals only. */
export async function nutritionDaySums(
  q: Queryable,
  userId: string,
  { startDate, endDate }: { startDate: string; endDate: string },
  source: RowSource = LIVE,
): Promise<NutritionDaySums[]> {
  const { params, param } = sqlParams(userId, startDate, endDate);
  const { from, conditions } = rowsIn(source, MEALS, param);
  const { rows } = await q.query<NutritionDaySums>(
    `SELECT to_char(m.date, 'YYYY-MM-DD') AS date, coalesce(sum(m.calories), 0)::int AS calories,
            coalesce(sum(m.protein), 0)::numeric(12,2)::text AS protein, coalesce(sum(m.carbs), 0)::numeric(12,2)::text AS carbs,
            coalesce(sum(m.fat), 0)::numeric(12,2)::text AS fat, count(*)::int AS "loggedMeals"
       FROM ${from}
      WHERE m.user_id = $1 AND m.logged AND m.date BETWEEN $2::date AND $3::date${conditions.map((c) => ` AND ${c}`).join('')}
      GROUP BY m.date ORDER BY m.date`,
    params,
  );
  return rows;
}

/** The calorie and macro targets in effect (the user's own, or the defaults), live or as known at an instant. */
export async function nutritionTargets(q: Queryable, userId: string, source: RowSource = LIVE): Promise<Record<Nutrient, number>> {
  const { params, param } = sqlParams(userId);
  const { from, conditions } = rowsIn(source, TARGETS, param);
  const { rows } = await q.query<Record<Nutrient, number>>(
    `SELECT t.calories, t.protein, t.carbs, t.fat FROM ${from} WHERE t.user_id = $1${conditions.map((c) => ` AND ${c}`).join('')}`,
    params,
  );
  const { calories, protein, carbs, fat } = rows[0] ?? DEFAULT_TARGETS;
  return { calories, protein, carbs, fat };
}

/** body_weight_entries row (or a version of one) as the API maps it. */
export interface BodyWeightRow {
  id: string;
  date: string;
  weight: string;
  unit: 'kg' | 'lb';
  source: 'myfitnesspal' | 'apple-health' | null;
  created_at: string;
  updated_at: string;
}

const BODY_WEIGHT_COLUMNS = `e.id::text AS id, to_char(e.date, 'YYYY-MM-DD') AS date, e.weight, e.unit, e.source,
  to_char(e.created_at AT TIME ZONE 'UTC', ${ISO}) AS created_at, to_char(e.updated_at AT TIME ZONE 'UTC', ${ISO}) AS updated_at`;

/** The user's body-weight entries, oldest first (day, then the order logged), live or as known at an instant. */
export async function listBodyWeights(q: Queryable, userId: string, source: RowSource = LIVE): Promise<BodyWeightRow[]> {
  const { params, param } = sqlParams(userId);
  const { from, conditions } = rowsIn(source, BODY_WEIGHTS, param);
  const { rows } = await q.query<BodyWeightRow>(
    `SELECT ${BODY_WEIGHT_COLUMNS} FROM ${from} WHERE e.user_id = $1${conditions.map((c) => ` AND ${c}`).join('')}
      ORDER BY e.date, e.created_position`,
    params,
  );
  return rows;
}

/** One live entry of the user's (undefined when missing, deleted or someone else's). */
export async function findBodyWeight(q: Queryable, userId: string, entryId: string): Promise<BodyWeightRow | undefined> {
  const { rows } = await q.query<BodyWeightRow>(
    `SELECT ${BODY_WEIGHT_COLUMNS} FROM body_weight_entries e WHERE e.user_id = $1 AND e.id = $2::uuid`,
    [userId, entryId],
  );
  return rows[0];
}

/** External ids of the user's live imported entries among `externalIds` (an import's duplicates). */
export async function importedBodyWeightIds(q: Queryable, userId: string, externalIds: readonly string[]): Promise<Set<string>> {
  if (externalIds.length === 0) return new Set();
  const { rows } = await q.query<{ external_id: string }>(
    `SELECT external_id FROM body_weight_entries WHERE user_id = $1 AND external_id = ANY($2::text[])`,
    [userId, externalIds],
  );
  return new Set(rows.map((row) => row.external_id));
}

/** The live entries an import batch wrote (its undo deletes them). */
export async function bodyWeightIdsOfImport(q: Queryable, userId: string, importId: string): Promise<string[]> {
  const { rows } = await q.query<{ id: string }>(`SELECT id::text AS id FROM body_weight_entries WHERE user_id = $1 AND import_id = $2`, [
    userId,
    importId,
  ]);
  return rows.map((row) => row.id);
}
