import { createMutationHooks } from '../../../api/mutation-hooks';
import { budgetQueries } from '../budgets/queries';
import { summaryQueries } from '../summary/queries';
import { categoryQueries } from './queries';
import type { Category, CategoryBody } from './types';

/** POST/PUT/DELETE /api/expense-types; SPEC 7: afterwards the list is refetched (the summary shows category names too). */
export const categoryMutations = createMutationHooks<Category, CategoryBody>({
  path: '/api/expense-types',
  invalidates: () => [categoryQueries.all(), summaryQueries.all(), budgetQueries.all()],
  messages: {
    created: { title: 'Category created', message: 'Your expense category has been added successfully.' },
    updated: { title: 'Category updated', message: 'Your expense category has been updated successfully.' },
    deleted: { title: 'Category deleted', message: 'The expense category has been removed successfully.' },
    createFailed: 'Failed to create expense category. Please try again.',
    updateFailed: 'Failed to update expense category. Please try again.',
    deleteFailed: 'Failed to delete category. Please try again.',
  },
});
