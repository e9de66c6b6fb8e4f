import type { Db, EventStore } from '@life/infra';
import type { GenerateJobData, JobName, JobPayloads } from '../job-names';
import type { GenerationDeps } from '../recurring/generate';

/** The subset of a pino logger the jobs use (console works too). */
export interface JobLogger {
  info(obj: Record<string, unknown>, msg: string): void;
  error(obj: Record<string, unknown>, msg: string): void;
}

/** Everything a handler may touch, passed explicitly so BullMQ and the embedded timer share handlers. */
export interface JobDeps {
  db: Db;
  store: EventStore;
  logger: JobLogger;
  now: () => Date;
  /** Services mode: enqueues generation jobs (BullMQ) under the given ids; absent in embedded mode, where jobs run inline. */
  /** Generation run tuning; the run's defaults when absent. */
  generation?: Pick<GenerationDeps, 'chunkSize' | 'concurrency'>;
  enqueueGenerations?: (jobs: ReadonlyArray<{ jobId: string; data: GenerateJobData }>) => Promise<void>;
}

/** A handler returns a small JSON-able result; BullMQ stores it as the job's return value. */
export type JobHandler<N extends JobName> = (deps: JobDeps, data: JobPayloads[N]) => Promise<Record<string, unknown>>;

export type JobHandlers = { [N in JobName]: JobHandler<N> };
