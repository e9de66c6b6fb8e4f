export { moneyAccountsProjection } from './accounts';
export { moneyCategoriesProjection } from './categories';
export { moneyBudgetsProjection } from './budgets';
export { moneyLedgerProjection } from './ledger';
export { moneySchedulesProjection } from './schedules';
export { moneyHistoryProjection } from './history/projection';
export { MONEY_ACCOUNTS, MONEY_CATEGORIES, MONEY_LEDGER, MONEY_SCHEDULES, NO_CATEGORY } from './names';
