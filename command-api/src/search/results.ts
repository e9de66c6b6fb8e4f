import { formatCents, signedAmountCents } from '@life/domain';
import type { SearchResultsJson } from '@life/domain/search/api';
import { SEARCH_LIMIT_PER_AREA } from '@life/domain/search/constants';
import type { Queryable } from '@life/infra';
import { findTransaction } from '@life/projector/projections/ledger/queries';
import {
  searchAccounts,
  searchCategories,
  searchGoals,
  searchGroceries,
  searchMeals,
  searchRecurring,
  searchTransactions,
  searchWorkouts,
  type SearchRequest,
} from '@life/projector/projections/search/queries';
import { toTransactionJson } from '../transactions/mapping';
import type { SearchQuery } from './params';

/**
 * The answer of GET /api/search for one user and text: one query per area over the existing read
 * models (projector/src/projections/search/queries.ts), at most SEARCH_LIMIT_PER_AREA each; the
 * transactions found come whole, as /api/transactions lists them. (The bench times it in-process.)
 */
export async function searchResults(db: Queryable, userId: string, query: SearchQuery): Promise<SearchResultsJson> {
  const request: SearchRequest = { userId, ...query, limit: SEARCH_LIMIT_PER_AREA };
  const [transactionHits, accounts, categories, recurring, goals, workouts, meals, groceries] = await Promise.all([
    searchTransactions(db, request),
    searchAccounts(db, request),
    searchCategories(db, request),
    searchRecurring(db, request),
    searchGoals(db, request),
    searchWorkouts(db, request),
    searchMeals(db, request),
    searchGroceries(db, request),
  ]);
  const transactions = await Promise.all(
    transactionHits.map(async (hit) => ({ row: await findTransaction(db, userId, hit.id), accountName: hit.account_name })),
  );
  return {
    q: query.text,
    transactions: transactions.flatMap(({ row, accountName }) => (row ? [{ transaction: toTransactionJson(row), accountName }] : [])),
    accounts: accounts.map((row) => ({ id: row.id, accountName: row.account_name, accountType: row.account_type })),
    categories: categories.map((row) => ({
      id: row.id,
      transactionCategory: row.transaction_category,
      transactionType: row.transaction_type,
    })),
    recurring: recurring.map((row) => ({
      id: row.id,
      title: row.title,
      amount: formatCents(signedAmountCents(row.type, Number(row.amount_cents))),
      frequency: row.frequency,
    })),
    goals: goals.map((row) => ({ id: row.id, title: row.title, category: row.category, status: row.status })),
    workouts: workouts.map((row) => ({ id: row.id, name: row.name, type: row.type, date: row.date })),
    meals: meals.map((row) => ({ id: row.id, name: row.name, type: row.type, date: row.date })),
    groceries: groceries.map((row) => ({ id: row.id, name: row.name, category: row.category, checked: row.checked })),
  };
}
