import { fieldColumns } from '@life/domain/shared/aggregate-fields';
import type { Queryable } from '@life/infra';
import { projection, type LifeProjectedEvent } from '../../projection';
import { ownerOf } from '../rows';
import { recordRows } from '../record-rows';
import { FITNESS_WORKOUTS } from './names';

const workouts = recordRows('fitness_workouts', { versions: 'fitness_workouts_versions' }); // issue 26: as-of reads

const WORKOUT_ROW_EVENT_TYPES = [
  'WorkoutLogged',
  'WorkoutCompletionChanged',
  'WorkoutStarted',
  'WorkoutFinished',
  'WorkoutUpdated',
  'WorkoutDeleted',
] as const;
type WorkoutRowEvent = LifeProjectedEvent<(typeof WORKOUT_ROW_EVENT_TYPES)[number]>;

/**
 * fitness_workouts: one row per live workout (stream `workout-<id>`, one record per stream). A
 * completion change, a finish or an edit that completes it stops the timer; a deletion removes the row.
 */
export const fitnessWorkoutsProjection = projection({
  name: FITNESS_WORKOUTS,
  canHandle: WORKOUT_ROW_EVENT_TYPES,
  tables: ['fitness_workouts', 'fitness_workouts_versions'],
  // Deleting removes the row whatever came before: a parked workout resumes there.
  resetsStream: ['WorkoutDeleted'],
  async apply(tx, events) {
    for (const event of events) await applyOne(tx, event);
  },
});

async function applyOne(tx: Queryable, event: WorkoutRowEvent): Promise<void> {
  switch (event.type) {
    case 'WorkoutLogged': {
      const { workoutId, userId, importId, externalId, ...fields } = event.data;
      await workouts.insert(tx, event, userId, workoutId, {
        ...fieldColumns(fields),
        // A jsonb column: the driver would send an array as a PostgreSQL array.
        exercises: JSON.stringify(fields.exercises),
        import_id: importId ?? null,
        external_id: externalId ?? null,
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
    case 'WorkoutUpdated': {
      const { workoutId, ...fields } = event.data;
      await workouts.update(tx, event, ownerOf(event), workoutId, {
        ...fieldColumns(fields),
        exercises: JSON.stringify(fields.exercises),
        // Completed by an edit: the timer stops; otherwise a running one keeps running.
        ...(fields.completed ? { started_at: null } : {}),
      });
      return;
    }
    case 'WorkoutDeleted':
      await workouts.remove(tx, ownerOf(event), event.data.workoutId, event);
      return;
  }
}
