/** What the targets schema parses a body into, and what SetTargets carries. Types only. */
import type { Targets } from './fields';

/** PUT /api/targets (targetsUpdateSchema): the targets the body names; absent ones keep their stored (or default) value. */
export type TargetsDraft = Partial<Targets>;
