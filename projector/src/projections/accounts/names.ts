/** Checkpoint name of the accounts read model; query handlers wait on it (read-your-writes). */
export const MONEY_ACCOUNTS = 'money-accounts';
