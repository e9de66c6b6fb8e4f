import type { GoalFields } from './fields';

export type GoalState =
  | { kind: 'none' }
  | { kind: 'live'; goalId: string; userId: string; fields: GoalFields }
  /** Deleted: its last values are kept for a restore (issue 10). */
  | { kind: 'deleted'; goalId: string; userId: string; fields: GoalFields };

/** Stream ids of goals start with this, then the goal id. */
export const GOAL_STREAM_PREFIX = 'goal-';

export function goalStreamId(goalId: string): string {
  return `${GOAL_STREAM_PREFIX}${goalId}`;
}
