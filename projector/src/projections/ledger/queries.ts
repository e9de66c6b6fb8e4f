/**
 * The ledger's reads (its front door for the API): each takes a Queryable and returns typed rows;
 * the HTTP layer only maps rows to JSON.
 */
export * from './transactions';
export * from './transaction-changes';
export * from './summary';
export * from './reports';
export * from './upcoming';
