import type { Area } from '../../../api/areas';
import { createMutationHooks } from '../../../api/mutation-hooks';
import type { Category, CategoryBody } from './types';

/** SPEC 7: after a category write the list is refetched (the summary and the budgets show category names too). */
export const categoryWriteAreas: readonly Area[] = ['categories', 'money-summary', 'budgets'];

/** POST/PUT/DELETE /api/expense-types. */
export const categoryMutations = createMutationHooks<Category, CategoryBody>({
  path: '/api/expense-types',
  touches: categoryWriteAreas,
  undo: 'category',
  messages: {
    created: { title: 'Category created', message: 'Your expense category has been added successfully.' },
    updated: { title: 'Category updated', message: 'Your expense category has been updated successfully.' },
    deleted: { title: 'Category deleted', message: 'The expense category has been removed successfully.' },
    createFailed: 'Failed to create expense category. Please try again.',
    updateFailed: 'Failed to update expense category. Please try again.',
    deleteFailed: 'Failed to delete category. Please try again.',
  },
});
