/** Checkpoint name of what went with deleted records (issue 26); the API waits on it before a restore. */
export const MONEY_DELETED_WITH = 'money-deleted-with';
