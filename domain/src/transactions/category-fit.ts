import type { CategoryType } from '../categories/constants';
import type { TransactionType } from './constants';

/**
 * Which category types a transaction type takes (issue 13 #5): the form offers only these and the
 * deciders (transactions, bulk import, recurring transactions) refuse the others, so the server
 * never stores an expense tagged with an Income category.
 */
export const CATEGORY_TYPES_FOR_TRANSACTION: Record<TransactionType, readonly CategoryType[]> = {
  income: ['Income'],
  expense: ['Expense - Fixed', 'Expense - Variable'],
  payment: ['Payment'],
};

export function categoryFitsTransactionType(categoryType: CategoryType, transactionType: TransactionType): boolean {
  return CATEGORY_TYPES_FOR_TRANSACTION[transactionType].includes(categoryType);
}

const TRANSACTION_TYPE_NOUNS: Record<TransactionType, string> = { expense: 'an expense', income: 'income', payment: 'a payment' };

/** The 400 on `transactionCategoryIds`, e.g. 'Category "Salary" is an Income category and cannot be used on an expense'. */
export function categoryMismatchMessage(name: string, categoryType: CategoryType, transactionType: TransactionType): string {
  const article = categoryType === 'Income' || categoryType.startsWith('Expense') ? 'an' : 'a';
  return `Category "${name}" is ${article} ${categoryType} category and cannot be used on ${TRANSACTION_TYPE_NOUNS[transactionType]}`;
}
