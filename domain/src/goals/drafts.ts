/**
 * What the goal schemas parse a body into (schemas.ts), and what goal commands carry: trimmed
 * texts, known priority and status, a whole percent. Types only.
 */
import type { GoalFields } from './fields';

/** POST /api/goals (goalCreateSchema): every stored field, defaults and SPEC section 4 applied. */
export type GoalDraft = GoalFields;

/**
 * PUT /api/goals/{id} (goalUpdateSchema): only the fields the body named. Progress and status
 * are settled against the stored goal by `mergeGoalUpdate` (rules.ts).
 */
export type GoalUpdateDraft = Partial<GoalFields>;
