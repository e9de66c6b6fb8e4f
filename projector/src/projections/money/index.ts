export { moneyAccountsProjection } from './accounts';
export { moneyCategoriesProjection } from './categories';
export { moneyLedgerProjection } from './ledger';
export { NO_CATEGORY } from './ledger-totals';
export { MONEY_ACCOUNTS, MONEY_CATEGORIES, MONEY_LEDGER } from './names';
