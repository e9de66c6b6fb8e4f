import type { TransactionJson } from '../transactions/api';

/**
 * GET /api/search?q= (issue 24): the signed-in user's records matching the text, grouped by area,
 * at most SEARCH_LIMIT_PER_AREA each. Type-only; command-api returns it, web reads it.
 */
export interface SearchResultsJson {
  /** The text searched (trimmed). */
  q: string;
  /** Title, amount ("86.42", "-86.42": exact), category name or account name; newest first. */
  transactions: TransactionSearchHitJson[];
  accounts: AccountSearchHitJson[];
  categories: CategorySearchHitJson[];
  recurring: RecurringSearchHitJson[];
  goals: GoalSearchHitJson[];
  workouts: WorkoutSearchHitJson[];
  meals: MealSearchHitJson[];
  groceries: GrocerySearchHitJson[];
}

export interface TransactionSearchHitJson {
  /** The transaction as /api/transactions returns it (the edit dialog opens with it). */
  transaction: TransactionJson;
  /** The account it is from (expense, payment) or to (income), '' when none or deleted. */
  accountName: string;
}

export interface AccountSearchHitJson {
  id: string;
  accountName: string;
  accountType: string;
}

export interface CategorySearchHitJson {
  id: string;
  transactionCategory: string;
  transactionType: string;
}

export interface RecurringSearchHitJson {
  id: string;
  title: string;
  /** Signed like a transaction's. */
  amount: string;
  frequency: string;
}

export interface GoalSearchHitJson {
  id: string;
  title: string;
  category: string;
  status: string;
}

export interface WorkoutSearchHitJson {
  id: string;
  name: string;
  type: string;
  date: string;
}

export interface MealSearchHitJson {
  id: string;
  name: string;
  type: string;
  date: string;
}

export interface GrocerySearchHitJson {
  id: string;
  name: string;
  category: string;
  checked: boolean;
}
