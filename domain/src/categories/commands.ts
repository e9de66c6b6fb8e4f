import type { Command } from '../core/commands';
import type { CategoryDraft, CategoryUpdateDraft } from './drafts';

export type CreateCategory = Command<'CreateCategory', { categoryId: string; draft: CategoryDraft }>;
/** Fields absent from the draft keep their stored value (the stored colour too, when the type changes). */
export type UpdateCategory = Command<'UpdateCategory', { categoryId: string; draft: CategoryUpdateDraft }>;
export type DeleteCategory = Command<'DeleteCategory', { categoryId: string }>;

/** Undelete (issue 10): the deleted category created again with its last values, unless a live one now has its name and type. */
export type RestoreCategory = Command<'RestoreCategory', { categoryId: string }>;

export type CategoryCommand = CreateCategory | UpdateCategory | DeleteCategory | RestoreCategory;
