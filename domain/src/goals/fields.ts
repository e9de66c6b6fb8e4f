import { z } from 'zod';
import { fieldKeys, type JsonForms } from '../shared/aggregate-fields';
import { GOAL_PRIORITIES, GOAL_STATUSES } from './constants';

/**
 * A goal's stored fields, declared once (in the API's JSON order). The events (GoalCreated's full
 * snapshot, GoalDetailsChanged's details), the state, the drafts, the body schema and its rules
 * (validation.ts, a rule per field), the decider's change check, the update merge, the restore
 * body, the history's labels, the read model's columns (snake_case names) and the JSON follow it.
 * A field added later gets `.default(...)`: older events lack it. Invariant (SPEC section 4):
 * status is 'completed' exactly when progress is 100.
 */
export const goalFieldsSchema = z.object({
  title: z.string(),
  /** '' when none. */
  description: z.string(),
  category: z.string(),
  priority: z.enum(GOAL_PRIORITIES),
  status: z.enum(GOAL_STATUSES),
  /** Whole percent, 0-100. */
  progress: z.number(),
  /** Free text ('Dec 31', 'Daily'); '' when none. */
  dueDate: z.string(),
});

/** What GoalDetailsChanged snapshots: every field but progress and status, which have events of their own. */
export const goalDetailsSchema = goalFieldsSchema.omit({ status: true, progress: true });

export const GOAL_FIELD_KEYS = fieldKeys(goalFieldsSchema);
/** The keys an update compares to decide on a GoalDetailsChanged. */
export const GOAL_DETAIL_KEYS = fieldKeys(goalDetailsSchema);

export type GoalFields = z.output<typeof goalFieldsSchema>;
export type GoalDetails = z.output<typeof goalDetailsSchema>;

/** How the API answers each field (GoalJson): empty optional texts are null. */
export const goalJsonForms = {
  title: 'as-is',
  description: 'null-when-empty',
  category: 'as-is',
  priority: 'as-is',
  status: 'as-is',
  progress: 'as-is',
  dueDate: 'null-when-empty',
} as const satisfies JsonForms<GoalFields>;
