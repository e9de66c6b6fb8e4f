import type { CategoryType } from '@life/domain/categories/constants';

/** Which categories a transaction type takes: the domain's rule (the API refuses the others), offered alone by the form. */
export { CATEGORY_TYPES_FOR_TRANSACTION, categoryFitsTransactionType } from '@life/domain/transactions/category-fit';

/** Short tile labels of the manager: Income, Fixed, Variable, Payment. */
export const CATEGORY_TILE_LABELS: Record<CategoryType, string> = {
  Income: 'Income',
  'Expense - Fixed': 'Fixed',
  'Expense - Variable': 'Variable',
  Payment: 'Payment',
};

/** Order of the type filter, the tiles and the grouped headings. */
export const CATEGORY_TYPE_ORDER: readonly CategoryType[] = ['Income', 'Expense - Fixed', 'Expense - Variable', 'Payment'];
