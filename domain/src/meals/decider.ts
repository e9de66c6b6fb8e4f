/**
 * Meals: one aggregate per meal, stream `meal-<mealId>`. SPEC section 4: logged is togglable both
 * ways; beyond SPEC, 'Log Food' creates one. A meal of another user is NotFound (the stream id
 * alone proves nothing). Commands carry drafts the schemas parsed; `decide` checks existence and
 * ownership, and dates a meal without a day by the user's today.
 */
import { storableImportSource } from '../core/import-source';
import { assertNever, type Decider } from '../core/decider';
import { ConflictError, NotFoundError } from '../core/errors';
import type { MealCommand } from './commands';
import { mealMessages } from './constants';
import type { MealEvent } from './events';
import type { MealState } from './state';

function requireOwned(state: MealState, userId: string): Extract<MealState, { status: 'created' }> {
  if (state.status !== 'created' || state.userId !== userId) throw new NotFoundError(mealMessages.notFound);
  return state;
}

export const mealDecider: Decider<MealState, MealCommand, MealEvent> = {
  initialState: () => ({ status: 'none' }),

  evolve(state, event) {
    switch (event.type) {
      case 'MealCreated': {
        const { mealId, userId, ...fields } = event.data;
        return { status: 'created', mealId, userId, fields };
      }
      case 'MealLoggedChanged':
        return state.status === 'created' ? { ...state, fields: { ...state.fields, logged: event.data.logged } } : state;
      case 'MealDeleted':
        return state.status === 'created' ? { status: 'deleted', mealId: state.mealId, userId: state.userId, fields: state.fields } : state;
      default:
        return assertNever(event);
    }
  },

  decide(command, state) {
    switch (command.type) {
      case 'CreateMeal': {
        const { mealId, draft, source } = command.data;
        if (state.status !== 'none') throw new ConflictError(mealMessages.alreadyExists);
        const { date, ...fields } = draft;
        return [
          {
            type: 'MealCreated',
            data: {
              mealId,
              userId: command.metadata.userId,
              ...fields,
              date: date ?? command.metadata.today,
              ...storableImportSource(source),
            },
          },
        ];
      }
      case 'RestoreMeal': {
        const { mealId } = command.data;
        if (state.status === 'none' || state.userId !== command.metadata.userId) throw new NotFoundError(mealMessages.notFound);
        if (state.status !== 'deleted') throw new ConflictError(mealMessages.notDeleted);
        // Its import marks stay behind: a restored meal is the user's own, not part of a batch an undo removes.
        const { importId: _importId, externalId: _externalId, ...fields } = state.fields;
        return [{ type: 'MealCreated', data: { mealId, userId: state.userId, ...fields } }];
      }
      case 'ChangeMealLogged': {
        const { mealId, logged } = command.data;
        const current = requireOwned(state, command.metadata.userId);
        if (current.fields.logged === logged) return [];
        return [{ type: 'MealLoggedChanged', data: { mealId, logged } }];
      }
      case 'DeleteMeal': {
        const { mealId } = command.data;
        requireOwned(state, command.metadata.userId);
        return [{ type: 'MealDeleted', data: { mealId } }];
      }
      default:
        return assertNever(command);
    }
  },
};
