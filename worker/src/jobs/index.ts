import { isJobName, type JobRequest } from '../job-names';
import { maintenanceDaily } from './maintenance';
import type { JobDeps, JobHandlers } from './types';

export type { JobDeps, JobHandler, JobHandlers, JobLogger } from './types';
export { maintenanceDaily } from './maintenance';

/** Every job name maps to its handler; adding a name to JobPayloads without one fails to compile. */
export const jobHandlers: JobHandlers = {
  'maintenance.daily': maintenanceDaily,
};

export class UnknownJobError extends Error {
  constructor(readonly jobName: string) {
    super(`Unknown job: ${jobName}`);
    this.name = 'UnknownJobError';
  }
}

/** Dispatches one job to its handler; the single entry point for BullMQ and the embedded timer. */
export function runJob(deps: JobDeps, job: JobRequest, handlers: JobHandlers = jobHandlers): Promise<Record<string, unknown>> {
  // The union is correlated by name, which TS cannot see through an indexed lookup.
  const handler = handlers[job.name];
  return handler(deps, job.data);
}

/** Narrows an untyped (name, data) pair read back from Redis. */
export function toJobRequest(name: string, data: unknown): JobRequest {
  if (!isJobName(name)) throw new UnknownJobError(name);
  return { name, data: (data ?? {}) as JobRequest['data'] };
}
