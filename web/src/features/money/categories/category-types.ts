import type { CategoryType } from '@life/domain/categories/constants';
import type { TransactionType } from '@life/domain/transactions/constants';

/**
 * Which categories the transaction form offers for a transaction type (presentation only: the
 * API accepts any active category on any transaction).
 */
export const CATEGORY_TYPES_FOR_TRANSACTION: Record<TransactionType, readonly CategoryType[]> = {
  income: ['Income'],
  expense: ['Expense - Fixed', 'Expense - Variable'],
  payment: ['Payment'],
};

export function categoryFitsTransactionType(categoryType: CategoryType, transactionType: TransactionType): boolean {
  return CATEGORY_TYPES_FOR_TRANSACTION[transactionType].includes(categoryType);
}

/** Short tile labels of the manager: Income, Fixed, Variable, Payment. */
export const CATEGORY_TILE_LABELS: Record<CategoryType, string> = {
  Income: 'Income',
  'Expense - Fixed': 'Fixed',
  'Expense - Variable': 'Variable',
  Payment: 'Payment',
};

/** Order of the type filter, the tiles and the grouped headings. */
export const CATEGORY_TYPE_ORDER: readonly CategoryType[] = ['Income', 'Expense - Fixed', 'Expense - Variable', 'Payment'];
