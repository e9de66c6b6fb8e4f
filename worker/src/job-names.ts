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
}

export type JobName = keyof JobPayloads;

/** Discriminated union of every job a producer may enqueue. */
export type JobRequest = { [N in JobName]: { name: N; data: JobPayloads[N] } }[JobName];

export type JobData = JobPayloads[JobName];

export const jobNames: readonly JobName[] = ['maintenance.daily'] satisfies JobName[];

export function isJobName(name: string): name is JobName {
  return (jobNames as readonly string[]).includes(name);
}
