import { isJobName, type JobName, type JobPayloads, type JobRequest } from '../job-names';
import { maintenanceDaily } from './maintenance';
import { recurringDaily, recurringGenerate } from './recurring';
import type { JobDeps, JobHandler, JobHandlers } from './types';

export type { JobDeps, JobHandler, JobHandlers, JobLogger } from './types';
export { maintenanceDaily } from './maintenance';
export { recurringDaily, recurringGenerate } from './recurring';

/** Every job name maps to its handler; adding a name to JobPayloads without one fails to compile. */
export const jobHandlers: JobHandlers = {
  'maintenance.daily': maintenanceDaily,
  'recurring.generate': recurringGenerate,
  'recurring.daily': recurringDaily,
};

export class UnknownJobError extends Error {
  constructor(readonly jobName: string) {
    super(`Unknown job: ${jobName}`);
    this.name = 'UnknownJobError';
  }
}

/** Dispatches one job to its handler; the single entry point for BullMQ and the embedded timer. */
export function runJob(deps: JobDeps, job: JobRequest, handlers: JobHandlers = jobHandlers): Promise<Record<string, unknown>> {
  return runHandler(handlers, deps, job.name, job.data);
}

// Generic in the name, so the handler and its payload correlate (an indexed lookup on the union cannot).
function runHandler<N extends JobName>(handlers: JobHandlers, deps: JobDeps, name: N, data: JobPayloads[N]) {
  const handler: JobHandler<N> = handlers[name];
  return handler(deps, data);
}

/** Narrows an untyped (name, data) pair read back from Redis. */
export function toJobRequest(name: string, data: unknown): JobRequest {
  if (!isJobName(name)) throw new UnknownJobError(name);
  return { name, data: data ?? {} } as JobRequest;
}
