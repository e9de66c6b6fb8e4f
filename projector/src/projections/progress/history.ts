import { formatHundredths, TARGET_FIELDS, TARGETS_STREAM_PREFIX } from '@life/domain';
import { snakeCase } from '@life/domain/shared/aggregate-fields';
import type { Queryable } from '@life/infra';
import { projection, type LifeProjectedEvent } from '../../projection';
import { occurredAt, ownerOf, userIdOfStream } from '../rows';
import { PROGRESS_HISTORY } from './names';
import { recordVersions, type VersionMoment } from './versions';

const workoutVersions = recordVersions('fitness_workout_versions', {
  type: 'text',
  duration_minutes: 'integer',
  calories: 'integer',
  completed: 'boolean',
  date: 'date',
});
const mealVersions = recordVersions('nutrition_meal_versions', {
  calories: 'integer',
  protein: 'numeric',
  carbs: 'numeric',
  fat: 'numeric',
  logged: 'boolean',
  date: 'date',
});

const TARGET_COLUMNS = TARGET_FIELDS.map((field) => snakeCase(field));

const HISTORY_EVENT_TYPES = [
  'WorkoutLogged',
  'WorkoutCompletionChanged',
  'WorkoutFinished',
  'WorkoutUpdated',
  'WorkoutDeleted',
  'MealCreated',
  'MealLoggedChanged',
  'MealDeleted',
  'TargetsSet',
] as const;
type HistoryEvent = LifeProjectedEvent<(typeof HISTORY_EVENT_TYPES)[number]>;

/** Hundredths of a gram as the numeric(5,2) column takes them; null stays null. */
const grams = (hundredths: number | null) => (hundredths === null ? null : formatHundredths(hundredths));

/**
 * progress-history: what fitness-workouts, nutrition-meals and targets make of their rows, kept as
 * versions known from each event's occurredAt, for the progress and report reads ?asOf= (the same
 * SQL as the live read through a RowSource). Only the columns those reads use.
 */
export const progressHistoryProjection = projection({
  name: PROGRESS_HISTORY,
  canHandle: HISTORY_EVENT_TYPES,
  tables: ['fitness_workout_versions', 'nutrition_meal_versions', 'user_targets_versions'],
  async apply(tx, events) {
    for (const event of events) await applyOne(tx, event);
  },
});

async function applyOne(tx: Queryable, event: HistoryEvent): Promise<void> {
  const moment: VersionMoment = { position: event.position, at: occurredAt(event) };
  switch (event.type) {
    case 'WorkoutLogged': {
      const { workoutId, userId, type, durationMinutes, calories, completed, date } = event.data;
      await workoutVersions.open(tx, moment, userId, workoutId, { type, duration_minutes: durationMinutes, calories, completed, date });
      return;
    }
    case 'WorkoutCompletionChanged':
      await workoutVersions.change(tx, moment, ownerOf(event), event.data.workoutId, { completed: event.data.completed });
      return;
    case 'WorkoutFinished':
      await workoutVersions.change(tx, moment, ownerOf(event), event.data.workoutId, {
        completed: true,
        duration_minutes: event.data.durationMinutes,
      });
      return;
    case 'WorkoutUpdated': {
      // The Edit dialog (issue 26): every field as it is after the edit.
      const { workoutId, type, durationMinutes, calories, completed, date } = event.data;
      await workoutVersions.change(tx, moment, ownerOf(event), workoutId, {
        type,
        duration_minutes: durationMinutes,
        calories,
        completed,
        date,
      });
      return;
    }
    case 'WorkoutDeleted':
      await workoutVersions.close(tx, moment, ownerOf(event), event.data.workoutId);
      return;
    case 'MealCreated': {
      const { mealId, userId, calories, proteinHundredths, carbsHundredths, fatHundredths, logged, date } = event.data;
      await mealVersions.open(tx, moment, userId, mealId, {
        calories,
        protein: grams(proteinHundredths),
        carbs: grams(carbsHundredths),
        fat: grams(fatHundredths),
        logged,
        date,
      });
      return;
    }
    case 'MealLoggedChanged':
      await mealVersions.change(tx, moment, ownerOf(event), event.data.mealId, { logged: event.data.logged });
      return;
    case 'MealDeleted':
      await mealVersions.close(tx, moment, ownerOf(event), event.data.mealId);
      return;
    case 'TargetsSet': {
      const userId = userIdOfStream(event, TARGETS_STREAM_PREFIX);
      await tx.query(`UPDATE user_targets_versions SET known_to = $3, to_position = $2 WHERE user_id = $1 AND known_to IS NULL`, [
        userId,
        moment.position,
        moment.at,
      ]);
      await tx.query(
        `INSERT INTO user_targets_versions (user_id, from_position, known_from, ${TARGET_COLUMNS.join(', ')}, updated_at)
         VALUES ($1, $2, $3, ${TARGET_COLUMNS.map((_, index) => `$${index + 4}`).join(', ')}, $3)`,
        [userId, moment.position, moment.at, ...TARGET_FIELDS.map((field) => event.data[field])],
      );
      return;
    }
  }
}
