/**
 * The worker process: a BullMQ Worker dispatching to the job handlers, the recurring
 * schedules, and the event-log dispatcher that enqueues recurring generation jobs.
 * Several workers may run; schedules are upserted by id, so each exists once however
 * many workers start, and generation jobs have deterministic ids, so each trigger is
 * one job however many dispatchers see it.
 */
import { hostname } from 'node:os';
import { UnrecoverableError, Worker, type Job, type Queue } from 'bullmq';
import type { WorkerDeps } from './deps';
import { runJob, toJobRequest, UnknownJobError, type JobDeps } from './jobs';
import { createQueue, defaultJobOptions, QUEUE_NAME, type JobData, type JobName, type JobQueue } from './queue';
import { startDispatcher, type Dispatcher } from './recurring/dispatcher';
import { enqueueGenerations, queueGenerationSink } from './recurring/enqueue';

/**
 * Repeating jobs: scheduler id → cron pattern (server time zone) and job name. The recurring
 * transactions' daily run comes right after midnight, so auto-posted occurrences are posted on their day.
 */
export const schedules = [
  { id: 'maintenance-daily', pattern: '0 3 * * *', name: 'maintenance.daily' },
  { id: 'recurring-daily', pattern: '5 0 * * *', name: 'recurring.daily' },
] as const satisfies readonly {
  id: string;
  pattern: string;
  name: JobName;
}[];

const DEFAULT_CONCURRENCY = 4;

export interface StartWorkerOptions {
  /** Redis key prefix; tests use a unique one per run. */
  prefix?: string;
  /** Jobs run at once (default 4): generation runs mostly wait on the database, so a few overlap well. */
  concurrency?: number;
  /** Shows up in Queue#getWorkers(); the container health check looks for its hostname. */
  name?: string;
  /** Follow the event log and enqueue recurring generation jobs (default true). */
  dispatcher?: boolean;
  /** The dispatcher's longest wait for an append notification. */
  dispatcherIdleWaitMs?: number;
  /** Generation run tuning (occurrence streams per append, days settled at once). */
  generation?: JobDeps['generation'];
  /**
   * BullMQ's job lock and stalled-job check: a worker that died mid-job (SIGKILL) has its job taken
   * over once the lock expires. BullMQ's defaults (30 s) unless given; tests shorten them.
   */
  lockDurationMs?: number;
  stalledIntervalMs?: number;
}

export interface RunningWorker {
  readonly queue: JobQueue;
  readonly worker: Worker<JobData, unknown, JobName>;
  /** Stops taking jobs, waits for the running ones to finish, then closes connections. */
  close(): Promise<void>;
}

export async function startWorker(deps: WorkerDeps, options: StartWorkerOptions = {}): Promise<RunningWorker> {
  if (!deps.redisUrl) throw new Error('startWorker needs redisUrl (REDIS_URL)');
  const { logger } = deps;
  const jobDeps: JobDeps = {
    db: deps.db,
    store: deps.store,
    logger,
    now: deps.now ?? (() => new Date()),
    ...(options.generation ? { generation: options.generation } : {}),
  };
  const queue = createQueue(deps.redisUrl, options.prefix === undefined ? {} : { prefix: options.prefix });
  jobDeps.enqueueGenerations = (jobs) => enqueueGenerations(queue, jobs);

  const processor = async (job: Job<JobData, unknown, JobName>) => {
    try {
      return await runJob(jobDeps, toJobRequest(job.name, job.data));
    } catch (err) {
      // An unknown name will never succeed: fail it now instead of retrying.
      if (err instanceof UnknownJobError) throw new UnrecoverableError(err.message);
      throw err;
    }
  };
  const worker = new Worker<JobData, unknown, JobName>(QUEUE_NAME, processor, {
    connection: queue.connection,
    prefix: queue.prefix,
    concurrency: options.concurrency ?? DEFAULT_CONCURRENCY,
    name: options.name ?? hostname(),
    ...(options.lockDurationMs === undefined ? {} : { lockDuration: options.lockDurationMs }),
    ...(options.stalledIntervalMs === undefined ? {} : { stalledInterval: options.stalledIntervalMs }),
  });
  worker.on('failed', (job, err) => {
    logger.error({ job: job?.name, jobId: job?.id, attempt: job?.attemptsMade, err: err.message }, 'job failed');
  });
  // Without a listener, connection errors would be unhandled 'error' events.
  worker.on('error', (err) => logger.error({ err: err.message }, 'worker error'));

  try {
    await worker.waitUntilReady();
    await syncSchedules(queue);
  } catch (err) {
    await worker.close(true).catch(() => undefined);
    await queue.close().catch(() => undefined);
    throw err;
  }
  const dispatcher: Dispatcher | undefined =
    options.dispatcher === false
      ? undefined
      : startDispatcher({
          db: deps.db,
          store: deps.store,
          logger,
          sink: queueGenerationSink(queue),
          ...(options.dispatcherIdleWaitMs === undefined ? {} : { idleWaitMs: options.dispatcherIdleWaitMs }),
        });
  logger.info({ queue: QUEUE_NAME, prefix: queue.prefix, schedules: schedules.map((s) => s.id) }, 'worker started');

  let closing: Promise<void> | undefined;
  return {
    queue,
    worker,
    close() {
      closing ??= (async () => {
        await dispatcher?.stop(); // hands on its batch in hand, while the queue is still open
        await worker.close(); // not forced: waits for in-flight jobs
        await queue.close();
        logger.info({ queue: QUEUE_NAME }, 'worker stopped');
      })();
      return closing;
    },
  };
}

/** Upserts every declared schedule and removes ones no longer declared (renamed or dropped jobs). */
async function syncSchedules(queue: JobQueue): Promise<void> {
  // BullMQ types a scheduler id as a job name; ours are deliberately distinct strings, so the
  // schedulers are upserted through the same queue typed with plain string names.
  const schedulerQueue: Queue<JobData, unknown, string> = queue.queue;
  for (const s of schedules) {
    await schedulerQueue.upsertJobScheduler(s.id, { pattern: s.pattern }, { name: s.name, opts: schedulerJobOptions });
  }
  const declared = new Set<string>(schedules.map((s) => s.id));
  for (const existing of await queue.queue.getJobSchedulers()) {
    if (!declared.has(existing.key)) await queue.queue.removeJobScheduler(existing.key);
  }
}

/** Scheduler templates take a narrower option type than add(); copy what applies. */
const schedulerJobOptions = {
  attempts: defaultJobOptions.attempts,
  backoff: defaultJobOptions.backoff,
  removeOnComplete: defaultJobOptions.removeOnComplete,
  removeOnFail: defaultJobOptions.removeOnFail,
};
