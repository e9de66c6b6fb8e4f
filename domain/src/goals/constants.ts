/** SPEC section 3: a goal's status and priority. */
export const GOAL_STATUSES = ['active', 'completed', 'paused'] as const;
export type GoalStatus = (typeof GOAL_STATUSES)[number];
export const GOAL_PRIORITIES = ['high', 'medium', 'low'] as const;
export type GoalPriority = (typeof GOAL_PRIORITIES)[number];

export function isGoalStatus(value: unknown): value is GoalStatus {
  return typeof value === 'string' && (GOAL_STATUSES as readonly string[]).includes(value);
}
export function isGoalPriority(value: unknown): value is GoalPriority {
  return typeof value === 'string' && (GOAL_PRIORITIES as readonly string[]).includes(value);
}

/** SPEC section 9: default progress 0, step 10 percent, max 100; defaults priority medium, status active. */
export const DEFAULT_GOAL_PROGRESS = 0;
export const GOAL_PROGRESS_STEP = 10;
export const MAX_GOAL_PROGRESS = 100;
export const DEFAULT_GOAL_PRIORITY: GoalPriority = 'medium';
export const DEFAULT_GOAL_STATUS: GoalStatus = 'active';

export const MAX_GOAL_TITLE_LENGTH = 200;
export const MAX_GOAL_DESCRIPTION_LENGTH = 2000;
export const MAX_GOAL_CATEGORY_LENGTH = 100;
/** The due date is free text ('Dec 31', 'Daily'). */
export const MAX_GOAL_DUE_DATE_LENGTH = 50;

export const goalMessages = {
  titleRequired: 'Goal title is required',
  descriptionInvalid: 'Description must be text',
  categoryRequired: 'Category is required',
  priorityInvalid: 'Priority must be high, medium or low',
  statusInvalid: 'Status must be active, completed or paused',
  progressInvalid: 'Progress must be a whole number from 0 to 100',
  dueDateInvalid: 'Due date must be text',
  /** SPEC section 4: 100 makes a goal completed, and Mark Complete sets 100; a body may not say otherwise. */
  completedNeedsFullProgress: 'A completed goal has 100% progress',
  fullProgressIsCompleted: 'A goal at 100% progress is completed',
  /** Pausing or resuming a completed goal would leave it at 100% without being completed. */
  reopenNeedsLowerProgress: 'Lower the progress to reopen a completed goal',
  notFound: 'Goal not found',
  alreadyExists: 'Goal already exists',
  notDeleted: 'This goal is not deleted',
} as const;
