/**
 * Workouts: one aggregate per workout, stream `workout-<workoutId>`. No rule spans a user's
 * workouts, so nothing bigger is needed. Ownership: another user's workout is NotFound (the
 * stream id alone proves nothing). Commands carry drafts the schemas parsed (drafts.ts); `decide`
 * settles what needs state: existence, the timer and completion.
 */
import { assertNever, type Decider } from '../core/decider';
import { ConflictError, NotFoundError } from '../core/errors';
import type { WorkoutCommand } from './commands';
import { workoutMessages } from './constants';
import type { WorkoutEvent } from './events';
import { measuredDurationMinutes } from './rules';
import type { WorkoutState } from './state';

type LoggedWorkout = Extract<WorkoutState, { status: 'logged' }>;

function requireOwned(state: WorkoutState, userId: string): LoggedWorkout {
  if (state.status !== 'logged' || state.userId !== userId) throw new NotFoundError(workoutMessages.notFound);
  return state;
}

function requireNotCompleted(workout: LoggedWorkout): void {
  if (workout.completed) throw new ConflictError(workoutMessages.alreadyCompleted);
}

export const workoutDecider: Decider<WorkoutState, WorkoutCommand, WorkoutEvent> = {
  initialState: () => ({ status: 'none' }),

  evolve(state, event) {
    switch (event.type) {
      case 'WorkoutLogged': {
        const { workoutId, userId, completed } = event.data;
        return { status: 'logged', workoutId, userId, completed, startedAt: null };
      }
      case 'WorkoutCompletionChanged':
        return state.status === 'logged' ? { ...state, completed: event.data.completed, startedAt: null } : state;
      case 'WorkoutStarted':
        return state.status === 'logged' ? { ...state, startedAt: event.data.startedAt } : state;
      case 'WorkoutFinished':
        return state.status === 'logged' ? { ...state, completed: true, startedAt: null } : state;
      case 'WorkoutDeleted':
        return state.status === 'logged' ? { status: 'deleted', workoutId: state.workoutId, userId: state.userId } : state;
      default:
        return assertNever(event);
    }
  },

  decide(command, state) {
    switch (command.type) {
      case 'LogWorkout': {
        const { workoutId, draft, localTime } = command.data;
        if (state.status !== 'none') throw new ConflictError(workoutMessages.alreadyExists);
        const { date, time, ...fields } = draft;
        // SPEC section 3 "date (default now)": no day means now, in the user's terms; a day alone has no time.
        const when = date === undefined ? { date: command.metadata.today, time: time ?? localTime } : { date, time: time ?? null };
        return [{ type: 'WorkoutLogged', data: { workoutId, userId: command.metadata.userId, ...fields, ...when } }];
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
