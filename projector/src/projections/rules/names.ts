/** Checkpoint name of the rules read model; query handlers wait on it (read-your-writes). */
export const MONEY_RULES = 'money-rules';
