import { z } from 'zod';
import { draftSchema } from '../shared/zod';
import { goalMessages } from './constants';
import { checkGoalCreate, checkGoalUpdate } from './validation';

/**
 * Types a form sends (SPEC section 7: title, description, category, priority, status, progress,
 * dueDate); all rules (and their messages) are in validation.ts (checkGoalInput).
 */
export const goalBodySchema = z.object({
  title: z.string().nullish(),
  description: z.string().nullish(),
  category: z.string().nullish(),
  priority: z.string({ error: goalMessages.priorityInvalid }).nullish(),
  status: z.string({ error: goalMessages.statusInvalid }).nullish(),
  progress: z.number({ error: goalMessages.progressInvalid }).nullish(),
  dueDate: z.string().nullish(),
});

/** The goal form / goal API body as received, not yet validated. */
export type GoalInput = z.input<typeof goalBodySchema>;

/** POST /api/goals and the create form: parses into a GoalDraft. */
export const goalCreateSchema = draftSchema(goalBodySchema, checkGoalCreate);

/** PUT /api/goals/{id} ('+10%', Mark Complete, backlog): parses into a GoalUpdateDraft. */
export const goalUpdateSchema = draftSchema(goalBodySchema, checkGoalUpdate);
