/**
 * Job names and payloads, without BullMQ: the embedded timer and the handlers need only these,
 * so embedded mode never loads bullmq/ioredis (queue.ts re-exports them for producers).
 */

/**
 * Job name → payload. Add a job here, then its handler in ./jobs/index.ts
 * (the registry's mapped type makes a missing handler a compile error).
 */
export interface JobPayloads {
  'maintenance.daily': Record<string, never>;
  /** One generation run for a recurring transaction (worker/src/recurring/generate.ts). */
  'recurring.generate': GenerateJobData;
  /** Moves open-ended rules' horizons on and auto-posts due occurrences: a generation run per due recurring transaction. */
  'recurring.daily': Record<string, never>;
}

/**
 * What starts a generation run: the recurring transaction, the stream revision of the rule event that
 * asked for it (-1 for the daily run) and the day the run acts as of (that event's `today`).
 */
export interface GenerateJobData {
  recurringTransactionId: string;
  revision: number;
  today: string;
}

/**
 * Deterministic BullMQ job ids: the same trigger enqueued twice (a dispatcher handing a batch on
 * again, two dispatchers) is one job. BullMQ accepts ':' in a custom id only as exactly three parts.
 */
export function generateJobId(recurringTransactionId: string, revision: number): string {
  return `recurring-generate:${recurringTransactionId}:${revision}`;
}

/** The daily run's job for one recurring transaction: once per day. */
export function dailyGenerateJobId(recurringTransactionId: string, today: string): string {
  return `recurring-generate:${recurringTransactionId}:daily-${today}`;
}

export type JobName = keyof JobPayloads;

/** Discriminated union of every job a producer may enqueue. */
export type JobRequest = { [N in JobName]: { name: N; data: JobPayloads[N] } }[JobName];

export type JobData = JobPayloads[JobName];

export const jobNames: readonly JobName[] = ['maintenance.daily', 'recurring.generate', 'recurring.daily'] satisfies JobName[];

export function isJobName(name: string): name is JobName {
  return (jobNames as readonly string[]).includes(name);
}
