import type { Queryable } from '@life/infra';
import { projection, type LifeProjectedEvent } from '../../projection';
import { ownerOf } from '../money/rows';
import { recordRows } from '../record-rows';
import { FITNESS_WORKOUTS } from './names';

const workouts = recordRows('fitness_workouts');

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
  switch (event.type) {
    case 'WorkoutLogged': {
      const d = event.data;
      await workouts.insert(tx, event, d.userId, d.workoutId, {
        name: d.name,
        type: d.type,
        duration_minutes: d.durationMinutes,
        calories: d.calories,
        completed: d.completed,
        date: d.date,
        time: d.time,
        exercises: JSON.stringify(d.exercises),
        import_id: d.importId ?? null,
        external_id: d.externalId ?? null,
      });
      return;
    }
    case 'WorkoutCompletionChanged':
      await workouts.update(tx, event, ownerOf(event), event.data.workoutId, { completed: event.data.completed, started_at: null });
      return;
    case 'WorkoutStarted':
      await workouts.update(tx, event, ownerOf(event), event.data.workoutId, { started_at: event.data.startedAt });
      return;
    case 'WorkoutFinished':
      await workouts.update(tx, event, ownerOf(event), event.data.workoutId, {
        completed: true,
        duration_minutes: event.data.durationMinutes,
        started_at: null,
      });
      return;
    case 'WorkoutDeleted':
      await workouts.remove(tx, ownerOf(event), event.data.workoutId);
      return;
  }
}
