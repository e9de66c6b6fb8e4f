/** Checkpoint names of the money projections; query handlers wait on these (read-your-writes). */
export const MONEY_ACCOUNTS = 'money-accounts';
export const MONEY_CATEGORIES = 'money-categories';
export const MONEY_LEDGER = 'money-ledger';
/** Recurring transactions, schedules and their periods (issue 8). */
export const MONEY_SCHEDULES = 'money-schedules';

/** The nil uuid: the category key of expenses without a category in money_monthly_category_spending. */
export const NO_CATEGORY = '00000000-0000-0000-0000-000000000000';
/** The money read models as versions with the knowledge time of each (issue 10, "as of any moment"). */
export const MONEY_HISTORY = 'money-history';
/** Budgets (issue 11). */
export const MONEY_BUDGETS = 'money-budgets';
