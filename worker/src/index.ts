export type { WorkerDeps } from './deps';
export { startWorker, schedules, type RunningWorker, type StartWorkerOptions } from './worker';
export { startEmbeddedJobs, DAY_MS, type EmbeddedJobs, type EmbeddedOptions } from './embedded';
export * from './queue';
export { jobHandlers, runJob, toJobRequest, UnknownJobError } from './jobs';
export type { JobDeps, JobHandler, JobHandlers, JobLogger } from './jobs';
