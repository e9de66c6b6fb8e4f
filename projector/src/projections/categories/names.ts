/** Checkpoint name of the categories read model; query handlers wait on it (read-your-writes). */
export const MONEY_CATEGORIES = 'money-categories';
