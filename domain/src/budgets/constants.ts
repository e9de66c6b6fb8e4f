/** Budget years: the calendar days every read model holds (1901-01-01..2099-12-31). */
export const MIN_BUDGET_YEAR = 1901;
export const MAX_BUDGET_YEAR = 2099;

/** A budget month at the API edge: 'yyyy-mm' (GET ?month=, the copy body). */
export const BUDGET_MONTH_PATTERN = /^(\d{4})-(\d{2})$/;

/** The category types a budget can name: the expense types (what 'spent' sums). */
export const BUDGET_CATEGORY_TYPES = ['Expense - Fixed', 'Expense - Variable'] as const;

export const budgetMessages = {
  notFound: 'Budget not found',
  alreadyExists: 'Budget already exists',
  duplicate: 'A budget for this category already exists for this month',
  categoryRequired: 'Category is required',
  categoryMissing: 'Category does not exist',
  categoryNotExpense: (name: string, type: string) =>
    `Category "${name}" is ${type === 'Income' ? 'an' : 'a'} ${type} category; budgets take expense categories`,
  monthInvalid: 'Month must be a whole number from 1 to 12',
  yearInvalid: `Year must be a whole number from ${MIN_BUDGET_YEAR} to ${MAX_BUDGET_YEAR}`,
  monthTextInvalid: 'Month must be yyyy-mm',
  copySameMonth: 'Choose a different month to copy to',
  nothingToCopy: 'No budgets to copy from that month',
} as const;
