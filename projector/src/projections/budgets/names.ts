/** Budgets (issue 11). */
export const MONEY_BUDGETS = 'money-budgets';
