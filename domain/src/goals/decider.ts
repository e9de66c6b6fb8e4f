/**
 * Goals (SPEC /api/goals): one aggregate per goal, stream `goal-<goalId>` (goalStreamId); no
 * invariant spans goals. Ownership: another user's goal is NotFound (the stream id proves nothing).
 * Commands carry drafts the schemas parsed (drafts.ts); `decide` merges an update with the stored
 * goal (SPEC section 4, rules.ts) and says what changed in meaningful events: details, progress
 * (with the status it leaves), pause or resume. Delete ends the goal; a restore (issue 10) creates it
 * again in the same stream with its last values.
 */
import { assertNever, type Decider } from '../core/decider';
import { ConflictError, NotFoundError, ValidationError } from '../core/errors';
import { fieldsDiffer, pickFields } from '../shared/aggregate-fields';
import type { GoalCommand } from './commands';
import { goalMessages } from './constants';
import type { GoalEvent } from './events';
import { mergeGoalUpdate } from './rules';
import { GOAL_DETAIL_KEYS } from './fields';
import type { GoalState } from './state';

function requireOwned(state: GoalState, userId: string): Extract<GoalState, { kind: 'live' }> {
  if (state.kind !== 'live' || state.userId !== userId) throw new NotFoundError(goalMessages.notFound);
  return state;
}

export const goalDecider: Decider<GoalState, GoalCommand, GoalEvent> = {
  initialState: () => ({ kind: 'none' }),

  evolve(state, event) {
    switch (event.type) {
      case 'GoalCreated': {
        const { goalId, userId, ...fields } = event.data;
        return { kind: 'live', goalId, userId, fields };
      }
      case 'GoalDetailsChanged': {
        if (state.kind !== 'live') return state;
        const { goalId: _id, ...changed } = event.data;
        return { ...state, fields: { ...state.fields, ...changed } };
      }
      case 'GoalProgressChanged': {
        if (state.kind !== 'live') return state;
        return { ...state, fields: { ...state.fields, progress: event.data.progress, status: event.data.status } };
      }
      case 'GoalPaused':
        return state.kind === 'live' ? { ...state, fields: { ...state.fields, status: 'paused' } } : state;
      case 'GoalResumed':
        return state.kind === 'live' ? { ...state, fields: { ...state.fields, status: 'active' } } : state;
      case 'GoalDeleted':
        return state.kind === 'live' ? { kind: 'deleted', goalId: state.goalId, userId: state.userId, fields: state.fields } : state;
      default:
        return assertNever(event);
    }
  },

  decide(command, state) {
    switch (command.type) {
      case 'CreateGoal': {
        const { goalId, draft } = command.data;
        if (state.kind !== 'none') throw new ConflictError(goalMessages.alreadyExists);
        return [{ type: 'GoalCreated', data: { goalId, userId: command.metadata.userId, ...draft } }];
      }

      case 'RestoreGoal': {
        const { goalId } = command.data;
        if (state.kind === 'none' || state.userId !== command.metadata.userId) throw new NotFoundError(goalMessages.notFound);
        if (state.kind !== 'deleted') throw new ConflictError(goalMessages.notDeleted);
        return [{ type: 'GoalCreated', data: { goalId, userId: state.userId, ...state.fields } }];
      }

      case 'UpdateGoal': {
        const { goalId, draft } = command.data;
        const stored = requireOwned(state, command.metadata.userId).fields;
        const merged = mergeGoalUpdate(stored, draft);
        if (!merged.ok) throw new ValidationError(merged.messages);
        const next = merged.fields;
        const events: GoalEvent[] = [];
        if (fieldsDiffer(GOAL_DETAIL_KEYS, stored, next)) {
          events.push({ type: 'GoalDetailsChanged', data: { goalId, ...pickFields(GOAL_DETAIL_KEYS, next) } });
        }
        if (next.progress !== stored.progress) {
          events.push({
            type: 'GoalProgressChanged',
            data: { goalId, progress: next.progress, previousProgress: stored.progress, status: next.status },
          });
        } else if (next.status !== stored.status) {
          // Same progress, another status: only active <-> paused (completed follows progress 100).
          events.push({ type: next.status === 'paused' ? 'GoalPaused' : 'GoalResumed', data: { goalId } });
        }
        return events;
      }

      case 'DeleteGoal': {
        const { goalId } = command.data;
        requireOwned(state, command.metadata.userId);
        return [{ type: 'GoalDeleted', data: { goalId } }];
      }

      default:
        return assertNever(command);
    }
  },
};
