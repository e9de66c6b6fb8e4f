/** Checkpoint names of the money projections; query handlers wait on these (read-your-writes). */
export const MONEY_ACCOUNTS = 'money-accounts';
export const MONEY_CATEGORIES = 'money-categories';
export const MONEY_LEDGER = 'money-ledger';
