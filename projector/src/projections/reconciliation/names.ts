/** Checkpoint name of the reconciliation read model (issue 24); the API waits on it (read-your-writes). */
export const MONEY_RECONCILIATION = 'money-reconciliation';
