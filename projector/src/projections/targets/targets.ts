import { TARGETS_STREAM_PREFIX } from '@life/domain';
import { projection } from '../../projection';
import { occurredAt, userIdOfStream } from '../money/rows';
import { TARGETS } from './names';

/** user_targets: each user's latest TargetsSet (a whole snapshot, so the row never depends on earlier events). */
export const targetsProjection = projection({
  name: TARGETS,
  canHandle: ['TargetsSet'],
  tables: ['user_targets'],
  resetsStream: ['TargetsSet'],
  async apply(tx, events) {
    for (const event of events) {
      const d = event.data;
      await tx.query(
        `INSERT INTO user_targets (user_id, calories, protein, carbs, fat, water_glasses, weekly_workouts, weekly_calories_burned,
           weekly_active_minutes, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
         ON CONFLICT (user_id) DO UPDATE SET calories = $2, protein = $3, carbs = $4, fat = $5, water_glasses = $6,
           weekly_workouts = $7, weekly_calories_burned = $8, weekly_active_minutes = $9, updated_at = $10`,
        [
          userIdOfStream(event, TARGETS_STREAM_PREFIX),
          d.calories,
          d.protein,
          d.carbs,
          d.fat,
          d.waterGlasses,
          d.weeklyWorkouts,
          d.weeklyCaloriesBurned,
          d.weeklyActiveMinutes,
          occurredAt(event),
        ],
      );
    }
  },
});
