/**
 * Read-side queries over the money read models, kept beside the projections that own the tables
 * (a schema change and its queries move together). Each takes a Queryable and returns typed rows;
 * the HTTP layer only maps rows to JSON.
 */
export * from './accounts';
export * from './categories';
export * from './transactions';
export * from './transaction-changes';
export * from './summary';
export * from './recurring';
export * from './schedules';
export * from './balances';
export * from './budgets';
