/** Recurring transactions, schedules and their periods (issue 8). */
export const MONEY_SCHEDULES = 'money-schedules';
