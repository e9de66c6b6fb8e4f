import type { ExpenseTypeJson } from '@life/domain/categories/api';

/** A transaction category ("expense type") as GET /api/expense-types returns it: the shape command-api also returns. */
export type Category = ExpenseTypeJson;

/** POST /api/expense-types and PUT /api/expense-types/{id}. */
export interface CategoryBody {
  transactionCategory: string;
  transactionType: string;
  description: string;
  color: string;
  isActive: boolean;
}
