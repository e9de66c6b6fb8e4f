export { moneyAccountsProjection } from './accounts';
export { moneyCategoriesProjection } from './categories';
export { moneyLedgerProjection } from './ledger';
export { MONEY_ACCOUNTS, MONEY_CATEGORIES, MONEY_LEDGER, NO_CATEGORY } from './names';
