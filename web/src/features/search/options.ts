import { MAX_SEARCH_LENGTH, SEARCH_AREAS } from '@life/domain/search/constants';
import { formatDisplayDate, formatMoney, formatTransactionAmount } from '../money';
import type { SearchArea, SearchOption, SearchResults } from './types';

/** The group headings, in SEARCH_AREAS order. */
export const SEARCH_AREA_LABELS: Record<SearchArea, string> = {
  transactions: 'Transactions',
  accounts: 'Accounts',
  categories: 'Categories',
  recurring: 'Recurring',
  goals: 'Goals',
  workouts: 'Workouts',
  meals: 'Meals',
  groceries: 'Grocery Items',
};

/** The text the box sends: trimmed, cut to the API's limit; '' sends nothing. */
export function searchText(input: string): string {
  return input.trim().slice(0, MAX_SEARCH_LENGTH).trim();
}

/** The API's answer as the list's groups (empty areas left out), each row with what opening it does. */
export function searchGroups(results: SearchResults): { area: SearchArea; label: string; options: SearchOption[] }[] {
  const byArea: Record<SearchArea, SearchOption[]> = {
    transactions: results.transactions.map(({ transaction, accountName }) => ({
      value: `transactions:${transaction.id}`,
      area: 'transactions',
      id: transaction.id,
      label: transaction.title,
      detail: [
        formatTransactionAmount(transaction.type, transaction.amount).text,
        formatDisplayDate(transaction.date),
        transaction.category,
        accountName,
      ]
        .filter(Boolean)
        .join(' · '),
    })),
    accounts: results.accounts.map((account) => ({
      value: `accounts:${account.id}`,
      area: 'accounts',
      id: account.id,
      label: account.accountName,
      detail: account.accountType.replace('_', ' '),
      href: `/money/transactions?accountId=${account.id}`,
    })),
    categories: results.categories.map((category) => ({
      value: `categories:${category.id}`,
      area: 'categories',
      id: category.id,
      label: category.transactionCategory,
      detail: category.transactionType,
    })),
    recurring: results.recurring.map((item) => ({
      value: `recurring:${item.id}`,
      area: 'recurring',
      id: item.id,
      label: item.title,
      detail: `${formatMoney(item.amount)} · ${item.frequency}`,
    })),
    goals: results.goals.map((goal) => ({
      value: `goals:${goal.id}`,
      area: 'goals',
      id: goal.id,
      label: goal.title,
      detail: [goal.category, goal.status].filter(Boolean).join(' · '),
      href: '/goals',
    })),
    workouts: results.workouts.map((workout) => ({
      value: `workouts:${workout.id}`,
      area: 'workouts',
      id: workout.id,
      label: workout.name,
      detail: `${workout.type} · ${formatDisplayDate(workout.date)}`,
      href: '/fitness',
    })),
    meals: results.meals.map((meal) => ({
      value: `meals:${meal.id}`,
      area: 'meals',
      id: meal.id,
      label: meal.name,
      detail: `${meal.type} · ${formatDisplayDate(meal.date)}`,
      href: '/nutrition',
    })),
    groceries: results.groceries.map((item) => ({
      value: `groceries:${item.id}`,
      area: 'groceries',
      id: item.id,
      label: item.name,
      detail: [item.category, item.checked ? 'checked' : ''].filter(Boolean).join(' · '),
      href: '/nutrition/grocery',
    })),
  };
  return SEARCH_AREAS.map((area) => ({ area, label: SEARCH_AREA_LABELS[area], options: byArea[area] })).filter(
    (group) => group.options.length > 0,
  );
}
