import type { Targets } from './fields';

/** The user's targets, or null while they never set any (then the SPEC defaults apply). */
export interface TargetsState {
  targets: Targets | null;
}

/** Stream ids of targets start with this, then the user id. */
export const TARGETS_STREAM_PREFIX = 'targets-';

export function targetsStreamId(userId: string): string {
  return `${TARGETS_STREAM_PREFIX}${userId}`;
}
