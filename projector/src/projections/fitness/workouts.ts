import type { Queryable } from '@life/infra';
import { projection, type LifeProjectedEvent } from '../../projection';
import { occurredAt, ownerOf } from '../money/rows';
import { FITNESS_WORKOUTS } from './names';

type WorkoutRowEvent = LifeProjectedEvent<
  'WorkoutLogged' | 'WorkoutCompletionChanged' | 'WorkoutStarted' | 'WorkoutFinished' | 'WorkoutDeleted'
>;

/**
 * fitness_workouts: one row per live workout (stream `workout-<id>`, one record per stream). A
 * completion change or a finish stops the timer; a deletion removes the row.
 */
export const fitnessWorkoutsProjection = projection({
  name: FITNESS_WORKOUTS,
  canHandle: ['WorkoutLogged', 'WorkoutCompletionChanged', 'WorkoutStarted', 'WorkoutFinished', 'WorkoutDeleted'],
  tables: ['fitness_workouts'],
  // Deleting removes the row whatever came before: a parked workout resumes there.
  resetsStream: ['WorkoutDeleted'],
  async apply(tx, events) {
    for (const event of events) await applyOne(tx, event);
  },
});

async function applyOne(tx: Queryable, event: WorkoutRowEvent): Promise<void> {
  const userId = ownerOf(event);
  const at = occurredAt(event);
  switch (event.type) {
    case 'WorkoutLogged': {
      const d = event.data;
      await tx.query(
        `INSERT INTO fitness_workouts (user_id, id, name, type, duration_minutes, calories, completed, date, time, exercises,
           created_position, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::jsonb, $11, $12, $12)
         ON CONFLICT (user_id, id) DO NOTHING`,
        [
          d.userId,
          d.workoutId,
          d.name,
          d.type,
          d.durationMinutes,
          d.calories,
          d.completed,
          d.date,
          d.time,
          JSON.stringify(d.exercises),
          event.position,
          at,
        ],
      );
      return;
    }
    case 'WorkoutCompletionChanged':
      await tx.query(`UPDATE fitness_workouts SET completed = $3, started_at = NULL, updated_at = $4 WHERE user_id = $1 AND id = $2`, [
        userId,
        event.data.workoutId,
        event.data.completed,
        at,
      ]);
      return;
    case 'WorkoutStarted':
      await tx.query(`UPDATE fitness_workouts SET started_at = $3, updated_at = $4 WHERE user_id = $1 AND id = $2`, [
        userId,
        event.data.workoutId,
        event.data.startedAt,
        at,
      ]);
      return;
    case 'WorkoutFinished':
      await tx.query(
        `UPDATE fitness_workouts SET completed = true, duration_minutes = $3, started_at = NULL, updated_at = $4
         WHERE user_id = $1 AND id = $2`,
        [userId, event.data.workoutId, event.data.durationMinutes, at],
      );
      return;
    case 'WorkoutDeleted':
      await tx.query(`DELETE FROM fitness_workouts WHERE user_id = $1 AND id = $2`, [userId, event.data.workoutId]);
      return;
  }
}
