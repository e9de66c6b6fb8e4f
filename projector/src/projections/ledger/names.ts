/** Checkpoint name of the ledger; query handlers wait on it (read-your-writes). */
export const MONEY_LEDGER = 'money-ledger';

/** The nil uuid: the category key of expenses without a category in money_monthly_category_spending. */
export const NO_CATEGORY = '00000000-0000-0000-0000-000000000000';
