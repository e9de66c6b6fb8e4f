/**
 * Transaction categories (SPEC route /api/expense-types): one aggregate per user, stream `categories-<userId>`
 * (categoryListStreamId), holding all of the user's categories. Uniqueness of name+type is
 * decided against that one stream's expected revision, so two concurrent creates of the same
 * name cannot both win (the loser retries, sees the winner, and gets the 409).
 * Delete is soft; a deleted category's name+type may be used again; its id never is.
 * Commands carry drafts the schemas parsed (drafts.ts): `decide` checks existence and uniqueness.
 */
import { assertNever, type Decider } from '../core/decider';
import { ConflictError, NotFoundError } from '../core/errors';
import { fieldsDiffer, pickFields } from '../shared/aggregate-fields';
import type { CategoryCommand } from './commands';
import { categoryMessages } from './constants';
import type { CategoryEvent } from './events';
import { CATEGORY_FIELD_KEYS, type CategoryFields } from './fields';
import { mergeCategoryUpdate } from './rules';
import { type CategoryListState, categoryNameKey, findLiveCategory } from './state';

function assertUnique(state: CategoryListState, fields: CategoryFields, exceptId?: string): void {
  const key = categoryNameKey(fields.transactionCategory, fields.transactionType);
  for (const record of Object.values(state.categories)) {
    if (record.deleted || record.categoryId === exceptId) continue;
    if (categoryNameKey(record.transactionCategory, record.transactionType) === key) {
      throw new ConflictError(categoryMessages.duplicate);
    }
  }
}

export const categoryListDecider: Decider<CategoryListState, CategoryCommand, CategoryEvent> = {
  initialState: () => ({ userId: null, categories: {} }),

  evolve(state, event) {
    switch (event.type) {
      case 'CategoryCreated': {
        const { userId, ...record } = event.data;
        return { userId, categories: { ...state.categories, [record.categoryId]: { ...record, deleted: false } } };
      }
      case 'CategoryUpdated': {
        const previous = state.categories[event.data.categoryId];
        if (!previous) return state;
        return { ...state, categories: { ...state.categories, [previous.categoryId]: { ...previous, ...event.data } } };
      }
      case 'CategoryDeleted': {
        const previous = state.categories[event.data.categoryId];
        if (!previous) return state;
        return { ...state, categories: { ...state.categories, [previous.categoryId]: { ...previous, deleted: true } } };
      }
      default:
        return assertNever(event);
    }
  },

  decide(command, state) {
    if (state.userId !== null && state.userId !== command.metadata.userId) throw new NotFoundError(categoryMessages.notFound);
    switch (command.type) {
      case 'CreateCategory': {
        const { categoryId, draft } = command.data;
        if (state.categories[categoryId]) throw new ConflictError(categoryMessages.alreadyExists);
        assertUnique(state, draft);
        return [{ type: 'CategoryCreated', data: { categoryId, userId: command.metadata.userId, ...draft } }];
      }
      case 'UpdateCategory': {
        const { categoryId, draft } = command.data;
        const record = findLiveCategory(state, categoryId);
        if (!record) throw new NotFoundError(categoryMessages.notFound);
        const fields = mergeCategoryUpdate(pickFields(CATEGORY_FIELD_KEYS, record), draft);
        if (!fieldsDiffer(CATEGORY_FIELD_KEYS, record, fields)) return [];
        assertUnique(state, fields, categoryId);
        return [{ type: 'CategoryUpdated', data: { categoryId, ...fields } }];
      }
      case 'RestoreCategory': {
        const { categoryId } = command.data;
        const record = state.categories[categoryId];
        if (!record) throw new NotFoundError(categoryMessages.notFound);
        if (!record.deleted) throw new ConflictError(categoryMessages.notDeleted);
        const { deleted: _deleted, ...fields } = record;
        assertUnique(state, fields, categoryId);
        return [{ type: 'CategoryCreated', data: { ...fields, userId: command.metadata.userId } }];
      }
      case 'DeleteCategory': {
        const { categoryId } = command.data;
        if (!findLiveCategory(state, categoryId)) throw new NotFoundError(categoryMessages.notFound);
        return [{ type: 'CategoryDeleted', data: { categoryId } }];
      }
      default:
        return assertNever(command);
    }
  },
};
