import type { MealJson } from '@life/domain';
import type { MealRow } from '@life/projector/projections/nutrition/queries';

/** GET/POST/PATCH /api/meals item; the shape web reads too. */
export function toMealJson(row: MealRow): MealJson {
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    calories: row.calories,
    protein: row.protein,
    carbs: row.carbs,
    fat: row.fat,
    time: row.time,
    logged: row.logged,
    date: row.date,
    createdAt: row.created_at,
  };
}
