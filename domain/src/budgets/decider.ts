/**
 * Budgets: one aggregate per user, stream `budgets-<userId>` (budgetBookStreamId), holding all of
 * the user's budgets, so "one budget per category per month" is decided against one stream's
 * expected revision (two concurrent creates cannot both win: the loser retries and gets the 409).
 * The category a budget names must be one of the caller's live expense categories; the API looks
 * it up (command `category`) since categories are another aggregate.
 */
import { assertNever, type Decider } from '../core/decider';
import { ConflictError, NotFoundError, ValidationError } from '../core/errors';
import { fieldsDiffer, mergeFields } from '../shared/aggregate-fields';
import type { BudgetCategoryRef, BudgetCommand } from './commands';
import { BUDGET_CATEGORY_TYPES, budgetMessages } from './constants';
import type { BudgetDraft } from './drafts';
import type { BudgetEvent } from './events';
import { BUDGET_FIELD_KEYS } from './fields';
import { sameBudgetMonth } from './month';
import { type BudgetBookState, type BudgetRecord, budgetSlotKey } from './state';

function assertExpenseCategory(category: BudgetCategoryRef | null | undefined): void {
  if (!category) throw new ValidationError({ categoryId: budgetMessages.categoryMissing });
  if (!(BUDGET_CATEGORY_TYPES as readonly string[]).includes(category.type)) {
    throw new ValidationError({ categoryId: budgetMessages.categoryNotExpense(category.name, category.type) });
  }
}

function takenSlots(state: BudgetBookState, exceptId?: string): Set<string> {
  return new Set(Object.values(state.budgets).flatMap((budget) => (budget.budgetId === exceptId ? [] : [budgetSlotKey(budget)])));
}

function assertFree(state: BudgetBookState, fields: BudgetDraft, exceptId?: string): void {
  if (takenSlots(state, exceptId).has(budgetSlotKey(fields))) throw new ConflictError(budgetMessages.duplicate);
}

function withoutKey<T>(record: Readonly<Record<string, T>>, key: string): Record<string, T> {
  const { [key]: _removed, ...rest } = record;
  return rest;
}

export const budgetBookDecider: Decider<BudgetBookState, BudgetCommand, BudgetEvent> = {
  initialState: () => ({ userId: null, budgets: {}, usedIds: {} }),

  evolve(state, event) {
    switch (event.type) {
      case 'BudgetSet': {
        const { userId, copiedFrom: _copiedFrom, ...record } = event.data;
        return {
          userId,
          budgets: { ...state.budgets, [record.budgetId]: record },
          usedIds: { ...state.usedIds, [record.budgetId]: true },
        };
      }
      case 'BudgetUpdated':
        if (!state.budgets[event.data.budgetId]) return state;
        return { ...state, budgets: { ...state.budgets, [event.data.budgetId]: event.data } };
      case 'BudgetDeleted':
        return { ...state, budgets: withoutKey(state.budgets, event.data.budgetId) };
      default:
        return assertNever(event);
    }
  },

  decide(command, state) {
    if (state.userId !== null && state.userId !== command.metadata.userId) throw new NotFoundError(budgetMessages.notFound);
    const userId = command.metadata.userId;
    switch (command.type) {
      case 'CreateBudget': {
        const { budgetId, draft, category } = command.data;
        if (state.usedIds[budgetId]) throw new ConflictError(budgetMessages.alreadyExists);
        assertExpenseCategory(category);
        assertFree(state, draft);
        return [{ type: 'BudgetSet', data: { budgetId, userId, ...draft, copiedFrom: null } }];
      }
      case 'UpdateBudget': {
        const { budgetId, draft, category } = command.data;
        const record = state.budgets[budgetId];
        if (!record) throw new NotFoundError(budgetMessages.notFound);
        const { budgetId: _id, ...stored } = record;
        const fields = mergeFields(stored, draft);
        if (!fieldsDiffer(BUDGET_FIELD_KEYS, stored, fields)) return [];
        if (draft.categoryId !== undefined && draft.categoryId !== record.categoryId) assertExpenseCategory(category);
        assertFree(state, fields, budgetId);
        return [{ type: 'BudgetUpdated', data: { budgetId, ...fields } }];
      }
      case 'DeleteBudget': {
        const { budgetId } = command.data;
        if (!state.budgets[budgetId]) throw new NotFoundError(budgetMessages.notFound);
        return [{ type: 'BudgetDeleted', data: { budgetId } }];
      }
      case 'CopyBudgets': {
        const { fromMonth, toMonth, newIds } = command.data;
        const sources = Object.values(state.budgets).filter((budget) => sameBudgetMonth(budget, fromMonth));
        if (sources.length === 0) throw new ValidationError({ fromMonth: budgetMessages.nothingToCopy });
        const taken = takenSlots(state);
        const events: BudgetEvent[] = [];
        for (const source of sources) {
          const budgetId = newIds[source.budgetId];
          // Skip a source the API did not name (created since it read the month) and a category the target month already budgets.
          if (!budgetId || state.usedIds[budgetId]) continue;
          const copy: BudgetRecord = { ...source, budgetId, ...toMonth };
          if (taken.has(budgetSlotKey(copy))) continue;
          taken.add(budgetSlotKey(copy));
          events.push({ type: 'BudgetSet', data: { ...copy, userId, copiedFrom: source.budgetId } });
        }
        return events;
      }
      default:
        return assertNever(command);
    }
  },
};
