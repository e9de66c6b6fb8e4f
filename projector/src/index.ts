export type { Projection } from './projection';
export { allProjections } from './projections/index';
export { ProjectionRunner, type ProjectionRunnerOptions } from './runner';
export { rebuildProjection, type RebuildOptions, type RebuildResult } from './rebuild';
export { projectionStatus, type ProjectionStatus, type ProjectorStatus } from './status';
export { CheckpointWatcher, type CheckpointWatcherOptions } from './read-your-writes';
export { CHECKPOINT_CHANNEL } from './checkpoints';
export type { ProjectorLogger } from './logger';
