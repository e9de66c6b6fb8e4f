import { z } from 'zod';
import { addFieldIssues } from '../shared/zod';
import { validateCategoryInput } from './validation';

/** Types a form sends; all rules (and their messages) are in validateCategoryInput. */
export const categoryBodySchema = z.object({
  transactionCategory: z.string().nullish(),
  transactionType: z.string().nullish(),
  description: z.string().nullish(),
  color: z.string().nullish(),
  isActive: z.boolean().nullish(),
});

/** The category form / expense-type API body as received, not yet validated. */
export type CategoryInput = z.input<typeof categoryBodySchema>;

/** POST /api/expense-types and the create form. Name+type uniqueness is the decider's (409). */
export const categoryCreateSchema = categoryBodySchema.superRefine((input, ctx) => addFieldIssues(ctx, validateCategoryInput(input)));

/** PUT /api/expense-types/{id} and the edit form: absent fields keep their stored values. */
export const categoryUpdateSchema = categoryBodySchema.superRefine((input, ctx) =>
  addFieldIssues(ctx, validateCategoryInput(input, { partial: true })),
);
