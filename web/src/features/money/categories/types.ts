import type { CategoryType } from '@life/domain/categories/constants';

/** A transaction category ("expense type") as GET /api/expense-types and /api/transaction-categories return it. */
export interface Category {
  id: string;
  transactionCategory: string;
  transactionType: CategoryType;
  description: string;
  color: string;
  isActive: boolean;
  createdAt?: string;
  updatedAt?: string;
}

/** POST /api/expense-types and PUT /api/expense-types/{id}. */
export interface CategoryBody {
  transactionCategory: string;
  transactionType: string;
  description: string;
  color: string;
  isActive: boolean;
}
