/**
 * Workouts: one aggregate per workout, stream `workout-<workoutId>`. No rule spans a user's
 * workouts, so nothing bigger is needed. Ownership: another user's workout is NotFound (the
 * stream id alone proves nothing). Commands carry drafts the schemas parsed (drafts.ts); `decide`
 * settles what needs state: existence, the timer and completion.
 */
import { storableImportSource } from '../core/import-source';
import { assertNever, type Decider } from '../core/decider';
import { ConflictError, NotFoundError } from '../core/errors';
import { fieldsDiffer } from '../shared/aggregate-fields';
import type { WorkoutCommand } from './commands';
import { workoutMessages } from './constants';
import type { WorkoutEvent } from './events';
import { WORKOUT_FIELD_KEYS, type WorkoutFields } from './fields';
import { measuredDurationMinutes } from './rules';
import type { WorkoutState } from './state';
import type { WorkoutUpdateDraft } from './drafts';

type LoggedWorkout = Extract<WorkoutState, { status: 'logged' }>;

function requireOwned(state: WorkoutState, userId: string): LoggedWorkout {
  if (state.status !== 'logged' || state.userId !== userId) throw new NotFoundError(workoutMessages.notFound);
  return state;
}

function requireNotCompleted(workout: LoggedWorkout): void {
  if (workout.completed) throw new ConflictError(workoutMessages.alreadyCompleted);
}

/** An edit's fields: the draft's, with the workout's own day and time when the draft names no day. */
function editedFields(workout: LoggedWorkout, draft: WorkoutUpdateDraft): WorkoutFields {
  const { date, time, ...rest } = draft;
  const when = date === undefined ? { date: workout.fields.date, time: workout.fields.time } : { date, time: time ?? null };
  return { ...rest, ...when };
}

export const workoutDecider: Decider<WorkoutState, WorkoutCommand, WorkoutEvent> = {
  initialState: () => ({ status: 'none' }),

  evolve(state, event) {
    switch (event.type) {
      case 'WorkoutLogged': {
        const { workoutId, userId, completed, name, type, durationMinutes, calories, date, time, exercises } = event.data;
        const fields = { name, type, durationMinutes, calories, completed, date, time, exercises };
        return { status: 'logged', workoutId, userId, completed, startedAt: null, fields };
      }
      case 'WorkoutCompletionChanged':
        if (state.status !== 'logged') return state;
        return { ...state, completed: event.data.completed, startedAt: null, fields: { ...state.fields, completed: event.data.completed } };
      case 'WorkoutStarted':
        return state.status === 'logged' ? { ...state, startedAt: event.data.startedAt } : state;
      case 'WorkoutFinished':
        if (state.status !== 'logged') return state;
        return {
          ...state,
          completed: true,
          startedAt: null,
          fields: { ...state.fields, completed: true, durationMinutes: event.data.durationMinutes },
        };
      case 'WorkoutUpdated': {
        if (state.status !== 'logged') return state;
        const { workoutId: _id, ...fields } = event.data;
        // Completed by an edit: a running timer stops (as Mark Complete stops it).
        return { ...state, completed: fields.completed, startedAt: fields.completed ? null : state.startedAt, fields };
      }
      case 'WorkoutDeleted':
        if (state.status !== 'logged') return state;
        return { status: 'deleted', workoutId: state.workoutId, userId: state.userId, fields: state.fields };
      default:
        return assertNever(event);
    }
  },

  decide(command, state) {
    switch (command.type) {
      case 'LogWorkout': {
        const { workoutId, draft, localTime, source } = command.data;
        if (state.status !== 'none') throw new ConflictError(workoutMessages.alreadyExists);
        const { date, time, ...fields } = draft;
        // SPEC section 3 "date (default now)": no day means now, in the user's terms; a day alone has no time.
        const when = date === undefined ? { date: command.metadata.today, time: time ?? localTime } : { date, time: time ?? null };
        return [
          {
            type: 'WorkoutLogged',
            data: { workoutId, userId: command.metadata.userId, ...fields, ...when, ...storableImportSource(source) },
          },
        ];
      }

      case 'RestoreWorkout': {
        const { workoutId } = command.data;
        if (state.status === 'none' || state.userId !== command.metadata.userId) throw new NotFoundError(workoutMessages.notFound);
        if (state.status !== 'deleted') throw new ConflictError(workoutMessages.notDeleted);
        return [{ type: 'WorkoutLogged', data: { workoutId, userId: state.userId, ...state.fields } }];
      }

      case 'SetWorkoutCompleted': {
        const { workoutId, completed } = command.data;
        const workout = requireOwned(state, command.metadata.userId);
        // Already so: nothing to record (a running timer keeps running when "marked incomplete" again).
        if (workout.completed === completed) return [];
        return [{ type: 'WorkoutCompletionChanged', data: { workoutId, completed } }];
      }

      case 'StartWorkout': {
        const { workoutId } = command.data;
        const workout = requireOwned(state, command.metadata.userId);
        requireNotCompleted(workout);
        // Already running: a second click (another tab) keeps the first start.
        if (workout.startedAt !== null) return [];
        return [{ type: 'WorkoutStarted', data: { workoutId, startedAt: command.metadata.now } }];
      }

      case 'FinishWorkout': {
        const { workoutId } = command.data;
        const workout = requireOwned(state, command.metadata.userId);
        requireNotCompleted(workout);
        if (workout.startedAt === null) throw new ConflictError(workoutMessages.notStarted);
        const finishedAt = command.metadata.now;
        const durationMinutes = measuredDurationMinutes(workout.startedAt, finishedAt);
        return [{ type: 'WorkoutFinished', data: { workoutId, startedAt: workout.startedAt, finishedAt, durationMinutes } }];
      }

      case 'UpdateWorkout': {
        const { workoutId, draft } = command.data;
        const workout = requireOwned(state, command.metadata.userId);
        const fields = editedFields(workout, draft);
        // Nothing changed: nothing to record (a save of an untouched form, a restore of the current version).
        if (!fieldsDiffer(WORKOUT_FIELD_KEYS, workout.fields, fields)) return [];
        return [{ type: 'WorkoutUpdated', data: { workoutId, ...fields } }];
      }

      case 'DeleteWorkout': {
        const { workoutId } = command.data;
        requireOwned(state, command.metadata.userId);
        return [{ type: 'WorkoutDeleted', data: { workoutId } }];
      }

      default:
        return assertNever(command);
    }
  },
};
