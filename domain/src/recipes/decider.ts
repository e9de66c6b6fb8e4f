/**
 * Recipes: one aggregate per recipe, stream `recipe-<recipeId>`. A recipe of another user is
 * NotFound (the stream id alone proves nothing). Commands carry drafts the schemas parsed; `decide`
 * checks existence and ownership, and appends nothing for an edit that changes nothing. Delete ends
 * the recipe; a restore creates it again in the same stream with its last values.
 */
import { assertNever, type Decider } from '../core/decider';
import { ConflictError, NotFoundError } from '../core/errors';
import { fieldsDiffer, pickFields } from '../shared/aggregate-fields';
import type { RecipeCommand } from './commands';
import { recipeMessages } from './constants';
import type { RecipeEvent } from './events';
import { RECIPE_FIELD_KEYS } from './fields';
import type { RecipeState } from './state';

function requireOwned(state: RecipeState, userId: string): Extract<RecipeState, { status: 'live' }> {
  if (state.status !== 'live' || state.userId !== userId) throw new NotFoundError(recipeMessages.notFound);
  return state;
}

export const recipeDecider: Decider<RecipeState, RecipeCommand, RecipeEvent> = {
  initialState: () => ({ status: 'none' }),
  evolve(state, event) {
    switch (event.type) {
      case 'RecipeCreated': {
        const { recipeId, userId, ...fields } = event.data;
        return { status: 'live', recipeId, userId, fields: pickFields(RECIPE_FIELD_KEYS, fields) };
      }
      case 'RecipeUpdated':
        return state.status === 'live' ? { ...state, fields: pickFields(RECIPE_FIELD_KEYS, event.data) } : state;
      case 'RecipeDeleted':
        return state.status === 'live' ? { ...state, status: 'deleted' } : state;
      default:
        return assertNever(event);
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'CreateRecipe': {
        const { recipeId, draft } = command.data;
        if (state.status !== 'none') throw new ConflictError(recipeMessages.alreadyExists);
        return [{ type: 'RecipeCreated', data: { recipeId, userId: command.metadata.userId, ...pickFields(RECIPE_FIELD_KEYS, draft) } }];
      }
      case 'UpdateRecipe': {
        const { recipeId, draft } = command.data;
        const current = requireOwned(state, command.metadata.userId);
        const next = pickFields(RECIPE_FIELD_KEYS, draft);
        if (!fieldsDiffer(RECIPE_FIELD_KEYS, current.fields, next)) return [];
        return [{ type: 'RecipeUpdated', data: { recipeId, ...next } }];
      }
      case 'DeleteRecipe': {
        const { recipeId } = command.data;
        requireOwned(state, command.metadata.userId);
        return [{ type: 'RecipeDeleted', data: { recipeId } }];
      }
      case 'RestoreRecipe': {
        const { recipeId } = command.data;
        if (state.status === 'none' || state.userId !== command.metadata.userId) throw new NotFoundError(recipeMessages.notFound);
        if (state.status !== 'deleted') throw new ConflictError(recipeMessages.notDeleted);
        return [{ type: 'RecipeCreated', data: { recipeId, userId: state.userId, ...state.fields } }];
      }
      default:
        return assertNever(command);
    }
  },
};
