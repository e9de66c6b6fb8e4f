export * from './db/types';
export * from './event-store/types';
export { openDb, type OpenDbOptions } from './db/open';
export { migrate, loadMigrations, migrationsDir, type Migration } from './db/migrate';
export { openEventStore } from './event-store/open';
export { SqlEventStore, appendSql, EVENTS_CHANNEL } from './event-store/sql-store';
export { sqlPosition, parseSqlPosition } from './event-store/position';
export {
  handleCommand,
  appendEvents,
  eventMetadata,
  upcast,
  isWrongExpectedRevision,
  CONFLICT_MESSAGE,
  type HandleCommandResult,
} from './event-store/handle-command';
export {
  aggregateStream,
  foldStream,
  streamEvents,
  toDomainEvent,
  type AggregateOf,
  type FoldOptions,
} from './event-store/aggregate-stream';
export { benchAppends, type BenchOptions } from './event-store/bench';
export * from './auth/index';
export * from './idempotency-keys';
