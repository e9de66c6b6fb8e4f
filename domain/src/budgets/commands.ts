import type { CategoryType } from '../categories/constants';
import type { Command } from '../core/commands';
import type { BudgetCopyDraft, BudgetDraft, BudgetUpdateDraft } from './drafts';

/** The category a draft names, as the API found it among the caller's live categories (null: none). */
export interface BudgetCategoryRef {
  name: string;
  type: CategoryType;
}

export type CreateBudget = Command<'CreateBudget', { budgetId: string; draft: BudgetDraft; category: BudgetCategoryRef | null }>;
/** `category` is the draft's categoryId looked up (undefined when the draft keeps the stored category). */
export type UpdateBudget = Command<'UpdateBudget', { budgetId: string; draft: BudgetUpdateDraft; category?: BudgetCategoryRef | null }>;
export type DeleteBudget = Command<'DeleteBudget', { budgetId: string }>;
/** `newIds` maps each source budget id to the copy's id (the API names them; a source it did not name is not copied). */
export type CopyBudgets = Command<'CopyBudgets', BudgetCopyDraft & { newIds: Readonly<Record<string, string>> }>;

export type BudgetCommand = CreateBudget | UpdateBudget | DeleteBudget | CopyBudgets;
