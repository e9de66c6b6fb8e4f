import { DEFAULT_TARGETS, type Targets } from '@life/domain';
import type { Queryable } from '@life/infra';
import { ISO } from '../money/queries/sql';

/** A user's targets in effect: their own (custom, with when they set them) or the SPEC defaults. */
export interface UserTargets extends Targets {
  custom: boolean;
  updatedAt: string | null;
}

/**
 * The targets in effect for the user (GET /api/targets, and what the nutrition, fitness and
 * dashboard figures measure against). One primary-key lookup.
 */
export async function targetsOf(q: Queryable, userId: string): Promise<UserTargets> {
  const { rows } = await q.query<Targets & { updatedAt: string }>(
    `SELECT calories, protein, carbs, fat, water_glasses AS "waterGlasses", weekly_workouts AS "weeklyWorkouts",
       weekly_calories_burned AS "weeklyCaloriesBurned", weekly_active_minutes AS "weeklyActiveMinutes",
       to_char(updated_at AT TIME ZONE 'UTC', ${ISO}) AS "updatedAt"
     FROM user_targets WHERE user_id = $1`,
    [userId],
  );
  const row = rows[0];
  return row ? { ...row, custom: true } : { ...DEFAULT_TARGETS, custom: false, updatedAt: null };
}
