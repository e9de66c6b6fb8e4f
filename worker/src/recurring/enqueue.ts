/**
 * Services mode: generation runs are BullMQ jobs. Deterministic job ids make a trigger handed on twice
 * (the dispatcher retrying a batch after a crash, two worker processes' dispatchers) one job; should
 * the first already be gone from Redis, the second run finds the work done (runs are idempotent).
 */
import { dailyGenerateJobId, generateJobId, type GenerateJobData } from '../job-names';
import type { JobQueue } from '../queue';
import type { TriggerSink } from './dispatcher';

/**
 * A generation job outlives a longer outage than other jobs (exponential back-off from 10 s: 12
 * attempts span about 11 hours): the dispatcher hands its trigger on only once, and a bounded rule
 * has no daily run to make up for a job that gave up.
 */
export const GENERATION_ATTEMPTS = 12;

/** Enqueues 'recurring.generate' jobs with the given ids, in one round trip. */
export async function enqueueGenerations(queue: JobQueue, jobs: ReadonlyArray<{ jobId: string; data: GenerateJobData }>): Promise<void> {
  if (jobs.length === 0) return;
  await queue.queue.addBulk(
    jobs.map(({ jobId, data }) => ({ name: 'recurring.generate' as const, data, opts: { jobId, attempts: GENERATION_ATTEMPTS } })),
  );
}

/** The dispatcher's sink: one job per rule event, `recurring-generate:<id>:<revision>`. */
export function queueGenerationSink(queue: JobQueue): TriggerSink {
  return (triggers) =>
    enqueueGenerations(
      queue,
      triggers.map((data) => ({ jobId: generateJobId(data.recurringTransactionId, data.revision), data })),
    );
}

/** The daily run's jobs: one per recurring transaction and day, `recurring-generate:<id>:daily-<today>`. */
export function dailyGenerationJobs(ids: readonly string[], today: string): Array<{ jobId: string; data: GenerateJobData }> {
  return ids.map((recurringTransactionId) => ({
    jobId: dailyGenerateJobId(recurringTransactionId, today),
    data: { recurringTransactionId, revision: -1, today },
  }));
}
