/**
 * The queue contract shared by producers (command-api) and the worker process:
 * one queue, job names with typed payloads, and the options every job gets.
 * Producers import only this file; handlers live in ./jobs.
 */
import { Queue, type JobsOptions } from 'bullmq';
import { Redis } from 'ioredis';
import type { JobData, JobName, JobRequest } from './job-names';

/** One queue for all jobs: volumes are tiny, and one worker pool keeps ops simple. */
export const QUEUE_NAME = 'jobs';
/** Redis key namespace, so Life can share a Redis with other apps. Tests pass a unique one. */
export const DEFAULT_PREFIX = 'life';

export { isJobName, jobNames, type JobData, type JobName, type JobPayloads, type JobRequest } from './job-names';

export type LifeQueue = Queue<JobData, unknown, JobName>;

/** Retries with backoff for transient failures (db restarts); bounded history in Redis. */
export const defaultJobOptions: JobsOptions = {
  attempts: 5,
  backoff: { type: 'exponential', delay: 10_000 },
  removeOnComplete: { count: 1000, age: 7 * 24 * 3600 },
  removeOnFail: { count: 5000 },
};

export interface QueueOptions {
  prefix?: string;
}

export interface JobQueue {
  readonly queue: LifeQueue;
  /** The ioredis connection, reusable by a Worker (BullMQ duplicates it for blocking reads). */
  readonly connection: Redis;
  readonly prefix: string;
  add<R extends JobRequest>(job: R, opts?: JobsOptions): ReturnType<LifeQueue['add']>;
  /** Closes the queue, then the connection it owns. */
  close(): Promise<void>;
}

/** maxRetriesPerRequest: null is required by BullMQ for blocking commands (workers). */
export function createRedis(redisUrl: string): Redis {
  return new Redis(redisUrl, { maxRetriesPerRequest: null });
}

export function createQueue(redisUrl: string, options: QueueOptions = {}): JobQueue {
  const prefix = options.prefix ?? DEFAULT_PREFIX;
  const connection = createRedis(redisUrl);
  const queue: LifeQueue = new Queue<JobData, unknown, JobName>(QUEUE_NAME, { connection, prefix, defaultJobOptions });
  return {
    queue,
    connection,
    prefix,
    add: (job, opts) => queue.add(job.name, job.data, opts),
    async close() {
      await queue.close();
      // A connection passed to BullMQ is "shared", so BullMQ leaves closing it to us.
      await connection.quit().catch(() => connection.disconnect());
    },
  };
}
