import type { CategoryType } from './constants';

/**
 * A transaction category as GET /api/expense-types and /api/transaction-categories return it (the
 * SPEC routes keep the old "expense types" name; the code says category). Written once for command-api and web. Type-only.
 */
export interface CategoryJson {
  id: string;
  transactionCategory: string;
  transactionType: CategoryType;
  description: string;
  color: string;
  isActive: boolean;
  createdAt: string;
  updatedAt: string;
}
