import type { Db, EventStore } from '@life/infra';
import type { JobLogger } from './jobs/types';

/** What command-api's main.ts passes to startWorker / startEmbeddedJobs. */
export interface WorkerDeps {
  db: Db;
  store: EventStore;
  logger: JobLogger;
  /** Required by startWorker (BullMQ); ignored by startEmbeddedJobs. */
  redisUrl?: string;
  /** Clock for handlers; defaults to the system clock. */
  now?: () => Date;
}
