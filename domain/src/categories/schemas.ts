import { z } from 'zod';
import { draftSchema } from '../shared/zod';
import { checkCategoryCreate, checkCategoryUpdate } from './validation';

/** Types a form sends; all rules (and their messages) are in validation.ts (checkCategoryInput). */
export const categoryBodySchema = z.object({
  transactionCategory: z.string().nullish(),
  transactionType: z.string().nullish(),
  description: z.string().nullish(),
  color: z.string().nullish(),
  isActive: z.boolean().nullish(),
});

/** The category form / category API body as received, not yet validated. */
export type CategoryInput = z.input<typeof categoryBodySchema>;

/** POST /api/expense-types and the create form: parses into a CategoryDraft. Name+type uniqueness is the decider's (409). */
export const categoryCreateSchema = draftSchema(categoryBodySchema, checkCategoryCreate);

/** PUT /api/expense-types/{id} and the edit form: parses into a CategoryUpdateDraft (absent fields keep their stored values). */
export const categoryUpdateSchema = draftSchema(categoryBodySchema, checkCategoryUpdate);
