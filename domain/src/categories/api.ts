import type { CategoryType } from './constants';

/**
 * GET /api/expense-types and /api/transaction-categories item (transaction categories are called
 * expense types by the API). Written once for command-api and web. Type-only.
 */
export interface ExpenseTypeJson {
  id: string;
  transactionCategory: string;
  transactionType: CategoryType;
  description: string;
  color: string;
  isActive: boolean;
  createdAt: string;
  updatedAt: string;
}
