import type { GoalPriority, GoalStatus } from './constants';

/** What a goal says about itself (GoalDetailsChanged's snapshot). */
export interface GoalDetails {
  title: string;
  /** '' when none. */
  description: string;
  category: string;
  priority: GoalPriority;
  /** Free text; '' when none. */
  dueDate: string;
}

/**
 * Every stored field. Invariant (SPEC section 4): status is 'completed' exactly when progress is 100.
 */
export interface GoalFields extends GoalDetails {
  status: GoalStatus;
  /** Whole percent, 0-100. */
  progress: number;
}

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
