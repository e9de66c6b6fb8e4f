import type { CategoryRow } from './queries';

/** GET /api/expense-types and /api/transaction-categories item. */
export interface ExpenseTypeView {
  id: string;
  transactionCategory: string;
  /** 'Income' | 'Payment' | 'Expense - Fixed' | 'Expense - Variable' */
  transactionType: string;
  description: string;
  color: string;
  isActive: boolean;
  createdAt: string;
  updatedAt: string;
}

export function toExpenseTypeView(row: CategoryRow): ExpenseTypeView {
  return {
    id: row.id,
    transactionCategory: row.transaction_category,
    transactionType: row.transaction_type,
    description: row.description,
    color: row.color,
    isActive: row.is_active,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}
