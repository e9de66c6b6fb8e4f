import type { MealJson } from '@life/domain';
import type { MealRow } from '@life/projector/projections/nutrition/queries';

/** GET/POST/PATCH /api/meals item; the shape web reads too. */
export function toMealJson(row: MealRow): MealJson {
  const { created_at: createdAt, ...fields } = row;
  return { ...fields, createdAt };
}
