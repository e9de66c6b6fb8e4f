import type { Command } from '../core/commands';
import type { TargetsDraft } from './drafts';

/** Targets the draft leaves out keep their stored value (the SPEC default while none was set). */
export type SetTargets = Command<'SetTargets', { draft: TargetsDraft }>;

export type TargetsCommand = SetTargets;
