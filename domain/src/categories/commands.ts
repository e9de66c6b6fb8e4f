import type { Command } from '../core/commands';
import type { CategoryInput } from './schemas';

export type { CategoryInput };

export type CreateCategory = Command<'CreateCategory', { categoryId: string; input: CategoryInput }>;
/** Fields left undefined keep their stored value (the stored colour too, when the type changes). */
export type UpdateCategory = Command<'UpdateCategory', { categoryId: string; input: CategoryInput }>;
export type DeleteCategory = Command<'DeleteCategory', { categoryId: string }>;

export type CategoryCommand = CreateCategory | UpdateCategory | DeleteCategory;
