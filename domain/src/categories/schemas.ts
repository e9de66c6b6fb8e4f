import { z } from 'zod';
import { addFieldIssues } from '../shared/zod';
import { validateCategoryInput } from './validation';

/** Types a form sends; all rules (and their messages) are in validateCategoryInput. */
const categoryBody = z.object({
  transactionCategory: z.string().nullish(),
  transactionType: z.string().nullish(),
  description: z.string().nullish(),
  color: z.string().nullish(),
  isActive: z.boolean().nullish(),
});

/** POST /api/expense-types and the create form. Name+type uniqueness is the decider's (409). */
export const categoryCreateSchema = categoryBody.superRefine((input, ctx) => addFieldIssues(ctx, validateCategoryInput(input)));

/** PUT /api/expense-types/{id} and the edit form: absent fields keep their stored values. */
export const categoryUpdateSchema = categoryBody.superRefine((input, ctx) =>
  addFieldIssues(ctx, validateCategoryInput(input, { partial: true })),
);
