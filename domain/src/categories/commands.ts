import type { Command } from '../core/commands';

/** The category form / expense-type API body as received. */
export interface CategoryInput {
  transactionCategory?: string | null;
  transactionType?: string | null;
  description?: string | null;
  color?: string | null;
  isActive?: boolean | null;
}

export type CreateCategory = Command<'CreateCategory', { categoryId: string; input: CategoryInput }>;
/** Fields left undefined keep their stored value (the stored colour too, when the type changes). */
export type UpdateCategory = Command<'UpdateCategory', { categoryId: string; input: CategoryInput }>;
export type DeleteCategory = Command<'DeleteCategory', { categoryId: string }>;

export type CategoryCommand = CreateCategory | UpdateCategory | DeleteCategory;
