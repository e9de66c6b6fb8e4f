/** Checkpoint name of the imported transactions' read model (issue 11). */
export const MONEY_IMPORTS = 'money-imports';
