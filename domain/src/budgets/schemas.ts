import { z } from 'zod';
import { draftSchema } from '../shared/zod';
import { checkBudgetCopy, checkBudgetCreate, checkBudgetUpdate } from './validation';

/** Types a form sends; the rules and messages are in validation.ts. */
export const budgetBodySchema = z.object({
  categoryId: z.string().nullish(),
  budgetAmount: z.union([z.string(), z.number()]).nullish(),
  month: z.union([z.string(), z.number()]).nullish(),
  year: z.union([z.string(), z.number()]).nullish(),
});

/** The budget form / API body as received. */
export type BudgetInput = z.input<typeof budgetBodySchema>;

/** POST /api/budgets: a BudgetDraft. One budget per category and month is the decider's (409). */
export const budgetCreateSchema = draftSchema(budgetBodySchema, checkBudgetCreate);

/** PUT /api/budgets/{id}: a partial draft. */
export const budgetUpdateSchema = draftSchema(budgetBodySchema, checkBudgetUpdate);

export const budgetCopyBodySchema = z.object({ fromMonth: z.string().nullish(), toMonth: z.string().nullish() });
export type BudgetCopyInput = z.input<typeof budgetCopyBodySchema>;

/** POST /api/budgets/copy { fromMonth, toMonth } ('yyyy-mm'). */
export const budgetCopySchema = draftSchema(budgetCopyBodySchema, checkBudgetCopy);
