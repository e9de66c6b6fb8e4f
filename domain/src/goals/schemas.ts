import type { z } from 'zod';
import { fieldsBodySchema } from '../shared/aggregate-fields';
import { draftSchema } from '../shared/zod';
import { GOAL_FIELD_KEYS } from './fields';
import { checkGoalCreate, checkGoalUpdate, goalFieldChecks } from './validation';

/**
 * Types a form sends (SPEC section 7: title, description, category, priority, status, progress,
 * dueDate), each field's `body` in goalFieldChecks; all rules (and their messages) are there too.
 */
export const goalBodySchema = fieldsBodySchema(GOAL_FIELD_KEYS, goalFieldChecks);

/** The goal form / goal API body as received, not yet validated. */
export type GoalInput = z.input<typeof goalBodySchema>;

/** POST /api/goals and the create form: parses into a GoalDraft. */
export const goalCreateSchema = draftSchema(goalBodySchema, checkGoalCreate);

/** PUT /api/goals/{id} ('+10%', Mark Complete, backlog): parses into a GoalUpdateDraft. */
export const goalUpdateSchema = draftSchema(goalBodySchema, checkGoalUpdate);
