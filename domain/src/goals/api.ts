import type { FieldsJson } from '../shared/aggregate-fields';
import type { GoalFields, goalJsonForms } from './fields';

/**
 * JSON shapes of the goals API, written once: command-api's mapping returns them and web reads
 * them. Type-only.
 */

/** A goal's fields as the API answers them (goalJsonForms): description and dueDate are null when empty. */
export type GoalFieldsJson = FieldsJson<GoalFields, typeof goalJsonForms>;

/** GET /api/goals item (also what POST and PUT answer with). */
export interface GoalJson extends GoalFieldsJson {
  id: string;
  createdAt: string;
  updatedAt: string;
}

/** GET /api/goals/weekly-progress (beyond SPEC): the Weekly Progress card over the last 7 local days. */
export interface GoalWeeklyProgressJson {
  /** The window, both ends inclusive: today - 6 .. today in the caller's time zone (X-Time-Zone). */
  startDate: string;
  endDate: string;
  /** Goals completed in the window that are still completed. */
  completed: number;
  /** Goals created in the window. */
  created: number;
  /** Goals active now. */
  totalActive: number;
  /** goalSuccessRate(completed, goals created or completed in the window): whole percent. */
  successRate: number;
}

/** A goal whose progress rose during the reviewed week: from its progress before the week's first rise to now. */
export interface GoalMovedForwardJson {
  goal: GoalJson;
  fromProgress: number;
  toProgress: number;
}

/** GET /api/goal-reviews/week (beyond SPEC): a week's goal activity, from the events, and its reflection. */
export interface GoalWeekReviewJson {
  /** The first and last day of the reviewed week (the user's week: Monday to Sunday unless they chose another first day). */
  weekStart: string;
  weekEnd: string;
  completed: GoalJson[];
  created: GoalJson[];
  /** Goals that moved forward and are not completed (those are listed under completed). */
  movedForward: GoalMovedForwardJson[];
  /** The saved reflection, or null. */
  reflection: string | null;
}

/** GET /api/goal-reviews item and POST /api/goal-reviews answer: a saved weekly reflection. */
export interface GoalReviewJson {
  weekStart: string;
  weekEnd: string;
  reflection: string;
  createdAt: string;
  updatedAt: string;
}
